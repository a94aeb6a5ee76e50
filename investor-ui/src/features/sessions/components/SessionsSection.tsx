import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatDate } from '@fund/contracts';
import { ErrorState, SessionList, type SessionListTexts } from '@fund/ui';

import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { useFailureToast } from '../../../lib/useFailureToast';
import { useEndSessions, useSessions } from '../api/sessions';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const formatTime = (iso: string) => `${formatDate(iso)}, ${TIME.format(new Date(iso))}`;

/** Profile > Security: "Where you're signed in" (issue 25 item 6), below the password form. */
export function SessionsSection() {
  const { t } = useTranslation('sessions');
  const { toast } = useToast();
  const failed = useFailureToast();
  const sessions = useSessions();
  const end = useEndSessions();

  const texts: SessionListTexts = {
    listLabel: t('listLabel'),
    unknownDevice: t('unknownDevice'),
    thisDevice: t('thisDevice'),
    unknownAddress: t('unknownAddress'),
    started: (at) => t('started', { at }),
    lastSeen: (at) => t('lastSeen', { at }),
    signOut: t('signOut'),
    signOutNamed: (device) => t('signOutNamed', { device }),
    signOutOthers: t('signOutOthers'),
    onlyThisOne: t('onlyThisOne'),
    confirmOneTitle: t('confirmOneTitle'),
    confirmOneText: (device) => t('confirmOneText', { device }),
    confirmOthersTitle: t('confirmOthersTitle'),
    confirmOthersText: t('confirmOthersText'),
    cancel: t('cancel'),
  };

  const onEnd = (target: string) =>
    end.mutateAsync(target).then(
      (answer) =>
        toast({
          title: t('endedTitle'),
          description: target === 'others' ? t('endedOthers', { count: answer.ended }) : t('endedOne'),
          severity: 'success',
        }),
      (error: unknown) => failed(t('endFailed'), error),
    );

  let body;
  if (sessions.isPending) {
    body = (
      <Box role="status" aria-label={t('loading')} aria-busy="true">
        <Skeleton variant="rounded" height={72} sx={{ mb: 1 }} />
        <Skeleton variant="rounded" height={72} />
      </Box>
    );
  } else if (sessions.isError) {
    body = (
      <ErrorState
        message={getServerMessage(sessions.error, t('loadFailed'))}
        retryLabel={t('tryAgain', { ns: 'common' })}
        onRetry={() => void sessions.refetch()}
      />
    );
  } else {
    body = <SessionList sessions={sessions.data} texts={texts} formatTime={formatTime} onEnd={onEnd} />;
  }

  return (
    <Box component="section" aria-labelledby="sessions-title" sx={{ mt: 5, pt: 4, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="h2" id="sessions-title">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('text')}
      </Typography>
      {body}
    </Box>
  );
}
