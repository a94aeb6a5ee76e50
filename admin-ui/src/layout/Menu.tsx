import { Box, ListSubheader, MenuList, Typography, type SxProps, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Logout, MenuItemLink, useSidebarState } from 'react-admin';

import { APP_VERSION } from '../version';
import { MENU_GROUPS, type MenuGroup } from './menuGroups';
import { SidebarHeader } from './SidebarHeader';

const MenuSection = ({ group, children, sx }: { group: MenuGroup; children?: ReactNode; sx?: SxProps<Theme> }) => {
  const [open] = useSidebarState();
  const headingId = useId();
  return (
    <MenuList
      // A collapsed sidebar is icons only: the heading is then an accessible name, not text.
      aria-labelledby={open ? headingId : undefined}
      aria-label={open ? undefined : group.heading}
      subheader={
        open ? (
          <ListSubheader id={headingId} disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
            {group.heading}
          </ListSubheader>
        ) : undefined
      }
      sx={sx}
    >
      {group.entries.map(entry => (
        <MenuItemLink key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={entry.icon} />
      ))}
      {children}
    </MenuList>
  );
};

/** The admin sidebar: spec/001 §2 groups, with the Footer group pinned to the bottom. */
export const Menu = () => {
  const [open] = useSidebarState();
  const groups = MENU_GROUPS.slice(0, -1);
  const footer = MENU_GROUPS[MENU_GROUPS.length - 1];
  return (
    <Box
      component="nav"
      aria-label="Admin sections"
      sx={theme => ({
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100%',
        width: open ? theme.sidebar.width : theme.sidebar.closedWidth,
        transition: theme.transitions.create('width'),
      })}
    >
      <SidebarHeader />
      {groups.map(group => (
        <MenuSection key={group.heading} group={group} />
      ))}
      <MenuSection group={footer} sx={{ mt: 'auto' }}>
        <Logout />
      </MenuSection>
      <Typography variant="caption" color="text.secondary" sx={{ px: open ? 2 : 0.5, pb: 1 }}>
        v{APP_VERSION}
      </Typography>
    </Box>
  );
};
