import type { ReactNode } from 'react';
import { AuthenticationError, CanAccess, Layout, LoadingPage } from 'react-admin';

import { AdminAppBar } from './AdminAppBar';
import { Menu } from './Menu';

/**
 * The console shell, shown to admin and super_admin only: for any other role the authProvider's
 * canAccess sends the browser to the investor portal, and nothing of the shell is rendered.
 */
export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <CanAccess
    resource="admin"
    action="access"
    loading={<LoadingPage />}
    accessDenied={null}
    error={<AuthenticationError />}
  >
    <Layout menu={Menu} appBar={AdminAppBar}>
      {children}
    </Layout>
  </CanAccess>
);
