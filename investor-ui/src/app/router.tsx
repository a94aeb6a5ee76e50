import { lazy, Suspense, useState, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useParams, type RouteObject } from 'react-router-dom';

import { LoadingScreen } from '../components/LoadingScreen';
import { CardSkeleton } from '../components/PageSkeleton';
import { LoginRoute } from './routes/LoginRoute';
import { SessionGate } from './routes/SessionGate';

/** A page loaded when its route is first visited (route-level code splitting). */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// The portal frame too: the login screen, the first page most visitors see, does not need it.
const loadPortalLayout = () => import('./layout/PortalLayout');
const PortalLayout = lazyPage(loadPortalLayout, 'PortalLayout');

const KycIntroPage = lazyPage(() => import('../features/kyc/components/KycIntroPage'), 'KycIntroPage');
const KycSubmitPage = lazyPage(() => import('../features/kyc/components/KycSubmitPage'), 'KycSubmitPage');
const ForgotPasswordPage = lazyPage(() => import('../features/password/components/ForgotPasswordPage'), 'ForgotPasswordPage');
const ChangePasswordPage = lazyPage(() => import('../features/password/components/ChangePasswordPage'), 'ChangePasswordPage');
const UnsubscribePage = lazyPage(() => import('../features/notifications/components/UnsubscribePage'), 'UnsubscribePage');
const VerifyDocumentPage = lazyPage(() => import('../features/statements/components/VerifyDocumentPage'), 'VerifyDocumentPage');
const AcceptInvitationPage = lazyPage(() => import('../features/invitations/components/AcceptInvitationPage'), 'AcceptInvitationPage');
const SecuritySetupPage = lazyPage(() => import('../features/security/components/SecuritySetupPage'), 'SecuritySetupPage');

const loadDashboardPage = () => import('../features/dashboard/components/DashboardPage');
const DashboardPage = lazyPage(loadDashboardPage, 'DashboardPage');
const InvestmentsPage = lazyPage(() => import('../features/investments/components/InvestmentsPage'), 'InvestmentsPage');
const InvestmentDetailPage = lazyPage(() => import('../features/investments/components/InvestmentDetailPage'), 'InvestmentDetailPage');
const AssetsPage = lazyPage(() => import('../features/assets/components/AssetsPage'), 'AssetsPage');
const OpportunitiesPage = lazyPage(() => import('../features/opportunities/components/OpportunitiesPage'), 'OpportunitiesPage');
const OpportunityDetailPage = lazyPage(() => import('../features/opportunities/components/OpportunityDetailPage'), 'OpportunityDetailPage');
const TransactionsPage = lazyPage(() => import('../features/feeds/components/TransactionsPage'), 'TransactionsPage');
const DocumentsPage = lazyPage(() => import('../features/feeds/components/DocumentsPage'), 'DocumentsPage');
const UpdatesPage = lazyPage(() => import('../features/feeds/components/UpdatesPage'), 'UpdatesPage');
const StatementsPage = lazyPage(() => import('../features/statements/components/StatementsPage'), 'StatementsPage');
const TicketsPage = lazyPage(() => import('../features/tickets/components/TicketsPage'), 'TicketsPage');
const ShariaGovernancePage = lazyPage(() => import('../features/sharia/components/ShariaGovernancePage'), 'ShariaGovernancePage');
const ZakatPage = lazyPage(() => import('../features/sharia/components/ZakatPage'), 'ZakatPage');
const PurificationPage = lazyPage(() => import('../features/sharia/components/PurificationPage'), 'PurificationPage');
const ProfileRoute = lazyPage(() => import('./routes/ProfileRoute'), 'ProfileRoute');

function PublicPages() {
  return (
    <Suspense fallback={<CardSkeleton />}>
      <Outlet />
    </Suspense>
  );
}

/** The invitation link shape of spec/000 §2 ({origin}/admin/invite/{token}) leads to the accept screen. */
function AdminInviteRedirect() {
  const { token = '' } = useParams();
  return <Navigate to={`/accept-invitation/${encodeURIComponent(token)}`} replace />;
}

export const routes: RouteObject[] = [
  // Public routes (spec/000 §2): reachable without a session.
  { path: '/login', element: <LoginRoute /> },
  {
    element: <PublicPages />,
    children: [
      { path: '/kyc', element: <KycIntroPage /> },
      { path: '/kyc/submit', element: <KycSubmitPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/change-password', element: <ChangePasswordPage /> },
      { path: '/accept-invitation/:token', element: <AcceptInvitationPage /> },
      { path: '/admin/invite/:token', element: <AdminInviteRedirect /> },
      // The one-click link of a notice e-mail (issue 20 item 3): no login.
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      // A document's verification code and QR code (issue 23): anyone holding the file, no login.
      { path: '/verify', element: <VerifyDocumentPage /> },
      { path: '/verify/:code', element: <VerifyDocumentPage /> },
      // An admin the second-factor policy holds sets one up here (issue 25 item 3); the page asks the API, which needs the session.
      { path: '/security/setup', element: <SecuritySetupPage /> },
    ],
  },
  // Everything else passes the session gate, which renders these only for a signed-in investor.
  {
    element: <SessionGate />,
    children: [
      {
        path: '/investor',
        element: (
          <Suspense fallback={<LoadingScreen />}>
            <PortalLayout />
          </Suspense>
        ),
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'investments', element: <InvestmentsPage /> },
          { path: 'investments/:schemeId', element: <InvestmentDetailPage /> },
          { path: 'assets', element: <AssetsPage /> },
          { path: 'opportunities', element: <OpportunitiesPage /> },
          { path: 'opportunities/:schemeId', element: <OpportunityDetailPage /> },
          { path: 'transactions', element: <TransactionsPage /> },
          { path: 'documents', element: <DocumentsPage /> },
          { path: 'statements', element: <StatementsPage /> },
          { path: 'updates', element: <UpdatesPage /> },
          { path: 'tickets', element: <TicketsPage /> },
          { path: 'sharia', element: <ShariaGovernancePage /> },
          { path: 'zakat', element: <ZakatPage /> },
          { path: 'purification', element: <PurificationPage /> },
          { path: 'profile', element: <ProfileRoute /> },
          { path: '*', element: <Navigate to="/investor" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/investor" replace /> },
    ],
  },
];

/**
 * Opening the portal (a reload, a bookmark) starts loading its frame, and the dashboard when that is
 * the page, together with the session check instead of after it: two fewer round trips before the
 * first page shows (issue 21 item 5). React.lazy then finds the modules loaded.
 */
function preloadOpenedPage(pathname: string): void {
  if (!/^\/investor(\/|$)/.test(pathname)) return;
  // A failure here is left to the route, whose own load shows it.
  loadPortalLayout().catch(() => undefined);
  if (/^\/investor\/?$/.test(pathname)) loadDashboardPage().catch(() => undefined);
}

export function AppRouter() {
  const [router] = useState(() => {
    preloadOpenedPage(window.location.pathname);
    return createBrowserRouter(routes);
  });
  return <RouterProvider router={router} />;
}
