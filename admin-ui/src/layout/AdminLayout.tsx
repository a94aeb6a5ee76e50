import { useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { AuthenticationError, CanAccess, Layout, LoadingPage, Sidebar, type SidebarProps } from 'react-admin';

import { SIDEBAR_COLORS } from '@fund/ui';

import { StepUpHost } from '../stepUp/StepUpHost';
import { AdminAppBar } from './AdminAppBar';
import { Menu } from './Menu';

/**
 * react-admin's sidebar, full height from the top of the window (the top bar starts beside it),
 * painted in the sidebar colours; on phones it is react-admin's temporary drawer.
 */
const AdminSidebar = (props: SidebarProps) => {
  const colors = SIDEBAR_COLORS[useTheme().palette.mode];
  return (
    <Sidebar
      {...props}
      sx={(theme) => ({
        // The docked drawer runs the page's whole height in the sidebar colour (long pages, prints).
        [theme.breakpoints.up('sm')]: { height: 'auto', bgcolor: colors.background },
        '& .RaSidebar-fixed': { top: 0, height: '100vh', bgcolor: colors.background, borderInlineEnd: `1px solid ${colors.border}` },
        '& .MuiPaper-root': { bgcolor: colors.background, borderInlineEnd: 'none' },
        // spec/000 §9: the phone drawer is 18rem wide.
        [theme.breakpoints.only('xs')]: { '& .MuiPaper-root': { width: '18rem' } },
      })}
    />
  );
};

/**
 * The console shell, shown to admin and super_admin only: for any other role the authProvider's
 * canAccess sends the browser to the investor portal, and nothing of the shell is rendered.
 */
export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <CanAccess resource="admin" action="access" loading={<LoadingPage />} accessDenied={null} error={<AuthenticationError />}>
    <Layout
      menu={Menu}
      appBar={AdminAppBar}
      appBarAlwaysOn
      sidebar={AdminSidebar}
      sx={{
        // Room for the content beside and below the bars; no sideways scroll at 768 px.
        minWidth: 0,
        '& .RaLayout-content': { minWidth: 0, paddingInline: { xs: 2, md: 3 }, paddingBlock: { xs: 2, md: 3 } },
      }}
    >
      {children}
      <StepUpHost />
    </Layout>
  </CanAccess>
);
