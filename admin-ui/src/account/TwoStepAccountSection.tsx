import { Box, Card, CardContent, Skeleton } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

import { TwoStepSignIn } from '@fund/ui';

import { ErrorState } from '../components/ErrorState';
import { serverMessage } from '../providers/http';
import { useMySecondFactors, useSecondFactorActions, useTwoStepTexts } from './securityHooks';

/** My account > Two-step sign-in (issue 25 item 6): the admin's authenticator app and recovery codes. */
export const TwoStepAccountSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const status = useMySecondFactors();
  const actions = useSecondFactorActions();
  const texts = useTwoStepTexts();

  let body;
  if (status.isError) {
    body = <ErrorState title="app.security.two_step.load_failed" error={status.error} onRetry={() => void status.refetch()} />;
  } else if (status.isPending) {
    body = (
      <Box role="status" aria-label={translate('app.security.two_step.loading')} aria-busy="true">
        <Skeleton variant="text" width={220} height={40} />
        <Skeleton variant="rounded" height={72} />
      </Box>
    );
  } else {
    body = (
      <TwoStepSignIn
        status={status.data}
        texts={texts}
        errorMessage={(error, fallback) => serverMessage(error) ?? fallback}
        fileName={translate('app.security.two_step.file_name')}
        onStart={() => actions.start.mutateAsync()}
        onConfirm={(code) => actions.confirm.mutateAsync(code)}
        onRegenerate={(proof) => actions.regenerate.mutateAsync(proof)}
        onRemove={(proof) =>
          actions.remove.mutateAsync(proof).then(() => {
            // Passkeys stay: they, not an e-mailed code, confirm the next sign-in.
            const passkeys = status.data.passkeys;
            if (passkeys > 0)
              notify('app.security.two_step.removed_keeps_passkeys', { type: 'success', messageArgs: { smart_count: passkeys } });
            else notify('app.security.two_step.removed', { type: 'success' });
          })
        }
        onSaved={() => notify('app.security.two_step.enabled', { type: 'success' })}
      />
    );
  }
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '& h2': { fontSize: '1.15rem', fontWeight: 600 } }}>{body}</CardContent>
    </Card>
  );
};
