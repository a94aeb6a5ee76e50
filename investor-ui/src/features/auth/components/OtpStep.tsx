import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { OTP_LENGTH } from '@fund/contracts';
import { InputField } from '@fund/ui';

export type OtpValues = { otpCode: string; recoveryCode: string };

/** What the code step asks for: the e-mailed code, the authenticator app's, or a recovery code. */
export type CodeKind = 'email' | 'totp' | 'recovery';

type OtpStepProps = {
  form: UseFormReturn<OtpValues>;
  onSubmit: (values: OtpValues) => Promise<void>;
  onBack: () => void;
  kind?: CodeKind;
  /** Switches between the authenticator app and a recovery code (offered only with the app). */
  onSwitch?: () => void;
};

/** Keeps digits only, at most OTP_LENGTH of them (spec/000 §5), so a pasted "123 456" works. */
function toOtpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function OtpStep({ form, onSubmit, onBack, kind = 'email', onSwitch }: OtpStepProps) {
  const { t } = useTranslation(['auth', 'common']);
  const { control, handleSubmit, formState } = form;
  const formError = formState.errors.root?.message;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)} aria-label={t('codeForm')}>
      {formError && <Alert severity="error">{formError}</Alert>}
      {kind === 'recovery' ? (
        <Controller
          name="recoveryCode"
          control={control}
          render={({ field }) => (
            <InputField
              {...field}
              onChange={(event) => field.onChange(event.target.value.trim().slice(0, 9))}
              label={t('recoveryCode')}
              placeholder="xxxx-xxxx"
              autoComplete="off"
              autoFocus
              htmlInput={{ spellCheck: false, style: { textAlign: 'center', fontSize: '1.5rem', letterSpacing: '0.2em' } }}
            />
          )}
        />
      ) : (
        <Controller
          name="otpCode"
          control={control}
          render={({ field }) => (
            <InputField
              {...field}
              onChange={(event) => field.onChange(toOtpDigits(event.target.value))}
              label={kind === 'totp' ? t('appCode') : t('code')}
              placeholder={'0'.repeat(OTP_LENGTH)}
              autoComplete="one-time-code"
              autoFocus
              htmlInput={{ inputMode: 'numeric', style: { textAlign: 'center', fontSize: '1.5rem', letterSpacing: '0.5em' } }}
            />
          )}
        />
      )}
      <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
        {t('verify')}
      </Button>
      {onSwitch && (
        <Button variant="outlined" onClick={onSwitch} disabled={formState.isSubmitting}>
          {kind === 'recovery' ? t('useAppCode') : t('useRecoveryCode')}
        </Button>
      )}
      <Button variant="text" onClick={onBack} disabled={formState.isSubmitting}>
        {t('common:backToLogin')}
      </Button>
    </Stack>
  );
}
