import { Alert, Box, Divider, FormControlLabel, Skeleton, Switch, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

import { useMySecondFactors, useSecurityPolicy, useSetSecurityPolicy } from '../account/securityHooks';
import { ErrorState } from '../components/ErrorState';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { PayoutThresholdForm } from './PayoutThresholdForm';

/** Settings > Security (super admins, issue 25 item 3): admins must use an authenticator app. */
export const SecurityPolicyTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const policy = useSecurityPolicy(true);
  const own = useMySecondFactors();
  const save = useSetSecurityPolicy();

  if (policy.isError)
    return <ErrorState title="app.security.policy.load_failed" error={policy.error} onRetry={() => void policy.refetch()} />;
  if (policy.isPending) return <Skeleton variant="rounded" height={96} aria-label={translate('app.security.two_step.loading')} />;
  const on = policy.data.adminsNeedSecondFactor;
  const change = (next: boolean) =>
    save.mutate(
      { adminsNeedSecondFactor: next },
      {
        onSuccess: () => notify(next ? 'app.security.policy.saved_on' : 'app.security.policy.saved_off', { type: 'success' }),
        onError: (error) => notifyFailure(error, 'app.security.policy.save_failed'),
      },
    );
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {translate('app.security.policy.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {translate('app.security.policy.text')}
      </Typography>
      {!on && own.data && !own.data.authenticatorApp && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.security.policy.own_first')}
        </Alert>
      )}
      <FormControlLabel
        control={<Switch checked={on} onChange={(event) => change(event.target.checked)} disabled={save.isPending} />}
        label={translate('app.security.policy.switch_label')}
      />
      <Typography variant="body2" color={on ? 'success.main' : 'text.secondary'} sx={{ mt: 1 }}>
        {translate(on ? 'app.security.policy.on' : 'app.security.policy.off')}
      </Typography>
      <Divider sx={{ my: 3 }} />
      <PayoutThresholdForm
        key={policy.data.payoutStepUpThreshold}
        threshold={policy.data.payoutStepUpThreshold}
        stepUpSeconds={policy.data.stepUpSeconds}
      />
    </Box>
  );
};
