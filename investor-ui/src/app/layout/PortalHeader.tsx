import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { firstName, useLogout, useMe } from '../../lib/session';
import { NotificationBell } from './NotificationBell';

type PortalHeaderProps = {
  isMobile: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
};

/** The greeting by first name (fallback 'Investor'), the account button and logout (spec/000 §2). */
export function PortalHeader({ isMobile, sidebarOpen, onToggleSidebar }: PortalHeaderProps) {
  const { t } = useTranslation(['layout', 'common', 'nav']);
  const me = useMe();
  const logout = useLogout();
  const name = firstName(me.data) ?? t('greetingFallback');
  const toggleLabel = isMobile ? t('openMenu') : t('toggleSidebar');

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        insetBlockStart: 0,
        zIndex: 'appBar',
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
        minHeight: 64,
        paddingInline: { xs: 1, sm: 2, md: 3 },
        bgcolor: 'rgba(255, 255, 255, 0.92)',
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tooltip title={isMobile ? toggleLabel : t('toggleSidebarHint')}>
        <IconButton
          onClick={onToggleSidebar}
          aria-label={toggleLabel}
          aria-expanded={isMobile ? undefined : sidebarOpen}
          edge="start"
          sx={{ marginInlineStart: 0 }}
        >
          {!isMobile && sidebarOpen ? (
            <MenuOpenOutlined sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          ) : (
            <MenuOutlined />
          )}
        </IconButton>
      </Tooltip>
      <Typography component="p" noWrap sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600, fontSize: { xs: '1rem', sm: '1.05rem' } }}>
        {t('greeting', { name })}
      </Typography>
      <NotificationBell />
      <Tooltip title={t('account')}>
        <IconButton component={RouterLink} to="/investor/profile" aria-label={t('account')} sx={{ p: 0.5 }}>
          <Avatar
            src={me.data?.profilePhotoUrl ?? undefined}
            alt=""
            sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: '0.95rem', fontWeight: 600 }}
          >
            {name.charAt(0).toUpperCase()}
          </Avatar>
        </IconButton>
      </Tooltip>
      {isMobile ? (
        <Tooltip title={t('logout')}>
          <IconButton aria-label={t('logout')} onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogoutOutlined />
          </IconButton>
        </Tooltip>
      ) : (
        <Button variant="outlined" size="small" startIcon={<LogoutOutlined />} loading={logout.isPending} onClick={() => logout.mutate()}>
          {t('logout')}
        </Button>
      )}
    </Box>
  );
}
