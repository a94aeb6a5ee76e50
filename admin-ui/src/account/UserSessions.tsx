import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';

import { SessionList } from '@fund/ui';

import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorState } from '../components/ErrorState';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { formatSessionTime, useEndUserSessions, useSessionListTexts, useUserSessions } from './sessionHooks';

export interface UserSessionsProps {
  userId: string;
  /** Who they are, for the confirmation. */
  name: string;
}

/**
 * Where a user is signed in, for an admin (the Sessions section of the investor details' Personal Details, issue 25 item 6), and
 * "End all sessions" behind a confirmation: they are signed out everywhere at once.
 */
export const UserSessions = ({ userId, name }: UserSessionsProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const texts = useSessionListTexts();
  const sessions = useUserSessions(userId);
  const end = useEndUserSessions(userId);
  const [confirming, setConfirming] = useState(false);

  /** The section below the investor's personal details, named by its heading. */
  const section = (body: ReactNode) => (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {translate('app.account.user_sessions.title')}
      </Typography>
      {body}
    </Box>
  );

  if (sessions.isPending)
    return section(
      <Box role="status" aria-label={translate('app.account.sessions.loading')} aria-busy="true">
        <Skeleton variant="rounded" height={64} />
      </Box>,
    );
  if (sessions.isError)
    return section(<ErrorState title="app.account.sessions.load_failed" error={sessions.error} onRetry={() => void sessions.refetch()} />);

  const endAll = () =>
    end.mutate(undefined, {
      onSuccess: (answer) => notify('app.account.user_sessions.ended', { type: 'success', messageArgs: { smart_count: answer.ended } }),
      onError: (error) => notifyFailure(error, 'app.account.user_sessions.end_failed'),
      onSettled: () => setConfirming(false),
    });

  return section(
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 20rem' }}>
          {translate('app.account.user_sessions.intro')}
        </Typography>
        <Button
          variant="outlined"
          color="error"
          size="small"
          startIcon={<LogoutIcon />}
          disabled={sessions.data.length === 0}
          onClick={() => setConfirming(true)}
        >
          {translate('app.account.user_sessions.end_all')}
        </Button>
      </Box>
      {sessions.data.length === 0 ? (
        <Typography sx={{ py: 2 }}>{translate('app.account.user_sessions.none')}</Typography>
      ) : (
        <SessionList sessions={sessions.data} texts={texts} formatTime={formatSessionTime} />
      )}
      <ConfirmDialog
        open={confirming}
        destructive
        title="app.account.user_sessions.confirm_title"
        content="app.account.user_sessions.confirm_text"
        translateOptions={{ name }}
        confirmLabel="app.account.user_sessions.end_all"
        loading={end.isPending}
        onConfirm={endAll}
        onClose={() => setConfirming(false)}
      />
    </>,
  );
};
