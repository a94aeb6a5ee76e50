import { useState } from 'react';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@fund/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { useChangeOwnPassword } from '../api/profile';
import { EMPTY_PASSWORD_FORM, passwordChecks, type PasswordForm } from '../profileForm';
import { SectionForm } from './SectionForm';
import { useFailureToast } from './useFailureToast';

/** The own password change (PATCH /api/users/{id}/password) with spec/001 §5's checks. */
export function SecurityForm({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const { toast } = useToast();
  const fail = useFailureToast();
  const change = useChangeOwnPassword(userId);
  const [visible, setVisible] = useState(false);
  const checks = passwordChecks({
    currentPassword: t('errors.currentPassword'),
    newPassword: t('errors.newPassword'),
    confirmPassword: t('errors.confirmPassword'),
    passwordsDontMatch: t('errors.passwordsDontMatch'),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<PasswordForm>({ defaultValues: EMPTY_PASSWORD_FORM, mode: 'onTouched' });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY_PASSWORD_FORM);
          setVisible(false);
          toast({ title: t('toasts.passwordUpdatedTitle'), description: t('toasts.passwordUpdated'), severity: 'success' });
        },
        onError: (error) => {
          const message = getServerMessage(error, '');
          if (message === MESSAGES.currentPasswordIncorrect) setError('currentPassword', { message }, { shouldFocus: true });
          fail(t('toasts.passwordFailed'), error);
        },
      },
    ),
  );

  const reveal = {
    input: {
      endAdornment: (
        <InputAdornment position="end">
          <IconButton onClick={() => setVisible((v) => !v)} edge="end" aria-label={visible ? t('hidePassword') : t('showPassword')} aria-pressed={visible}>
            {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
          </IconButton>
        </InputAdornment>
      ),
    },
  };
  const type = visible ? 'text' : 'password';

  return (
    <SectionForm title={t('sections.security')} text={t('sections.securityText')} onSubmit={submit} dirty={isDirty} pending={change.isPending} submitLabel={t('updatePassword')}>
      <TextField
        {...register('currentPassword', { validate: checks.currentPassword })}
        label={t('fields.currentPassword')}
        type={type}
        required
        autoComplete="current-password"
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword?.message}
        slotProps={reveal}
        sx={{ gridColumn: '1 / -1', maxWidth: { sm: 'calc(50% - 10px)' } }}
      />
      <TextField
        {...register('newPassword', { validate: checks.newPassword, deps: ['confirmPassword'] })}
        label={t('fields.newPassword')}
        type={type}
        required
        autoComplete="new-password"
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword?.message ?? t('newPasswordHelp')}
      />
      <TextField
        {...register('confirmPassword', { validate: checks.confirmPassword })}
        label={t('fields.confirmPassword')}
        type={type}
        required
        autoComplete="new-password"
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword?.message}
      />
    </SectionForm>
  );
}
