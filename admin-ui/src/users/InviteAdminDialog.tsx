import { Alert, DialogContentText, Stack } from '@mui/material';
import { useState } from 'react';
import { Button, SelectInput, TextInput, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';

import { ADMIN_ROLES, type CreatedInvitationView } from '@fund/contracts';

import { AdminFormDialog } from '../components/AdminFormDialog';
import { CopyField } from '../components/CopyField';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { INVITATION_TTL_DAYS, invitePayload, validateInvite, type InviteValues } from './adminForms';

export const roleChoices = ADMIN_ROLES.map((role) => ({ id: role, name: `app.users.role.${role}` }));

export interface InviteAdminDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Invite via Email (spec/001 §2, §5): POST /api/admin/invitations {email, fullName, role}. The answer
 * carries the link once (only a hash of the token is stored), so it is shown here with a copy
 * button; emailSent false gives the §8 warning instead of 'Invitation sent'.
 */
export const InviteAdminDialog = ({ open, onClose }: InviteAdminDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate<CreatedInvitationView>();
  const [created, setCreated] = useState<CreatedInvitationView | null>(null);

  const close = () => {
    setCreated(null);
    onClose();
  };

  const submit = (values: Partial<InviteValues>) =>
    create(
      'invitations',
      { data: invitePayload(values as InviteValues) },
      {
        onSuccess: (invitation) => {
          setCreated(invitation);
          notify(invitation.emailSent ? 'app.users.notify.invited' : 'app.users.notify.email_not_sent', {
            type: invitation.emailSent ? 'success' : 'warning',
          });
          refresh();
        },
        onError: (error) => notifyFailure(error, 'app.users.notify.invite_failed'),
      },
    );

  return (
    <AdminFormDialog
      open={open}
      onClose={close}
      title={created ? 'app.users.invite.done_title' : 'app.users.invite.title'}
      cancelLabel="app.users.cancel"
      submitLabel="app.users.invite.submit"
      submitting={isPending}
      form={created ? undefined : { defaultValues: { email: '', fullName: '', role: 'admin' }, validate: validateInvite, onSubmit: submit }}
      actions={created ? <Button label="app.users.done" variant="contained" onClick={close} /> : undefined}
    >
      {created ? (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!created.emailSent && <Alert severity="warning">{translate('app.users.notify.email_not_sent')}</Alert>}
          <DialogContentText>{translate('app.users.invite.done_intro', { name: created.fullName })}</DialogContentText>
          <CopyField
            label="app.users.invite.link_label"
            value={created.inviteLink}
            copyLabel="app.users.copy_link"
            copiedMessage="app.users.notify.link_copied"
          />
        </Stack>
      ) : (
        <>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.users.invite.intro', { days: INVITATION_TTL_DAYS })}</DialogContentText>
          <TextInput source="fullName" label="app.users.fields.full_name" autoComplete="off" fullWidth autoFocus disabled={isPending} />
          <TextInput source="email" type="email" label="app.users.fields.email" autoComplete="off" fullWidth disabled={isPending} />
          <SelectInput source="role" label="app.users.fields.role" choices={roleChoices} fullWidth disabled={isPending} />
        </>
      )}
    </AdminFormDialog>
  );
};
