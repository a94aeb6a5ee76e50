import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

import { ErrorState, TwoStepSignIn, type TwoStepSignInTexts } from '@fund/ui';

import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { useSecondFactorActions, useSecondFactors } from '../api/secondFactors';

/** The section's words from the portal's catalog (the back office has its own). */
export function useTwoStepTexts(): TwoStepSignInTexts {
  const { t } = useTranslation('security');
  return {
    title: t('title'),
    text: t('text'),
    on: t('on'),
    onPasskey: t('onPasskey'),
    off: t('off'),
    offText: t('offText'),
    codesLeft: (count) => t('codesLeft', { count }),
    setUp: t('setUp'),
    scanTitle: t('scanTitle'),
    qrAlt: t('qrAlt'),
    keyTitle: t('keyTitle'),
    codeLabel: t('codeLabel'),
    confirm: t('confirm'),
    cancel: t('cancel'),
    codesTitle: t('codesTitle'),
    codesText: t('codesText'),
    codesLabel: t('codesLabel'),
    copy: t('copy'),
    copied: t('copied'),
    download: t('download'),
    saved: t('saved'),
    regenerate: t('regenerate'),
    remove: t('remove'),
    proofRegenerateTitle: t('proofRegenerateTitle'),
    proofRemoveTitle: t('proofRemoveTitle'),
    proofText: t('proofText'),
    proofLabel: t('proofLabel'),
    showPassword: t('showPassword'),
    hidePassword: t('hidePassword'),
    codeFormat: t('codeFormat'),
    failed: t('failed'),
  };
}

/**
 * Profile > Security and the forced enrolment: two-step sign-in with an authenticator app (issue 25 item 6).
 * `title` names the section where the page's own title already says "two-step sign-in".
 */
export function TwoStepSection({ onSaved, title }: { onSaved?: () => void; title?: string }) {
  const { t } = useTranslation('security');
  const { toast } = useToast();
  const status = useSecondFactors();
  const actions = useSecondFactorActions();
  const catalogTexts = useTwoStepTexts();
  const texts = title ? { ...catalogTexts, title } : catalogTexts;

  if (status.isError) {
    return (
      <ErrorState
        message={getServerMessage(status.error, t('loadFailed'))}
        retryLabel={t('tryAgain', { ns: 'common' })}
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (status.isPending) {
    return (
      <Box role="status" aria-label={t('loading')} aria-busy="true">
        <Skeleton variant="text" width={220} height={40} />
        <Skeleton variant="rounded" height={72} />
      </Box>
    );
  }
  return (
    <TwoStepSignIn
      status={status.data}
      texts={texts}
      errorMessage={getServerMessage}
      fileName={t('fileName')}
      onStart={() => actions.start.mutateAsync()}
      onConfirm={(code) => actions.confirm.mutateAsync(code)}
      onRegenerate={(proof) => actions.regenerate.mutateAsync(proof)}
      onRemove={(proof) =>
        actions.remove.mutateAsync(proof).then(() => {
          // Passkeys stay: they, not an e-mailed code, confirm the next sign-in.
          const passkeys = status.data.passkeys;
          const description = passkeys > 0 ? t('removedKeepsPasskeys', { count: passkeys }) : t('removed');
          toast({ title: t('removedTitle'), description, severity: 'success' });
        })
      }
      onSaved={() => {
        toast({ title: t('enabledTitle'), description: t('enabled'), severity: 'success' });
        onSaved?.();
      }}
    />
  );
}
