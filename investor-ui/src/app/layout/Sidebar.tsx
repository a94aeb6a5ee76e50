import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router-dom';

import { Logo } from '../../components/Logo';
import { NAV_ITEMS } from './navItems';

export const SIDEBAR_BG = '#0b3d26';

type SidebarProps = {
  /** false: the 3rem icon rail, labels in tooltips. */
  expanded: boolean;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void;
};

/** The portal's navigation: the logo on top, the seven links, the logo again at the foot. */
export function Sidebar({ expanded, onNavigate }: SidebarProps) {
  const { t } = useTranslation(['layout', 'common', 'nav']);
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
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: expanded ? 'flex-start' : 'center', minHeight: 64, paddingInline: expanded ? 2 : 0 }}>
        <RouterLink to="/investor" onClick={onNavigate} aria-label={t('home', { product: t('common:productName') })} style={{ display: 'inline-flex', borderRadius: 8, textDecoration: 'none' }}>
          <Logo compact={!expanded} tone="light" size={expanded ? 32 : 28} />
        </RouterLink>
      </Box>
      <Box component="nav" aria-label={t('navigation')} sx={{ flexGrow: 1 }}>
        <List sx={{ paddingInline: expanded ? 1.5 : 0.5, display: 'grid', gap: 0.5 }}>
          {NAV_ITEMS.map(({ key, to, icon }) => {
            const label = t(`nav:${key}`);
            const link = (
              <ListItemButton
                component={NavLink}
                to={to}
                end={to === '/investor'}
                onClick={onNavigate}
                aria-label={expanded ? undefined : label}
                sx={{
                  minHeight: 40,
                  paddingInline: expanded ? 1.5 : 0,
                  justifyContent: expanded ? 'flex-start' : 'center',
                  color: 'inherit',
                  borderInlineStart: '3px solid transparent',
                  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.08)' },
                  '&.active': { bgcolor: 'rgba(255, 255, 255, 0.12)', color: '#ffffff', borderInlineStartColor: 'secondary.light', fontWeight: 600 },
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: -2 },
                }}
              >
                <ListItemIcon sx={{ color: 'inherit', minWidth: 0, marginInlineEnd: expanded ? 1.5 : 0 }}>{icon}</ListItemIcon>
                {expanded && <ListItemText primary={label} slotProps={{ primary: { noWrap: true, sx: { fontWeight: 'inherit', fontSize: '0.925rem' } } }} />}
              </ListItemButton>
            );
            return (
              <li key={key} style={{ listStyle: 'none' }}>
                {/* MUI flips "right" to the inline end in a right-to-left layout. */}
                {expanded ? link : <Tooltip title={label} placement="right">{link}</Tooltip>}
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
