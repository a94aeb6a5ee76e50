import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { isAdminRole, OTP_LENGTH, type Role, type TextFlag } from '@fund/contracts';

import { AuthCard } from '../../../components/AuthCard';
import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { meQueryKey } from '../../../lib/session';
import { enrolmentRequired, useLogin } from '../api/login';
import { useVerifyOtp } from '../api/verifyOtp';
import { CredentialsStep, type Credentials } from './CredentialsStep';
import { OtpStep, type CodeKind, type OtpValues } from './OtpStep';
import { PasskeySignIn } from './PasskeySignIn';
import { SsoButton } from './SsoButton';

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const RECOVERY_PATTERN = /^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/;

type LoginScreenProps = {
  /** Runs after the session exists; the session gate needs nothing, the /login route navigates. */
  onSignedIn?: () => void;
};

/**
 * Two-step sign-in of spec/000 §2 and §4: credentials, then the e-mailed code, or the authenticator
 * app's code or a recovery code for a user who set one up (issue 25).
 */
export function LoginScreen({ onSignedIn }: LoginScreenProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [userId, setUserId] = useState<string | null>(null);
  const [codeKind, setCodeKind] = useState<CodeKind>('email');
  /** Issue 25 item 2: the user may use a passkey ('also': with an authenticator app; 'only': no app, recovery codes besides). */
  const [passkeys, setPasskeys] = useState<'no' | 'also' | 'only'>('no');
  const credentialsForm = useForm<Credentials>({ defaultValues: { username: '', password: '' } });
  const otpForm = useForm<OtpValues>({ defaultValues: { otpCode: '', recoveryCode: '' } });
  const login = useLogin();
  const verifyOtp = useVerifyOtp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  async function finishSignIn(mustChangePassword: TextFlag, role: Role) {
    if (mustChangePassword === 'true') {
      toast({ title: t('passwordChangeRequiredTitle'), description: t('passwordChangeRequiredText'), severity: 'info' });
      navigate('/change-password');
      return;
    }
    // The fund's policy may hold an admin until they set up a second factor (issue 25 item 3).
    if (isAdminRole(role) && (await enrolmentRequired().catch(() => false))) {
      navigate('/security/setup');
      return;
    }
    toast({ title: t('common:successTitle'), description: t('loggedIn') });
    // The session gate reads the user again and routes by role.
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    onSignedIn?.();
  }

  function backToCredentials() {
    setStep('credentials');
    setUserId(null);
    credentialsForm.reset({ username: credentialsForm.getValues('username'), password: '' });
    otpForm.reset({ otpCode: '', recoveryCode: '' });
  }

  async function submitCredentials({ username, password }: Credentials) {
    if (!username.trim() || !password) {
      credentialsForm.setError('root', { message: t('enterUsernameAndPassword') });
      return;
    }
    let result;
    try {
      result = await login.mutateAsync({ username: username.trim(), password });
    } catch (error) {
      toast({ title: t('loginFailed'), description: getServerMessage(error, t('invalidCredentials')), severity: 'error' });
      return;
    }
    // The password step e-mails a code, or asks for the authenticator app (SignInStepAnswer); the code step signs in.
    setUserId(result.userId);
    otpForm.reset({ otpCode: '', recoveryCode: '' });
    setCodeKind(result.secondFactor === 'totp' ? 'totp' : result.secondFactor === 'passkey' ? 'recovery' : 'email');
    setPasskeys(result.passkeys !== true ? 'no' : result.secondFactor === 'passkey' ? 'only' : 'also');
    setStep('code');
    if (result.otpSent) toast({ title: t('otpSentTitle'), description: t('otpSentText') });
  }

  function switchCodeKind() {
    setCodeKind(codeKind === 'recovery' ? 'totp' : 'recovery');
    otpForm.reset({ otpCode: '', recoveryCode: '' });
  }

  async function submitCode({ otpCode, recoveryCode }: OtpValues) {
    if (!userId) {
      toast({ title: t('verificationFailed'), description: t('sessionExpired'), severity: 'error' });
      backToCredentials();
      return;
    }
    const byRecovery = codeKind === 'recovery';
    if (byRecovery ? !RECOVERY_PATTERN.test(recoveryCode) : !OTP_PATTERN.test(otpCode)) {
      otpForm.setError('root', { message: byRecovery ? t('invalidRecoveryCodeFormat') : t('invalidOtpFormat') });
      return;
    }
    let result;
    try {
      result = await verifyOtp.mutateAsync(byRecovery ? { userId, recoveryCode } : { userId, otpCode });
    } catch (error) {
      toast({ title: t('verificationFailed'), description: getServerMessage(error, t('invalidOtp')), severity: 'error' });
      otpForm.reset({ otpCode: '', recoveryCode: '' });
      return;
    }
    await finishSignIn(result.mustChangePassword, result.role);
  }

  return step === 'credentials' ? (
    <AuthCard title={t('signInTitle')} subtitle={t('signInSubtitle')} footer={t('common:supportLine')}>
      <CredentialsStep form={credentialsForm} onSubmit={submitCredentials} />
      <SsoButton />
    </AuthCard>
  ) : (
    <AuthCard
      title={codeKind === 'email' ? t('codeTitle') : t('appCodeTitle')}
      subtitle={
        codeKind === 'email'
          ? t('codeSubtitle', { length: OTP_LENGTH })
          : codeKind === 'totp'
            ? t('appCodeSubtitle')
            : t('recoverySubtitle')
      }
      footer={t('common:supportLine')}
    >
      {passkeys !== 'no' && userId && (
        <PasskeySignIn userId={userId} onSignedIn={(answer) => finishSignIn(answer.mustChangePassword, answer.role)} />
      )}
      <OtpStep
        form={otpForm}
        onSubmit={submitCode}
        onBack={backToCredentials}
        kind={codeKind}
        onSwitch={codeKind === 'email' || passkeys === 'only' ? undefined : switchCodeKind}
      />
    </AuthCard>
  );
}
