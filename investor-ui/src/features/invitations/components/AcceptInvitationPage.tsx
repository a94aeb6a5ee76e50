import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { REDIRECT_DELAY_MS, usernameIssue } from '@fund/contracts';

import { AuthCard } from '../../../components/AuthCard';
import { AuthSubmitButton } from '../../../components/AuthSubmitButton';
import { FormTextField } from '../../../components/FormTextField';
import { ResultIcon } from '../../../components/ResultIcon';
import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { loadPage } from '../../../lib/navigation';
import { newPasswordProblem } from '../../../lib/newPassword';
import { useAcceptInvitation } from '../api/acceptInvitation';
import { useInvitation } from '../api/getInvitation';

/** Where an invited admin signs in: the admin console's login (spec/000 §2). */
export const ADMIN_LOGIN_PATH = '/admin/login';

type AcceptForm = { username: string; password: string; confirmPassword: string };

/** spec/000 §2 accept-invitation: loading, invalid or expired, already used, or the account form. */
export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation(['invitation', 'common']);
  const invitation = useInvitation(token);

  if (invitation.isPending) {
    return (
      <AuthCard title={t('title')}>
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{t('loading')}</Typography>
        </Stack>
      </AuthCard>
    );
  }
  if (invitation.isError) {
    return (
      <AuthCard
        title={t('invalidTitle')}
        subtitle={t('invalidText')}
        icon={<ResultIcon tone="error" icon={<LinkOffOutlined />} />}
        footer={t('common:supportLine')}
      >
        <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
          {t('common:goToHome')}
        </Button>
      </AuthCard>
    );
  }
  if (invitation.data.status !== 'pending') {
    return (
      <AuthCard title={t('usedTitle')} subtitle={t('usedText')} icon={<ResultIcon icon={<HowToRegOutlined />} />}>
        <Button variant="contained" size="large" fullWidth onClick={() => loadPage(ADMIN_LOGIN_PATH)}>
          {t('common:goToLogin')}
        </Button>
      </AuthCard>
    );
  }
  return <AcceptInvitationForm token={token} email={invitation.data.email} />;
}

function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation(['invitation', 'common']);
  const { toast } = useToast();
  const accept = useAcceptInvitation();
  const [accepted, setAccepted] = useState(false);
  const form = useForm<AcceptForm>({ defaultValues: { username: '', password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!accepted) return;
    const timer = window.setTimeout(() => loadPage(ADMIN_LOGIN_PATH), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [accepted]);

  async function submit({ username, password, confirmPassword }: AcceptForm) {
    if (!username.trim() || !password || !confirmPassword) {
      form.setError('root', { message: t('fillAllFields') });
      return;
    }
    const issue = usernameIssue(username);
    if (issue) {
      form.setError('username', { message: t(issue) });
      return;
    }
    const problem = newPasswordProblem(password, confirmPassword);
    if (problem) {
      form.setError(problem.field === 'new' ? 'password' : 'confirmPassword', { message: t(problem.message) });
      return;
    }
    try {
      await accept.mutateAsync({ token, username: username.trim(), password });
    } catch (error) {
      toast({ title: t('common:errorTitle'), description: getServerMessage(error, t('failed')), severity: 'error' });
      return;
    }
    toast({ title: t('common:successTitle'), description: t('accepted') });
    setAccepted(true);
  }

  const busy = isSubmitting || accepted;
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')} footer={t('common:supportLine')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit(submit)} aria-label={t('form')}>
        {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
        <TextField
          label={t('email')}
          value={email}
          helperText={t('emailHelp')}
          autoComplete="email"
          slotProps={{ htmlInput: { readOnly: true } }}
          sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' } }}
        />
        <FormTextField
          control={form.control}
          name="username"
          label={t('username')}
          autoComplete="username"
          autoFocus
          required
          disabled={accepted}
        />
        <FormTextField
          control={form.control}
          name="password"
          label={t('password')}
          type="password"
          autoComplete="new-password"
          required
          disabled={accepted}
          helperText={t('passwordHelp')}
        />
        <FormTextField
          control={form.control}
          name="confirmPassword"
          label={t('confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          disabled={accepted}
        />
        <AuthSubmitButton busy={busy} label={t('submit')} busyLabel={t('submitting')} />
      </Stack>
    </AuthCard>
  );
}
