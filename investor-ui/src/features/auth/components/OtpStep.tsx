import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { OTP_LENGTH } from '@fund/contracts';

export type OtpValues = { otpCode: string };

type OtpStepProps = {
  form: UseFormReturn<OtpValues>;
  onSubmit: (values: OtpValues) => Promise<void>;
  onBack: () => void;
};

/** Keeps digits only, at most OTP_LENGTH of them (spec/000 §5), so a pasted "123 456" works. */
function toOtpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function OtpStep({ form, onSubmit, onBack }: OtpStepProps) {
  const { t } = useTranslation(['auth', 'common']);
  const { control, handleSubmit, formState } = form;
  const formError = formState.errors.root?.message;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)} aria-label={t('codeForm')}>
      {formError && <Alert severity="error">{formError}</Alert>}
      <Controller
        name="otpCode"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            onChange={(event) => field.onChange(toOtpDigits(event.target.value))}
            label={t('code')}
            placeholder={'0'.repeat(OTP_LENGTH)}
            autoComplete="one-time-code"
            autoFocus
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                style: { textAlign: 'center', fontSize: '1.5rem', letterSpacing: '0.5em' },
              },
            }}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
        {t('verify')}
      </Button>
      <Button variant="text" onClick={onBack} disabled={formState.isSubmitting}>
        {t('common:backToLogin')}
      </Button>
    </Stack>
  );
}
