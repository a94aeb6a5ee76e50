import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PasswordField } from '@fund/ui';

import { SectionForm } from '../../../components/SectionForm';
import { useToast } from '../../../components/toast/useToast';
import { useCurrentPasswordForm } from '../../../lib/useFailureToast';
import { useChangeOwnPassword } from '../api/profile';
import { EMPTY_PASSWORD_FORM, passwordChecks, type PasswordForm } from '../profileForm';

/** The own password change (PATCH /api/users/{id}/password) with spec/001 §5's checks. */
export function SecurityForm({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const { toast } = useToast();
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
    formState: { errors, isDirty },
    failed,
  } = useCurrentPasswordForm<PasswordForm>(EMPTY_PASSWORD_FORM);

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY_PASSWORD_FORM);
          setVisible(false);
          toast({ title: t('toasts.passwordUpdatedTitle'), description: t('toasts.passwordUpdated'), severity: 'success' });
        },
        onError: (error) => failed(t('toasts.passwordFailed'), error),
      },
    ),
  );

  return (
    <SectionForm
      title={t('sections.security')}
      text={t('sections.securityText')}
      onSubmit={submit}
      dirty={isDirty}
      pending={change.isPending}
      submitLabel={t('updatePassword')}
    >
      <PasswordField
        {...register('currentPassword', { validate: checks.currentPassword })}
        label={t('fields.currentPassword')}
        visible={visible}
        onVisibleChange={setVisible}
        showLabel={t('showPassword')}
        hideLabel={t('hidePassword')}
        required
        autoComplete="current-password"
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword?.message}
        sx={{ gridColumn: '1 / -1', maxWidth: { sm: 'calc(50% - 10px)' } }}
      />
      <PasswordField
        {...register('newPassword', { validate: checks.newPassword, deps: ['confirmPassword'] })}
        label={t('fields.newPassword')}
        visible={visible}
        required
        autoComplete="new-password"
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword?.message ?? t('newPasswordHelp')}
      />
      <PasswordField
        {...register('confirmPassword', { validate: checks.confirmPassword })}
        label={t('fields.confirmPassword')}
        visible={visible}
        required
        autoComplete="new-password"
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword?.message}
      />
    </SectionForm>
  );
}
