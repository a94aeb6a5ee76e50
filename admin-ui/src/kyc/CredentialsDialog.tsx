import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import PasswordIcon from '@mui/icons-material/Password';
import { Alert, Box, Button, DialogContentText } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { PasswordInput, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';

import type { KycApplicationView } from '@fund/contracts';

import { AdminFormDialog } from '../components/AdminFormDialog';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { usernameMessage } from '../users/adminForms';
import { generatePassword } from './generatePassword';

interface CredentialsValues {
  username: string;
  password: string;
}

/** A username to start from: the e-mail's local part, which the admin may change. */
export const suggestUsername = (email: string) =>
  email
    .split('@')[0]
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '');

/**
 * spec/001 §5: both fields required with one message, and the username rule of every account (3 or
 * more visible characters); the 8-character minimum is the server's (its message shows).
 */
const validate = ({ username, password }: Partial<CredentialsValues>) => {
  const errors: Partial<Record<keyof CredentialsValues, string>> = {};
  if (!username?.trim()) errors.username = 'app.kyc.credentials.fill_all';
  else if (usernameMessage(username)) errors.username = usernameMessage(username);
  if (!password) errors.password = 'app.kyc.credentials.fill_all';
  return errors;
};

const GeneratePasswordButton = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext<CredentialsValues>();
  return (
    <Button
      size="small"
      startIcon={<PasswordIcon />}
      onClick={() => setValue('password', generatePassword(), { shouldDirty: true, shouldValidate: true })}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate('app.kyc.credentials.generate')}
    </Button>
  );
};

export interface CredentialsDialogProps {
  /** The approved application without an investorId; null closes the dialog. */
  application: KycApplicationView | null;
  onClose: () => void;
  /** Once the dialog has closed (e.g. to move the focus when its opener is gone). */
  onExited?: () => void;
}

/**
 * Create Login Credentials (spec/001 §2): POST /api/kyc/{id}/create-credentials with username and
 * password. The server makes the investor account and e-mails the credentials; when the e-mail could
 * not be sent it says so, and that message is shown as a warning instead of 'Credentials Created'.
 */
export const CredentialsDialog = ({ application, onClose, onExited }: CredentialsDialogProps) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();

  const { mutate, isPending, reset } = useMutation({
    // A 401 is handled by the data provider (the admin goes to the login screen).
    mutationFn: ({ id, values }: { id: string; values: CredentialsValues }) => api.createCredentials(id, values),
    onSuccess: (result) => {
      if (result.emailSent) notify('app.kyc.notify.credentials_created', { type: 'success' });
      else notify(result.message, { type: 'warning', autoHideDuration: 10_000 });
      refresh();
      onClose();
    },
    onError: (error) => notifyFailure(error, 'app.kyc.notify.credentials_failed'),
  });

  const close = () => {
    if (isPending) return;
    reset();
    onClose();
  };

  return (
    <AdminFormDialog
      open={application !== null}
      onClose={close}
      maxWidth="xs"
      onExited={onExited}
      titleSx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      title={
        <>
          <KeyOutlinedIcon color="primary" aria-hidden />
          {translate('app.kyc.credentials.title')}
        </>
      }
      form={
        application
          ? {
              defaultValues: { username: suggestUsername(application.email), password: '' },
              validate,
              disableInvalidFormNotification: true,
              onSubmit: (values: Partial<CredentialsValues>) =>
                mutate({
                  id: String(application.id),
                  values: { username: String(values.username).trim(), password: String(values.password) },
                }),
            }
          : undefined
      }
      actions={
        application && (
          <>
            <Button onClick={close} disabled={isPending}>
              {translate('app.kyc.credentials.later')}
            </Button>
            <Button type="submit" variant="contained" loading={isPending} startIcon={<KeyOutlinedIcon />}>
              {translate('app.kyc.credentials.submit')}
            </Button>
          </>
        )
      }
    >
      {application && (
        <>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('app.kyc.credentials.intro', { name: application.fullName, email: application.email })}
          </DialogContentText>
          <Alert severity="info" variant="outlined" sx={{ mb: 1 }}>
            {translate('app.kyc.credentials.hint')}
          </Alert>
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <TextInput source="username" label="app.kyc.credentials.username" autoComplete="off" autoFocus />
            <PasswordInput source="password" label="app.kyc.credentials.password" autoComplete="new-password" />
            <GeneratePasswordButton />
          </Box>
        </>
      )}
    </AdminFormDialog>
  );
};
