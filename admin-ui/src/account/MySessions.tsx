import { Box, Skeleton } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

import { SessionList } from '@fund/ui';

import { ErrorState } from '../components/ErrorState';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { formatSessionTime, useEndMySessions, useMySessions, useSessionListTexts } from './sessionHooks';

/** My account > Where you're signed in: the admin's own sessions, each other one can be signed out. */
export const MySessions = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const texts = useSessionListTexts();
  const sessions = useMySessions();
  const end = useEndMySessions();

  if (sessions.isPending)
    return (
      <Box role="status" aria-label={translate('app.account.sessions.loading')} aria-busy="true">
        <Skeleton variant="rounded" height={64} sx={{ mb: 1 }} />
        <Skeleton variant="rounded" height={64} />
      </Box>
    );
  if (sessions.isError)
    return <ErrorState title="app.account.sessions.load_failed" error={sessions.error} onRetry={() => void sessions.refetch()} />;

  const onEnd = (target: string) =>
    end.mutateAsync(target).then(
      (answer) =>
        notify(target === 'others' ? 'app.account.sessions.ended_others' : 'app.account.sessions.ended_one', {
          type: 'success',
          messageArgs: { smart_count: answer.ended },
        }),
      (error: unknown) => notifyFailure(error, 'app.account.sessions.end_failed'),
    );
  return <SessionList sessions={sessions.data} texts={texts} formatTime={formatSessionTime} onEnd={onEnd} />;
};
