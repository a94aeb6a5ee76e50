import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import type { NotificationCategory, UnsubscribeView } from '@fund/contracts';

import { AuthCard } from '../../../components/AuthCard';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { ResultIcon } from '../../../components/ResultIcon';
import { getServerMessage } from '../../../lib/apiClient';
import { NOTIFICATIONS_ANCHOR, useUnsubscribe, useUnsubscribeLink } from '../api/notifications';

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * /unsubscribe?token= (issue 20 item 3), public: says what the e-mail's link would turn off and to
 * which address, and turns it off once the investor confirms. A link that does not work says so.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(['notifications', 'common']);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  const preferencesLink = (
    <Button component={RouterLink} to={`/investor/profile#${NOTIFICATIONS_ANCHOR}`} variant="outlined" size="large" fullWidth>
      {t('openPreferences')}
    </Button>
  );

  const about = (view: UnsubscribeView) =>
    list.format(view.categories.map((category: NotificationCategory) => t(`categoriesInText.${category}`)));

  if (token && link.isPending) return <LoadingScreen />;

  if (!token || link.isError) {
    const reason = link.isError ? getServerMessage(link.error, '') : '';
    return (
      <AuthCard
        title={t('unsubscribeInvalidTitle')}
        icon={<ResultIcon tone="error" icon={<LinkOffOutlined />} />}
        footer={t('common:supportLine')}
      >
        <Stack spacing={2.5}>
          {reason && <Alert severity="error">{reason}</Alert>}
          <Typography variant="body2" color="text.secondary" align="center">
            {t('unsubscribeInvalid')}
          </Typography>
          {preferencesLink}
        </Stack>
      </AuthCard>
    );
  }

  const done = unsubscribe.data ?? (link.data?.state === 'done' ? link.data : undefined);
  if (done) {
    return (
      <AuthCard
        title={t('unsubscribeDoneTitle')}
        icon={<ResultIcon tone="success" icon={<MarkEmailReadOutlined />} />}
        footer={t('common:supportLine')}
      >
        <Stack spacing={2.5}>
          <Typography align="center" role="status">
            {t('unsubscribeDone', { categories: about(done), email: done.emailHint })}
          </Typography>
          {preferencesLink}
        </Stack>
      </AuthCard>
    );
  }

  const view = link.data!;
  return (
    <AuthCard title={t('unsubscribeTitle')} footer={t('common:supportLine')}>
      <Stack spacing={2.5}>
        <Typography align="center" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('unsubscribeQuestion', { categories: about(view), email: view.emailHint })}
        </Typography>
        <Typography variant="body2" color="text.secondary" align="center">
          {t('unsubscribeNote')}
        </Typography>
        {unsubscribe.isError && <Alert severity="error">{getServerMessage(unsubscribe.error, t('unsubscribeFailed'))}</Alert>}
        <Button variant="contained" size="large" fullWidth loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          {t('unsubscribeConfirm')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
