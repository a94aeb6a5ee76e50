import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

import type { LoginAnswer } from '@fund/contracts';
import { isPasskeyPromptClosed } from '@fund/ui';

import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { usePasskeyLogin } from '../api/passkeyLogin';

type PasskeySignInProps = { userId: string; onSignedIn: (answer: LoginAnswer) => Promise<void> };

/** "Use a passkey" on the code step, for a user who has one (SignInStepAnswer.passkeys). */
export function PasskeySignIn({ userId, onSignedIn }: PasskeySignInProps) {
  const { t } = useTranslation('passkeys');
  const { toast } = useToast();
  const login = usePasskeyLogin();

  async function signIn() {
    let answer;
    try {
      answer = await login.mutateAsync(userId);
    } catch (error) {
      toast({
        title: t('passkeySignInFailed'),
        description: isPasskeyPromptClosed(error) ? t('cancelled') : getServerMessage(error, t('failed')),
        severity: 'error',
      });
      return;
    }
    await onSignedIn(answer);
  }

  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      startIcon={<KeyOutlined />}
      loading={login.isPending}
      onClick={() => void signIn()}
      sx={{ mb: 2.5 }}
    >
      {t('usePasskey')}
    </Button>
  );
}
