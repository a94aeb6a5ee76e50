import { Box, MenuList, Typography, useTheme, type SxProps, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Logout, MenuItemLink, useSidebarState, useTranslate } from 'react-admin';

import { SIDEBAR_COLORS, visuallyHidden } from '@fund/ui';

import { APP_VERSION } from '../version';
import { MENU_GROUPS, type MenuGroup } from './menuGroups';
import { SidebarHeader } from './SidebarHeader';

const MenuSection = ({ group, children, sx }: { group: MenuGroup; children?: ReactNode; sx?: SxProps<Theme> }) => {
  const [open] = useSidebarState();
  const translate = useTranslate();
  const headingId = useId();
  const heading = translate(group.heading);
  // A collapsed sidebar is icons only, and the Footer group never shows its heading: the name is
  // then an accessible name, not text.
  const showHeading = open && group.showHeading;
  // The heading sits before the menu, not inside it: a menu holds only menu items (ARIA).
  return (
    <Box sx={sx}>
      {showHeading && (
        <Typography id={headingId} component="div" className="AdminMenu-heading">
          {heading}
        </Typography>
      )}
      <MenuList aria-labelledby={showHeading ? headingId : undefined} aria-label={showHeading ? undefined : heading} sx={{ py: 0.25 }}>
        {group.entries.map((entry) => (
          <MenuItemLink
            key={entry.to}
            to={entry.to}
            primaryText={
              entry.badge ? (
                <>
                  {translate(entry.label)}
                  {entry.badge}
                </>
              ) : (
                translate(entry.label)
              )
            }
            leftIcon={entry.icon}
          />
        ))}
        {children}
      </MenuList>
    </Box>
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
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100%',
        // On phones the sidebar is a drawer of 18rem (spec/000 §9); the nav fills it.
        width: { xs: '100%', sm: open ? theme.sidebar.width : theme.sidebar.closedWidth },
        transition: theme.transitions.create('width'),
        bgcolor: colors.background,
        color: colors.text,
        '& .AdminMenu-heading': {
          color: colors.muted,
          fontSize: '0.7rem',
          fontWeight: 600,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          lineHeight: 2,
          paddingInline: 2.5,
          pt: 1,
        },
        '& .MuiMenuItem-root': {
          position: 'relative',
          color: colors.muted,
          borderRadius: 2,
          marginInline: open ? 1 : 0.5,
          marginBlock: '1px',
          minHeight: 36,
          fontSize: '0.9rem',
          paddingInline: open ? 1.5 : 1,
          '&:hover': { bgcolor: colors.hover, color: colors.text },
          '&.Mui-focusVisible': { bgcolor: colors.hover, outline: `2px solid ${colors.accent}`, outlineOffset: -2 },
        },
        '& .MuiListItemIcon-root': { color: 'inherit', minWidth: open ? 36 : 24 },
        // Logout's text is a ListItemText (body1): the same size as the entries.
        '& .MuiListItemText-root .MuiTypography-root': { fontSize: 'inherit', fontWeight: 'inherit' },
        // Collapsed: icons only. The words stay for screen readers (Logout has no tooltip to name it).
        ...(!open && { '& .MuiMenuItem-root .MuiTypography-root, & .MuiMenuItem-root .MuiListItemText-root': visuallyHidden }),
        // Two classes, to win over react-admin's own active colour (text.primary, dark on green).
        '& .MuiMenuItem-root.RaMenuItemLink-active': {
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
      {groups.map((group) => (
        <MenuSection key={group.heading} group={group} />
      ))}
      <MenuSection group={footer} sx={{ mt: 'auto', pt: 1 }}>
        {/* Reachable with Tab like the entries above it (react-admin gives only its links tabIndex 0). */}
        <Logout tabIndex={0} />
      </MenuSection>
      <Typography
        variant="caption"
        sx={{ color: colors.muted, paddingInline: open ? 2.5 : 0, pb: 1, textAlign: open ? 'start' : 'center' }}
      >
        {translate('app.menu.version', { version: APP_VERSION })}
      </Typography>
    </Box>
  );
};
