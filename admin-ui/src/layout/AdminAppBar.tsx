import { Avatar, Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, useGetIdentity, useSidebarState, useTranslate } from 'react-admin';

/** The signed-in admin, at the end of the top bar (hidden on phones, where space is short). */
const Identity = () => {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  if (!identity?.fullName) return null;
  return (
    <Box
      sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, marginInlineStart: 1, paddingInlineEnd: 1 }}
      title={translate('app.app_bar.signed_in_as', { name: identity.fullName })}
    >
      <Avatar
        src={identity.avatar}
        alt=""
        sx={{ width: 28, height: 28, fontSize: '0.85rem', bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {identity.fullName.charAt(0)}
      </Avatar>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: '14rem' }}>
        {identity.fullName}
      </Typography>
    </Box>
  );
};

/**
 * The top bar beside the full-height sidebar: menu toggle, the title of react-admin views that set
 * one, the loading indicator and the signed-in admin. The theme toggle lives in the sidebar header
 * and Logout in the sidebar footer (spec/001 §2), so the bar carries neither. It starts where the
 * sidebar ends (the whole width on phones, where the sidebar is a drawer).
 */
export const AdminAppBar = () => {
  const [open] = useSidebarState();
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <AppBar
      alwaysOn
      color="inherit"
      elevation={0}
      userMenu={false}
      toolbar={
        <>
          <LoadingIndicator />
          <Identity />
        </>
      }
      sx={(theme) => ({
        insetInlineStart: isXSmall ? 0 : open ? theme.sidebar.width : theme.sidebar.closedWidth,
        insetInlineEnd: 0,
        width: 'auto',
        transition: theme.transitions.create('inset-inline-start'),
      })}
    >
      <TitlePortal variant="subtitle1" component="div" sx={{ fontWeight: 600 }} />
    </AppBar>
  );
};
