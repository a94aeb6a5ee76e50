import { Box, ListSubheader, MenuList, Typography, useTheme, type SxProps, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Logout, MenuItemLink, useSidebarState, useTranslate } from 'react-admin';

import { APP_VERSION } from '../version';
import { MENU_GROUPS, type MenuGroup } from './menuGroups';
import { SidebarHeader } from './SidebarHeader';
import { SIDEBAR_COLORS } from './themes';

const MenuSection = ({ group, children, sx }: { group: MenuGroup; children?: ReactNode; sx?: SxProps<Theme> }) => {
  const [open] = useSidebarState();
  const translate = useTranslate();
  const headingId = useId();
  const heading = translate(group.heading);
  // A collapsed sidebar is icons only, and the Footer group never shows its heading: the name is
  // then an accessible name, not text.
  const showHeading = open && group.showHeading;
  return (
    <MenuList
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : heading}
      subheader={
        showHeading ? (
          <ListSubheader id={headingId} disableSticky>
            {heading}
          </ListSubheader>
        ) : undefined
      }
      sx={sx}
    >
      {group.entries.map(entry => (
        <MenuItemLink key={entry.to} to={entry.to} primaryText={translate(entry.label)} leftIcon={entry.icon} />
      ))}
      {children}
    </MenuList>
  );
};

/** The admin sidebar: spec/001 §2 groups, with the Footer group pinned to the bottom. */
export const Menu = () => {
  const [open] = useSidebarState();
  const translate = useTranslate();
  const colors = SIDEBAR_COLORS[useTheme().palette.mode];
  const groups = MENU_GROUPS.slice(0, -1);
  const footer = MENU_GROUPS[MENU_GROUPS.length - 1];
  return (
    <Box
      component="nav"
      aria-label={translate('app.menu.label')}
      sx={theme => ({
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100%',
        width: open ? theme.sidebar.width : theme.sidebar.closedWidth,
        transition: theme.transitions.create('width'),
        bgcolor: colors.background,
        color: colors.text,
        '& .MuiListSubheader-root': {
          bgcolor: 'transparent',
          color: colors.muted,
          fontSize: '0.7rem',
          fontWeight: 600,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          lineHeight: 2.5,
          paddingInline: 2.5,
        },
        '& .MuiMenuItem-root': {
          position: 'relative',
          color: colors.muted,
          borderRadius: 2,
          marginInline: open ? 1 : 0.5,
          marginBlock: 0.25,
          minHeight: 40,
          paddingInline: open ? 1.5 : 1,
          '&:hover': { bgcolor: colors.hover, color: colors.text },
          '&.Mui-focusVisible': { bgcolor: colors.hover, outline: `2px solid ${colors.accent}`, outlineOffset: -2 },
        },
        '& .MuiListItemIcon-root': { color: 'inherit', minWidth: open ? 36 : 24 },
        '& .RaMenuItemLink-active': {
          color: colors.text,
          bgcolor: colors.active,
          fontWeight: 600,
          '&::before': {
            content: '""',
            position: 'absolute',
            insetInlineStart: 0,
            insetBlock: 8,
            width: 3,
            borderRadius: 3,
            bgcolor: colors.accent,
          },
        },
      })}
    >
      <SidebarHeader />
      {groups.map(group => (
        <MenuSection key={group.heading} group={group} />
      ))}
      <MenuSection group={footer} sx={{ mt: 'auto', pt: 2 }}>
        <Logout />
      </MenuSection>
      <Typography
        variant="caption"
        sx={{ color: colors.muted, paddingInline: open ? 2.5 : 0, pb: 1.5, textAlign: open ? 'start' : 'center' }}
      >
        {translate('app.menu.version', { version: APP_VERSION })}
      </Typography>
    </Box>
  );
};
