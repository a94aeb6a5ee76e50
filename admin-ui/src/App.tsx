import { Admin, CustomRoutes, Navigate, type AuthProvider, type Store } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';

import { Dashboard } from './dashboard/Dashboard';
import { AdminLayout } from './layout/AdminLayout';
import { DEFAULT_THEME, darkTheme, lightTheme } from './layout/themes';
import { authProvider as defaultAuthProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { adminStore } from './providers/store';

export interface AppProps {
  /** Tests hand in fresh instances; the page uses the module singletons. */
  authProvider?: AuthProvider;
  store?: Store;
}

/** Where the server mounts this app; every admin URL is /admin/... (spec/001 §2). */
export const ADMIN_BASENAME = '/admin';

/** spec/001 §2: unknown admin paths redirect to /admin. */
const RedirectToDashboard = () => <Navigate to="/" replace />;

// react-admin defaults to a hash router; the spec's routes are real paths, so the app brings a
// browser router whose basename is /admin and react-admin's own paths stay relative to it.
export const App = ({ authProvider = defaultAuthProvider, store = adminStore }: AppProps) => (
  <BrowserRouter basename={ADMIN_BASENAME}>
    <Admin
      title="Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      requireAuth
      loginPage={false}
      store={store}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={DEFAULT_THEME}
      layout={AdminLayout}
      catchAll={RedirectToDashboard}
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/" element={<Dashboard />} />
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
