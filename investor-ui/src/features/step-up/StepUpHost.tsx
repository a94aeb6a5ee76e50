import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import type { StepUpStartAnswer } from '@fund/contracts';
import { useStepUpGate } from '@fund/ui/step-up';

import { apiClient, getServerMessage, stepUpGate } from '../../lib/apiClient';

/**
 * Issue 25 item 5: answers the API client's step-up question with a dialog over the page. The form
 * that sent the change stays mounted underneath with what the user typed; the client sends it again
 * once the code was right.
 */
// The dialog's code loads the first time it is needed: it is not part of the portal's first page.
const StepUpDialog = lazy(() => import('@fund/ui/step-up-dialog').then((ui) => ({ default: ui.StepUpDialog })));

/** The browser answers the step-up's passkey options; the WebAuthn helper loads on first use. */
async function confirmWithPasskey(options: Record<string, unknown>): Promise<unknown> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return apiClient.post('/api/step-up/passkey', { response });
}

export function StepUpHost() {
  const { t } = useTranslation('stepUp');
  const { open, close } = useStepUpGate(stepUpGate);
  if (!open) return null;

  return (
    <Suspense fallback={null}>
      <StepUpDialog
        open={open}
        texts={{
          title: t('title'),
          intro: t('intro'),
          totpPrompt: t('totpPrompt'),
          emailPrompt: t('emailPrompt'),
          recoveryPrompt: t('recoveryPrompt'),
          passkeyPrompt: t('passkeyPrompt'),
          codeLabel: t('codeLabel'),
          recoveryLabel: t('recoveryLabel'),
          useRecovery: t('useRecovery'),
          useCode: t('useCode'),
          usePasskey: t('usePasskey'),
          passkeyCancelled: t('passkeyCancelled'),
          resend: t('resend'),
          confirm: t('confirm'),
          cancel: t('cancel'),
          starting: t('starting'),
          required: t('required'),
        }}
        start={() => apiClient.post<StepUpStartAnswer>('/api/step-up/start')}
        confirm={(code) => apiClient.post('/api/step-up', { code })}
        confirmPasskey={confirmWithPasskey}
        messageOf={(error) => getServerMessage(error, t('failed'))}
        onClose={close}
      />
    </Suspense>
  );
}
