import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { REDIRECT_DELAY_MS, usernameIssue } from '@fund/contracts';

import { AuthCard } from '../../../components/AuthCard';
import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { useCreateAdmin, type CreateAdminInput } from '../api/createAdmin';
import { setupRequiredQueryKey, useSetupRequired } from '../api/getSetupRequired';

type SetupForm = Required<CreateAdminInput>;
type Field = {
  name: keyof SetupForm;
  type?: string;
  autoComplete: string;
  placeholder?: 'passwordPlaceholder';
  helperText?: 'setupTokenHelp';
};

const FIELDS: Field[] = [
  { name: 'fullName', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'username', autoComplete: 'username' },
  { name: 'password', type: 'password', autoComplete: 'new-password', placeholder: 'passwordPlaceholder' },
];

/** Shown when the server asks for it (production): the token it printed in its log at start. */
const SETUP_TOKEN_FIELD: Field = { name: 'setupToken', autoComplete: 'off', helperText: 'setupTokenHelp' };

/** First-start page of spec/000 §2: creates the first super admin, then sends the user to /login. */
export function SystemSetupScreen() {
  const { t } = useTranslation('setup');
  const form = useForm<SetupForm>({
    defaultValues: { fullName: '', email: '', username: '', password: '', setupToken: '' },
  });
  const tokenRequired = useSetupRequired().data?.setupTokenRequired === true;
  const fields = tokenRequired ? [...FIELDS, SETUP_TOKEN_FIELD] : FIELDS;
  const createAdmin = useCreateAdmin();
  const [created, setCreated] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => {
    if (!created) return;
    // Invalidate only when leaving: earlier, the session gate would swap this screen out at once.
    const timer = window.setTimeout(() => {
      navigate('/login', { replace: true });
      void queryClient.invalidateQueries({ queryKey: setupRequiredQueryKey });
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate, queryClient]);

  async function submit({ setupToken, ...values }: SetupForm) {
    const input: CreateAdminInput = {
      ...values,
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      username: values.username.trim(),
    };
    if (tokenRequired) input.setupToken = setupToken.trim();
    if (!input.fullName || !input.email || !input.username || !input.password || input.setupToken === '') {
      form.setError('root', { message: t('fillAllFields') });
      return;
    }
    const issue = usernameIssue(input.username);
    if (issue) {
      form.setError('username', { message: t(issue) });
      return;
    }
    try {
      await createAdmin.mutateAsync(input);
    } catch (error) {
      toast({ title: t('failedTitle'), description: getServerMessage(error, t('failed')), severity: 'error' });
      return;
    }
    toast({ title: t('createdTitle'), description: t('createdText') });
    setCreated(true);
  }

  const { errors } = form.formState;
  const formError = errors.root?.message;
  const busy = form.formState.isSubmitting || created;

  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit(submit)} aria-label={t('form')}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {fields.map(({ name, type, autoComplete, placeholder, helperText }) => (
          <Controller
            key={name}
            name={name}
            control={form.control}
            render={({ field }) => (
              <TextField
                {...field}
                label={t(name)}
                type={type}
                autoComplete={autoComplete}
                placeholder={placeholder && t(placeholder)}
                error={Boolean(errors[name])}
                helperText={errors[name]?.message ?? (helperText && t(helperText))}
                disabled={created}
              />
            )}
          />
        ))}
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          {t('submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
