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
const PortalLayout = lazyPage(() => import('./layout/PortalLayout'), 'PortalLayout');

const KycIntroPage = lazyPage(() => import('../features/kyc/components/KycIntroPage'), 'KycIntroPage');
const KycSubmitPage = lazyPage(() => import('../features/kyc/components/KycSubmitPage'), 'KycSubmitPage');
const ForgotPasswordPage = lazyPage(() => import('../features/password/components/ForgotPasswordPage'), 'ForgotPasswordPage');
const ChangePasswordPage = lazyPage(() => import('../features/password/components/ChangePasswordPage'), 'ChangePasswordPage');
const UnsubscribePage = lazyPage(() => import('../features/notifications/components/UnsubscribePage'), 'UnsubscribePage');
const AcceptInvitationPage = lazyPage(() => import('../features/invitations/components/AcceptInvitationPage'), 'AcceptInvitationPage');

const DashboardPage = lazyPage(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage');
const InvestmentsPage = lazyPage(() => import('../features/investments/components/InvestmentsPage'), 'InvestmentsPage');
const InvestmentDetailPage = lazyPage(() => import('../features/investments/components/InvestmentDetailPage'), 'InvestmentDetailPage');
const AssetsPage = lazyPage(() => import('../features/assets/components/AssetsPage'), 'AssetsPage');
const OpportunitiesPage = lazyPage(() => import('../features/opportunities/components/OpportunitiesPage'), 'OpportunitiesPage');
const OpportunityDetailPage = lazyPage(() => import('../features/opportunities/components/OpportunityDetailPage'), 'OpportunityDetailPage');
const TransactionsPage = lazyPage(() => import('../features/feeds/components/TransactionsPage'), 'TransactionsPage');
const DocumentsPage = lazyPage(() => import('../features/feeds/components/DocumentsPage'), 'DocumentsPage');
const UpdatesPage = lazyPage(() => import('../features/feeds/components/UpdatesPage'), 'UpdatesPage');
const TicketsPage = lazyPage(() => import('../features/tickets/components/TicketsPage'), 'TicketsPage');
const ProfilePage = lazyPage(() => import('../features/profile/components/ProfilePage'), 'ProfilePage');

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
          { path: 'updates', element: <UpdatesPage /> },
          { path: 'tickets', element: <TicketsPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: '*', element: <Navigate to="/investor" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/investor" replace /> },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
