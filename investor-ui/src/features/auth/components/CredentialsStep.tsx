import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { InputField } from '@fund/ui';

export type Credentials = { username: string; password: string };

type CredentialsStepProps = {
  form: UseFormReturn<Credentials>;
  onSubmit: (credentials: Credentials) => Promise<void>;
};

export function CredentialsStep({ form, onSubmit }: CredentialsStepProps) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, formState } = form;
  const formError = formState.errors.root?.message;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)} aria-label={t('signInForm')}>
      {formError && <Alert severity="error">{formError}</Alert>}
      <Controller
        name="username"
        control={control}
        render={({ field }) => <InputField {...field} label={t('username')} autoComplete="username" autoFocus />}
      />
      <Controller
        name="password"
        control={control}
        render={({ field }) => <InputField {...field} label={t('password')} type="password" autoComplete="current-password" />}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
        {t('continue')}
      </Button>
      <Link component={RouterLink} to="/forgot-password" variant="body2" align="center" underline="hover">
        {t('forgotPassword')}
      </Link>
      {/* Issue 21 item 8: a newcomer finds the application from the login screen. */}
      <Typography variant="body2" align="center" color="text.secondary">
        {t('newInvestor')}{' '}
        <Link component={RouterLink} to="/kyc" underline="hover" aria-label={t('applyLabel')} sx={{ fontWeight: 600 }}>
          {t('apply')}
        </Link>
      </Typography>
    </Stack>
  );
}
