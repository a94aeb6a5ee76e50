import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Admin, CustomRoutes, Navigate, type AuthProvider, type Store } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';

import { PRODUCT_NAME } from '@fund/contracts';

import { lazyPage } from './components/LazyPage';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { darkTheme, DEFAULT_THEME, lightTheme } from './layout/themes';
import { authProvider as defaultAuthProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { adminStore } from './providers/store';

export interface AppProps {
  /** Tests hand in fresh instances; the page uses the module singletons. */
  authProvider?: AuthProvider;
  store?: Store;
  queryClient?: QueryClient;
}

/** Where the server mounts this app; every admin URL is /admin/... (spec/001 §2). */
export const ADMIN_BASENAME = '/admin';

/**
 * spec/000 §9 query defaults: no refetch interval or refetch on focus, never stale, no retries.
 * react-admin refreshes what a mutation touches; the dashboard asks for fresh figures per visit.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });

// One chunk per page: a screen's code loads when the admin first opens it.
const Dashboard = lazyPage(() => import('./dashboard/Dashboard'), 'Dashboard');
const ProductsPage = lazyPage(() => import('./schemes/ProductsPage'), 'ProductsPage');
const ActivityCenterPage = lazyPage(() => import('./activity/ActivityCenterPage'), 'ActivityCenterPage');
const ExpressionsPage = lazyPage(() => import('./expressions/ExpressionsPage'), 'ExpressionsPage');
const KycPage = lazyPage(() => import('./kyc/KycPage'), 'KycPage');
const TicketsPage = lazyPage(() => import('./tickets/TicketsPage'), 'TicketsPage');
const UsersPage = lazyPage(() => import('./users/UsersPage'), 'UsersPage');
const PasswordResetsPage = lazyPage(() => import('./password-resets/PasswordResetsPage'), 'PasswordResetsPage');
const SettingsPage = lazyPage(() => import('./settings/SettingsPage'), 'SettingsPage');
const MarketingPage = lazyPage(() => import('./marketing/MarketingPage'), 'MarketingPage');
const AuditLogsPage = lazyPage(() => import('./audit/AuditLogsPage'), 'AuditLogsPage');

const InvestorsPage = lazyPage(() => import('./investors/InvestorsPage'), 'InvestorsPage');
const ActiveInvestorsPage = lazyPage(() => import('./investors/ActiveInvestorsPage'), 'ActiveInvestorsPage');
const AssetsPage = lazyPage(() => import('./assets/AssetsPage'), 'AssetsPage');
const AssetCreatePage = lazyPage(() => import('./assets/AssetFormPage'), 'AssetCreatePage');
const AssetEditPage = lazyPage(() => import('./assets/AssetFormPage'), 'AssetEditPage');
const AllocationsPage = lazyPage(() => import('./assets/AllocationsPage'), 'AllocationsPage');
const DistributionHistoryPage = lazyPage(() => import('./distributions/DistributionHistoryPage'), 'DistributionHistoryPage');
const SchemePostsPage = lazyPage(() => import('./distributions/SchemePostsPage'), 'SchemePostsPage');
const StatementsPage = lazyPage(() => import('./statements/StatementsPage'), 'StatementsPage');
const ShariaPage = lazyPage(() => import('./sharia/ShariaPage'), 'ShariaPage');
const AccountPage = lazyPage(() => import('./account/AccountPage'), 'AccountPage');

/** spec/001 §2: unknown admin paths redirect to /admin. */
const RedirectToDashboard = () => <Navigate to="/" replace />;

// react-admin defaults to a hash router; the spec's routes are real paths, so the app brings a
// browser router whose basename is /admin and react-admin's own paths stay relative to it.
export const App = ({ authProvider = defaultAuthProvider, store = adminStore, queryClient }: AppProps) => {
  // One query cache per mounted app, as react-admin makes when given none.
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <BrowserRouter basename={ADMIN_BASENAME}>
      <Admin
        title={PRODUCT_NAME}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={client}
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
          <Route path="/products" element={<ProductsPage />} />
          <Route path="/products/:schemeId/distributions" element={<DistributionHistoryPage />} />
          <Route path="/products/:schemeId/posts" element={<SchemePostsPage />} />
          <Route path="/activity" element={<ActivityCenterPage />} />
          <Route path="/statements" element={<StatementsPage />} />
          <Route path="/sharia" element={<ShariaPage />} />
          <Route path="/kyc" element={<KycPage />} />
          <Route path="/expressions" element={<ExpressionsPage />} />
          <Route path="/investors" element={<InvestorsPage />} />
          <Route path="/active-investors" element={<ActiveInvestorsPage />} />
          <Route path="/assets" element={<AssetsPage />} />
          <Route path="/assets/new" element={<AssetCreatePage />} />
          <Route path="/assets/:id/edit" element={<AssetEditPage />} />
          <Route path="/asset-allocations" element={<AllocationsPage />} />
          <Route path="/tickets" element={<TicketsPage />} />
          <Route path="/users" element={<UsersPage />} />
          <Route path="/password-resets" element={<PasswordResetsPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/marketing" element={<MarketingPage />} />
          <Route path="/audit-logs" element={<AuditLogsPage />} />
          <Route path="/account" element={<AccountPage />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
};
