import { Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, PasswordInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';

import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { passwordPayload, validatePassword, type PasswordValues } from './settingsForms';

/** spec/001 §8: raised locally when there is no current user. */
const NOT_AUTHENTICATED = 'not-authenticated';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const PasswordFields = ({ busy }: { busy: boolean }) => {
  const translate = useTranslate();
  const { formState } = useFormContext();
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {translate('app.settings.password.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.settings.password.intro')}
      </Typography>
      <PasswordInput
        source="currentPassword"
        label="app.settings.password.current"
        autoComplete="current-password"
        fullWidth
        disabled={busy}
      />
      <PasswordInput source="newPassword" label="app.settings.password.new" autoComplete="new-password" fullWidth disabled={busy} />
      <PasswordInput source="confirmPassword" label="app.settings.password.confirm" autoComplete="new-password" fullWidth disabled={busy} />
      <SaveButton label="app.settings.password.submit" alwaysEnable={!busy && !formState.isSubmitting} />
    </>
  );
};

/** Password (spec/001 §5): PATCH /api/users/{id}/password {currentPassword, newPassword}; 'Password updated'. */
export const PasswordTab = ({ userId }: { userId: string | undefined }) => {
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  // Remounting the form after a change empties its fields and their touched state.
  const [generation, setGeneration] = useState(0);
  const change = useMutation({
    mutationFn: async (values: PasswordValues) => {
      if (!userId) throw new Error(NOT_AUTHENTICATED);
      await api.changePassword(userId, passwordPayload(values));
    },
  });
  return (
    <Form<PasswordValues>
      key={generation}
      defaultValues={EMPTY}
      validate={validatePassword}
      onSubmit={async (values: FieldValues) => {
        try {
          await change.mutateAsync(values as PasswordValues);
          notify('app.settings.notify.password_updated', { type: 'success' });
          setGeneration((current) => current + 1);
        } catch (error) {
          if (error instanceof Error && error.message === NOT_AUTHENTICATED)
            notify('app.settings.notify.not_authenticated', { type: 'error' });
          else notifyFailure(error, 'app.settings.notify.password_failed');
        }
      }}
    >
      <PasswordFields busy={change.isPending} />
    </Form>
  );
};
