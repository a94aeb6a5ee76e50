import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';

import { Logo } from '../../components/Logo';
import { useUnreadCounts } from '../../features/notifications/api/notifications';
import { useOpenTicketCount } from '../../features/tickets/api/tickets';
import { NAV_ITEMS } from './navItems';

export const SIDEBAR_BG = '#0b3d26';

type SidebarProps = {
  /** false: the 3rem icon rail, labels in tooltips. */
  expanded: boolean;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void;
};

/** The portal's navigation: the logo on top, the links, the logo again at the foot. */
export function Sidebar({ expanded, onNavigate }: SidebarProps) {
  const { t } = useTranslation(['layout', 'common', 'nav', 'notifications', 'tickets']);
  const counts = useUnreadCounts().data;
  const openTickets = useOpenTicketCount().data ?? 0;
  const { pathname } = useLocation();
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: SIDEBAR_BG,
        color: 'rgba(255, 255, 255, 0.86)',
        overflowX: 'hidden',
        overflowY: 'auto',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: expanded ? 'flex-start' : 'center',
          minHeight: 64,
          paddingInline: expanded ? 2 : 0,
        }}
      >
        <RouterLink
          to="/investor"
          onClick={onNavigate}
          aria-label={t('home', { product: t('common:productName') })}
          style={{ display: 'inline-flex', borderRadius: 8, textDecoration: 'none' }}
        >
          <Logo compact={!expanded} tone="light" size={expanded ? 32 : 28} />
        </RouterLink>
      </Box>
      <Box component="nav" aria-label={t('navigation')} sx={{ flexGrow: 1 }}>
        <List sx={{ paddingInline: expanded ? 1.5 : 0.5, display: 'grid', gap: 0.5 }}>
          {NAV_ITEMS.map(({ key, to, icon, also = [] }) => {
            const label = t(`nav:${key}`);
            // Documents and Updates not yet opened (issue 20 item 4), read with the bell's count.
            // Support: the investor's open tickets (issue 21 item 7), in the same pill.
            const unread = key === 'tickets' ? openTickets : (key === 'documents' || key === 'updates') && counts ? counts[key] : 0;
            const name =
              unread === 0
                ? label
                : key === 'tickets'
                  ? t('tickets:nav', { label, count: unread })
                  : t('notifications:navUnread', { label, count: unread });
            const link = (
              <ListItemButton
                component={NavLink}
                to={to}
                end={to === '/investor'}
                // Marked (not aria-current: that page is not the one open) on the pages it stands for.
                className={also.some((path) => pathname === path || pathname.startsWith(`${path}/`)) ? 'active' : undefined}
                onClick={onNavigate}
                aria-label={expanded && unread === 0 ? undefined : name}
                sx={{
                  minHeight: 40,
                  paddingInline: expanded ? 1.5 : 0,
                  justifyContent: expanded ? 'flex-start' : 'center',
                  color: 'inherit',
                  borderInlineStart: '3px solid transparent',
                  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.08)' },
                  '&.active': {
                    bgcolor: 'rgba(255, 255, 255, 0.12)',
                    color: '#ffffff',
                    borderInlineStartColor: 'secondary.light',
                    fontWeight: 600,
                  },
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: -2 },
                }}
              >
                <ListItemIcon sx={{ color: 'inherit', minWidth: 0, marginInlineEnd: expanded ? 1.5 : 0 }}>
                  {expanded ? (
                    icon
                  ) : (
                    <Badge
                      badgeContent={unread}
                      max={99}
                      color="secondary"
                      sx={{
                        '& .MuiBadge-badge': {
                          fontSize: '0.65rem',
                          height: 16,
                          minWidth: 16,
                          paddingInline: 0.5,
                          // White on the dark gold (5.8:1); the gold's own contrast text is dark, for the light gold.
                          bgcolor: 'secondary.dark',
                          color: 'common.white',
                        },
                      }}
                    >
                      {icon}
                    </Badge>
                  )}
                </ListItemIcon>
                {expanded && (
                  <ListItemText
                    primary={label}
                    slotProps={{ primary: { noWrap: true, sx: { fontWeight: 'inherit', fontSize: '0.925rem' } } }}
                  />
                )}
                {expanded && unread > 0 && (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      flexShrink: 0,
                      marginInlineStart: 1,
                      minWidth: 22,
                      paddingInline: 0.75,
                      borderRadius: 11,
                      bgcolor: 'secondary.dark',
                      color: 'common.white',
                      fontSize: '0.75rem',
                      fontWeight: 700,
                      lineHeight: '20px',
                      textAlign: 'center',
                    }}
                  >
                    {unread > 99 ? '99+' : unread}
                  </Box>
                )}
              </ListItemButton>
            );
            return (
              <li key={key} style={{ listStyle: 'none' }}>
                {/* MUI flips "right" to the inline end in a right-to-left layout. */}
                {expanded ? (
                  link
                ) : (
                  <Tooltip title={name} placement="right">
                    {link}
                  </Tooltip>
                )}
              </li>
            );
          })}
        </List>
      </Box>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          justifyContent: expanded ? 'flex-start' : 'center',
          paddingInline: expanded ? 2 : 0,
          paddingBlock: 2,
          borderTop: 1,
          borderColor: 'rgba(255, 255, 255, 0.12)',
          opacity: 0.8,
        }}
      >
        <Logo compact={!expanded} tone="light" size={24} />
      </Box>
    </Box>
  );
}
