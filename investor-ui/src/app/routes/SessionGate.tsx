import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';

import { isAdminRole } from '@fund/contracts';

import { AuthCard } from '../../components/AuthCard';
import { LoadingScreen } from '../../components/LoadingScreen';
import { LoginScreen } from '../../features/auth/components/LoginScreen';
import { useSetupRequired } from '../../features/setup/api/getSetupRequired';
import { isApiError } from '../../lib/apiClient';
import { investmentsQueryOptions } from '../../lib/investments';
import { loadPage } from '../../lib/navigation';
import { useMe } from '../../lib/session';

// Shown once per installation: loaded only then.
const SystemSetupScreen = lazy(() =>
  import('../../features/setup/components/SystemSetupScreen').then((module) => ({ default: module.SystemSetupScreen })),
);

/**
 * spec/000 §2 session gate for every non-public path: loading, setup required, signed out,
 * admin (the separate admin console) or investor (the nested routes).
 */
export function SessionGate() {
  const { t } = useTranslation(['common', 'session']);
  const setup = useSetupRequired();
  // A failed check counts as "not required": the API is up or /api/me will say otherwise.
  const setupRequired = setup.data?.setupRequired === true;
  // Asked together with the setup check, not after it: one round trip before the portal shows
  // (issue 21 item 5). While setup is required /api/me answers 401, which is never shown.
  const me = useMe({ enabled: !setupRequired });
  // Deferred: the signed-in frame and its page render in a transition React can interrupt, not in the
  // query's blocking update (issue 21 item 5); until then Loading... stays.
  const user = useDeferredValue(me.data);
  const isAdmin = user !== undefined && isAdminRole(user.role);

  useEffect(() => {
    if (isAdmin) loadPage('/admin');
  }, [isAdmin]);

  // The dashboard's figures are asked for as soon as the investor is known, not once the portal's
  // frame has rendered and the page mounts (issue 21 item 5: the largest paint waits on them).
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const investorId = me.data && !isAdminRole(me.data.role) ? me.data.id : undefined;
  const onDashboard = /^\/investor\/?$/.test(pathname);
  useEffect(() => {
    if (investorId && onDashboard) void queryClient.prefetchQuery(investmentsQueryOptions(investorId));
  }, [investorId, onDashboard, queryClient]);

  if (setup.isPending) return <LoadingScreen />;
  if (setupRequired) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SystemSetupScreen />
      </Suspense>
    );
  }
  if (me.isError) {
    if (isApiError(me.error, 401)) return <LoginScreen />;
    return (
      <AuthCard title={t('somethingWentWrong')} subtitle={t('session:checkFailed')}>
        <Button variant="contained" fullWidth loading={me.isFetching} onClick={() => void me.refetch()}>
          {t('tryAgain')}
        </Button>
      </AuthCard>
    );
  }
  if (user === undefined || isAdmin) return <LoadingScreen />;
  return <Outlet />;
}
