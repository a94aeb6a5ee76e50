import PasswordIcon from '@mui/icons-material/Password';
import { Alert, DialogContentText, Button as MuiButton, Stack } from '@mui/material';
import { useState } from 'react';
import { Button, PasswordInput, SelectInput, TextInput, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';

import type { AdminUserView } from '@fund/contracts';

import { AdminFormDialog } from '../components/AdminFormDialog';
import { CopyField } from '../components/CopyField';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { generatePassword } from '../kyc/generatePassword';
import { createAdminPayload, credentialsText, validateCreateAdmin, type CreateAdminValues } from './adminForms';
import { roleChoices } from './InviteAdminDialog';

const GeneratePasswordButton = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext<CreateAdminValues>();
  return (
    <MuiButton
      size="small"
      startIcon={<PasswordIcon />}
      onClick={() => setValue('password', generatePassword(), { shouldDirty: true, shouldValidate: true })}
      sx={{ alignSelf: 'flex-start', mb: 1 }}
    >
      {translate('app.users.create.generate')}
    </MuiButton>
  );
};

export interface CreateAdminDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Create Directly (spec/001 §2, §5): POST /api/admin/users/create; 'Admin created', then the
 * username and password shown once with a copy button.
 */
export const CreateAdminDialog = ({ open, onClose }: CreateAdminDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate<AdminUserView>();
  const [credentials, setCredentials] = useState<{ username: string; password: string } | null>(null);

  const close = () => {
    setCredentials(null);
    onClose();
  };

  const submit = (values: Partial<CreateAdminValues>) => {
    const payload = createAdminPayload(values as CreateAdminValues);
    create(
      'users',
      { data: payload },
      {
        onSuccess: (user) => {
          setCredentials({ username: user.username, password: payload.password });
          notify('app.users.notify.created', { type: 'success' });
          refresh();
        },
        onError: (error) => notifyFailure(error, 'app.users.notify.create_failed'),
      },
    );
  };

  return (
    <AdminFormDialog
      open={open}
      onClose={close}
      title={credentials ? 'app.users.create.done_title' : 'app.users.create.title'}
      cancelLabel="app.users.cancel"
      submitLabel="app.users.create.submit"
      submitting={isPending}
      form={
        credentials
          ? undefined
          : {
              defaultValues: { email: '', fullName: '', username: '', password: '', role: 'admin' },
              validate: validateCreateAdmin,
              onSubmit: submit,
            }
      }
      actions={credentials ? <Button label="app.users.done" variant="contained" onClick={close} /> : undefined}
    >
      {credentials ? (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">{translate('app.users.create.done_intro')}</Alert>
          <CopyField
            label="app.users.create.credentials_label"
            multiline
            value={credentialsText(
              { username: translate('app.users.fields.username'), password: translate('app.users.fields.password') },
              credentials,
            )}
            copyLabel="app.users.copy_credentials"
          />
        </Stack>
      ) : (
        <>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.users.create.intro')}</DialogContentText>
          <TextInput source="fullName" label="app.users.fields.full_name" autoComplete="off" fullWidth autoFocus disabled={isPending} />
          <TextInput source="email" type="email" label="app.users.fields.email" autoComplete="off" fullWidth disabled={isPending} />
          <TextInput source="username" label="app.users.fields.username" autoComplete="off" fullWidth disabled={isPending} />
          <PasswordInput source="password" label="app.users.fields.password" autoComplete="new-password" fullWidth disabled={isPending} />
          <GeneratePasswordButton />
          <SelectInput source="role" label="app.users.fields.role" choices={roleChoices} fullWidth disabled={isPending} />
        </>
      )}
    </AdminFormDialog>
  );
};
