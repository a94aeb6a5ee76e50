import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { AuthCard } from '../../../components/AuthCard';
import { isApiError } from '../../../lib/apiClient';
import { loadPage } from '../../../lib/navigation';
import { useSecondFactors } from '../api/secondFactors';
import { PasskeysSection } from './PasskeysSection';
import { TwoStepSection } from './TwoStepSection';

/**
 * /security/setup: where the login leads an admin the fund's policy holds (issue 25 item 3): an
 * authenticator app or a passkey. Once the app is confirmed and the recovery codes saved, the back office
 * opens; once a passkey is added, a link leads there (after the recovery codes it shows).
 */
export function SecuritySetupPage() {
  const { t } = useTranslation(['security', 'common']);
  const status = useSecondFactors();
  if (isApiError(status.error, 401)) {
    return (
      <AuthCard title={t('requiredTitle')} subtitle={t('sessionExpired', { ns: 'auth' })}>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          {t('common:backToLogin')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('requiredTitle')} subtitle={t('requiredText')} maxWidth={720}>
      <TwoStepSection title={t('setupAppTitle')} onSaved={() => loadPage('/admin')} />
      <PasskeysSection />
      {status.data && status.data.passkeys > 0 && !status.data.enrolmentRequired ? (
        <Button href="/admin" variant="contained" fullWidth sx={{ mt: 3 }}>
          {t('continueToAdmin')}
        </Button>
      ) : null}
    </AuthCard>
  );
}
