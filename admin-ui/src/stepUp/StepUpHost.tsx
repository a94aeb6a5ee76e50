import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useTranslate } from 'react-admin';

import { StepUpDialog } from '@fund/ui';
import { useStepUpGate } from '@fund/ui/step-up';

import { useAdminDataProvider } from '../providers/dataProvider';
import { serverMessage, stepUpGate } from '../providers/http';

/**
 * Issue 25 item 5: answers the HTTP client's step-up question with a dialog over the page. The form
 * that sent the change stays mounted underneath with what the admin typed; the client sends it again
 * once the code was right.
 */
export function StepUpHost() {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const { open, close } = useStepUpGate(stepUpGate);
  const t = (key: string) => translate(`app.step_up.${key}`);

  return (
    <StepUpDialog
      open={open}
      texts={{
        title: t('title'),
        intro: t('intro'),
        totpPrompt: t('totp_prompt'),
        emailPrompt: t('email_prompt'),
        recoveryPrompt: t('recovery_prompt'),
        passkeyPrompt: t('passkey_prompt'),
        codeLabel: t('code_label'),
        recoveryLabel: t('recovery_label'),
        useRecovery: t('use_recovery'),
        useCode: t('use_code'),
        usePasskey: t('use_passkey'),
        passkeyCancelled: t('passkey_cancelled'),
        resend: t('resend'),
        confirm: t('confirm'),
        cancel: t('cancel'),
        starting: t('starting'),
        required: t('required'),
      }}
      start={() => api.startStepUp()}
      confirm={(code) => api.confirmStepUp(code)}
      confirmPasskey={async (options) => {
        // The WebAuthn helper loads on first use: the back office's first load does not carry it.
        const { startAuthentication } = await import('@simplewebauthn/browser');
        const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
        return api.confirmStepUpPasskey(response as unknown as Record<string, unknown>);
      }}
      messageOf={(error) => serverMessage(error) ?? t('failed')}
      onClose={close}
    />
  );
}
