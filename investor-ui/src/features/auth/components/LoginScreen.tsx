import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { OTP_LENGTH, type TextFlag } from '@fund/contracts';

import { AuthCard } from '../../../components/AuthCard';
import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { meQueryKey } from '../../../lib/session';
import { useLogin } from '../api/login';
import { useVerifyOtp } from '../api/verifyOtp';
import { CredentialsStep, type Credentials } from './CredentialsStep';
import { OtpStep, type OtpValues } from './OtpStep';

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

type LoginScreenProps = {
  /** Runs after the session exists; the session gate needs nothing, the /login route navigates. */
  onSignedIn?: () => void;
};

/** Two-step sign-in of spec/000 §2 and §4: credentials, then the e-mailed code. */
export function LoginScreen({ onSignedIn }: LoginScreenProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [userId, setUserId] = useState<string | null>(null);
  const credentialsForm = useForm<Credentials>({ defaultValues: { username: '', password: '' } });
  const otpForm = useForm<OtpValues>({ defaultValues: { otpCode: '' } });
  const login = useLogin();
  const verifyOtp = useVerifyOtp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  async function finishSignIn(mustChangePassword: TextFlag) {
    if (mustChangePassword === 'true') {
      toast({ title: t('passwordChangeRequiredTitle'), description: t('passwordChangeRequiredText'), severity: 'info' });
      navigate('/change-password');
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
    otpForm.reset({ otpCode: '' });
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
    // The password step always e-mails a code (PasswordStepAnswer); the code step signs in.
    setUserId(result.userId);
    otpForm.reset({ otpCode: '' });
    setStep('code');
    toast({ title: t('otpSentTitle'), description: t('otpSentText') });
  }

  async function submitCode({ otpCode }: OtpValues) {
    if (!userId) {
      toast({ title: t('verificationFailed'), description: t('sessionExpired'), severity: 'error' });
      backToCredentials();
      return;
    }
    if (!OTP_PATTERN.test(otpCode)) {
      otpForm.setError('root', { message: t('invalidOtpFormat') });
      return;
    }
    let result;
    try {
      result = await verifyOtp.mutateAsync({ userId, otpCode });
    } catch (error) {
      toast({ title: t('verificationFailed'), description: getServerMessage(error, t('invalidOtp')), severity: 'error' });
      otpForm.reset({ otpCode: '' });
      return;
    }
    await finishSignIn(result.mustChangePassword);
  }

  return step === 'credentials' ? (
    <AuthCard title={t('signInTitle')} subtitle={t('signInSubtitle')} footer={t('common:supportLine')}>
      <CredentialsStep form={credentialsForm} onSubmit={submitCredentials} />
    </AuthCard>
  ) : (
    <AuthCard title={t('codeTitle')} subtitle={t('codeSubtitle', { length: OTP_LENGTH })} footer={t('common:supportLine')}>
      <OtpStep form={otpForm} onSubmit={submitCode} onBack={backToCredentials} />
    </AuthCard>
  );
}
