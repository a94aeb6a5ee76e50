import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';

import { InvestorHome } from './routes/InvestorHome';
import { LoginRoute } from './routes/LoginRoute';
import { PlaceholderPage } from './routes/PlaceholderPage';
import { SessionGate } from './routes/SessionGate';

export const routes: RouteObject[] = [
  // Public routes (spec/000 §2): reachable without a session.
  { path: '/login', element: <LoginRoute /> },
  { path: '/kyc', element: <PlaceholderPage title="KYC Application" /> },
  { path: '/kyc/submit', element: <PlaceholderPage title="KYC Application" /> },
  { path: '/forgot-password', element: <PlaceholderPage title="Forgot password" /> },
  { path: '/change-password', element: <PlaceholderPage title="Change password" /> },
  { path: '/accept-invitation/:token', element: <PlaceholderPage title="Accept invitation" /> },
  // Everything else passes the session gate, which renders these only for a signed-in investor.
  {
    element: <SessionGate />,
    children: [
      { path: '/investor', element: <InvestorHome /> },
      { path: '/investor/*', element: <Navigate to="/investor" replace /> },
      { path: '*', element: <Navigate to="/investor" replace /> },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
