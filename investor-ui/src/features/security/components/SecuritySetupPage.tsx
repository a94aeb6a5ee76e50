import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { AuthCard } from '../../../components/AuthCard';
import { isApiError } from '../../../lib/apiClient';
import { loadPage } from '../../../lib/navigation';
import { useSecondFactors } from '../api/secondFactors';
import { TwoStepSection } from './TwoStepSection';

/**
 * /security/setup: where the login leads an admin the fund's policy holds (issue 25 item 3). Once the
 * app is confirmed and the recovery codes saved, the back office opens.
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
      <TwoStepSection onSaved={() => loadPage('/admin')} />
    </AuthCard>
  );
}
