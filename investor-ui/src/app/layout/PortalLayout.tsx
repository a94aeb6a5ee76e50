import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

import { MOBILE_BREAKPOINT_PX } from '@fund/contracts';

import { PageSkeleton } from '../../components/PageSkeleton';
import { PortalHeader } from './PortalHeader';
import { Sidebar } from './Sidebar';
import { useSidebar } from './useSidebar';

// spec/000 §9: 15.2rem expanded, 3rem collapsed, 18rem as the phone drawer; phones below 768 px.
export const SIDEBAR_WIDTH = '15.2rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** The signed-in investor's frame: sidebar (a drawer on phones), header, and the page. */
export function PortalLayout() {
  const { t } = useTranslation(['layout', 'common', 'nav']);
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const sidebar = useSidebar(isMobile);
  const width = sidebar.open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          insetBlockStart: -48,
          zIndex: 'tooltip',
          paddingInline: 2,
          paddingBlock: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:focus': { insetBlockStart: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      {isMobile ? (
        <Drawer
          open={sidebar.mobileOpen}
          onClose={() => sidebar.setMobileOpen(false)}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_MOBILE, border: 0 } } }}
        >
          <Sidebar expanded onNavigate={() => sidebar.setMobileOpen(false)} />
        </Drawer>
      ) : (
        <Box
          data-testid="sidebar"
          data-state={sidebar.open ? 'expanded' : 'collapsed'}
          sx={{ width, flexShrink: 0, transition: (theme) => theme.transitions.create('width', { duration: 200 }) }}
        >
          <Box sx={{ position: 'sticky', insetBlockStart: 0, height: '100dvh', width }}>
            <Sidebar expanded={sidebar.open} />
          </Box>
        </Box>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <PortalHeader isMobile={isMobile} sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            width: '100%',
            maxWidth: 1280,
            marginInline: 'auto',
            paddingInline: { xs: 2, sm: 3, md: 4 },
            paddingBlock: { xs: 3, md: 4 },
            outline: 'none',
          }}
        >
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
