import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, REDIRECT_DELAY_MS } from '@fund/contracts';

import { AuthCard } from '../../../components/AuthCard';
import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { useCreateAdmin, type CreateAdminInput } from '../api/createAdmin';
import { setupRequiredQueryKey, useSetupRequired } from '../api/getSetupRequired';

type SetupForm = Required<CreateAdminInput>;
type Field = { name: keyof SetupForm; label: string; type?: string; autoComplete: string; placeholder?: string; helperText?: string };

const FIELDS: Field[] = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', placeholder: 'At least 6 characters' },
];

/** Shown when the server asks for it (production): the token it printed in its log at start. */
const SETUP_TOKEN_FIELD: Field = {
  name: 'setupToken',
  label: 'Setup token',
  autoComplete: 'off',
  helperText: 'Printed in the server log when the server started.',
};

/** First-start page of spec/000 §2: creates the first super admin, then sends the user to /login. */
export function SystemSetupScreen() {
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
    const input: CreateAdminInput = { ...values, fullName: values.fullName.trim(), email: values.email.trim(), username: values.username.trim() };
    if (tokenRequired) input.setupToken = setupToken.trim();
    if (!input.fullName || !input.email || !input.username || !input.password || input.setupToken === '') {
      form.setError('root', { message: MESSAGES.fillAllFields });
      return;
    }
    try {
      await createAdmin.mutateAsync(input);
    } catch (error) {
      toast({ title: 'Setup Failed', description: getServerMessage(error, 'Failed to create admin account'), severity: 'error' });
      return;
    }
    toast({ title: 'Admin Account Created', description: 'Redirecting you to the login page...' });
    setCreated(true);
  }

  const formError = form.formState.errors.root?.message;
  const busy = form.formState.isSubmitting || created;

  return (
    <AuthCard
      title="System Setup"
      subtitle="Create the first administrator account. This page appears only once: after setup, staff join by invitation."
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit(submit)} aria-label="System setup">
        {formError && <Alert severity="error">{formError}</Alert>}
        {fields.map(({ name, label, type, autoComplete, placeholder, helperText }) => (
          <Controller
            key={name}
            name={name}
            control={form.control}
            render={({ field }) => (
              <TextField
                {...field}
                label={label}
                type={type}
                autoComplete={autoComplete}
                placeholder={placeholder}
                helperText={helperText}
                disabled={created}
              />
            )}
          />
        ))}
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          CREATE ADMIN ACCOUNT
        </Button>
      </Stack>
    </AuthCard>
  );
}
