import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { strongPasswordError } from '@fund/contracts';
import { PasswordRequirements } from '@fund/ui';

import { AuthCard } from '../../../components/AuthCard';
import { AuthSubmitButton } from '../../../components/AuthSubmitButton';
import { FormTextField } from '../../../components/FormTextField';
import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { newPasswordProblem } from '../../../lib/newPassword';
import { meQueryKey } from '../../../lib/session';
import { useChangePassword } from '../api/changePassword';
import { passwordChecks, type PasswordRule } from '../passwordRules';

type ChangeForm = { newPassword: string; confirmPassword: string };

const RULES: PasswordRule[] = ['length', 'uppercase', 'lowercase', 'number', 'special'];

/** spec/000 §2 forced password change: after a temporary password, before anything else. */
export function ChangePasswordPage() {
  const { t } = useTranslation(['changePassword', 'common']);
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const form = useForm<ChangeForm>({ defaultValues: { newPassword: '', confirmPassword: '' } });
  const checks = passwordChecks(useWatch({ control: form.control, name: 'newPassword' }));
  const { errors, isSubmitting } = form.formState;

  async function submit({ newPassword, confirmPassword }: ChangeForm) {
    if (!newPassword || !confirmPassword) {
      form.setError('root', { message: t('fillAllFields') });
      return;
    }
    const problem = newPasswordProblem(newPassword, confirmPassword);
    if (problem) {
      form.setError(problem.field === 'new' ? 'newPassword' : 'confirmPassword', { message: t(problem.message) });
      return;
    }
    if (strongPasswordError(newPassword)) {
      form.setError('newPassword', { message: t('weak') });
      toast({ title: t('weakTitle'), description: t('weak'), severity: 'error' });
      return;
    }
    let answer;
    try {
      answer = await change.mutateAsync({ newPassword });
    } catch (error) {
      toast({ title: t('failedTitle'), description: getServerMessage(error, t('failed')), severity: 'error' });
      return;
    }
    toast({ title: t('common:successTitle'), description: t('changed') });
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    // With a role the session gate takes the user to their portal; otherwise they sign in again.
    navigate(answer?.role ? '/' : '/login', { replace: true });
  }

  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')} footer={t('note')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit(submit)} aria-label={t('form')}>
        {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
        <FormTextField
          control={form.control}
          name="newPassword"
          id="new-password"
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          slotProps={{
            htmlInput: {
              'aria-describedby': errors.newPassword ? 'new-password-helper-text password-requirements' : 'password-requirements',
            },
          }}
        />
        <FormTextField
          control={form.control}
          name="confirmPassword"
          label={t('confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
        <PasswordRequirements
          id="password-requirements"
          heading={t('requirementsHeading')}
          rules={RULES.map((rule) => ({ key: rule, label: t(`requirements.${rule}`), met: checks[rule] }))}
          metLabel={t('met')}
          notMetLabel={t('notMet')}
        />
        <AuthSubmitButton busy={isSubmitting} label={t('submit')} busyLabel={t('submitting')} />
      </Stack>
    </AuthCard>
  );
}
