import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { AuthCard } from '../../../components/AuthCard';
import { FormTextField } from '../../../components/FormTextField';
import { ResultIcon } from '../../../components/ResultIcon';
import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { useRequestPasswordReset } from '../api/requestPasswordReset';

type ForgotForm = { username: string };

/** spec/000 §2 forgot-password: the username goes to the administrators, who e-mail a temporary password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['forgotPassword', 'common']);
  const { toast } = useToast();
  const request = useRequestPasswordReset();
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<ForgotForm>({ defaultValues: { username: '' } });

  async function submit({ username }: ForgotForm) {
    if (!username.trim()) {
      form.setError('username', { message: t('enterUsername') });
      return;
    }
    try {
      await request.mutateAsync({ username: username.trim() });
    } catch (error) {
      toast({ title: t('failedTitle'), description: getServerMessage(error, t('failed')), severity: 'error' });
      return;
    }
    setSubmitted(true);
  }

  if (submitted) {
    return (
      <AuthCard
        title={t('submittedTitle')}
        subtitle={t('submittedText')}
        icon={<ResultIcon tone="success" icon={<MarkEmailReadOutlined />} />}
        footer={t('common:supportLine')}
      >
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          {t('returnToLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')} footer={t('common:supportLine')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit(submit)} aria-label={t('form')}>
        <FormTextField control={form.control} name="username" label={t('username')} autoComplete="username" autoFocus required />
        <Button type="submit" variant="contained" size="large" fullWidth loading={form.formState.isSubmitting}>
          {t('submit')}
        </Button>
        <Link component={RouterLink} to="/login" variant="body2" align="center" underline="hover">
          {t('common:backToLogin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
