import { Avatar, Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, SaveButton, TextInput, useGetOne, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

import { type AdminUserView } from '@fund/contracts';

import { ErrorState } from '../components/ErrorState';
import { initialsOf } from '../components/PersonAvatar';
import { UploadField, type UploadedDocument } from '../components/UploadField';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { profilePayload, validateProfile, type ProfileValues } from './settingsForms';

export interface ProfileTabProps {
  userId: string | undefined;
  /** The photo /api/me answered (the admin list does not carry it). */
  photoUrl: string | null;
}

/**
 * Profile (spec/001 §5): e-mail, full name and photo (jpg, jpeg, png, gif; 5 MB), username read-only.
 * PATCH /api/users/{id}/profile {email, fullName, profilePhotoUrl}; 'Profile updated', and the header's
 * name and photo follow.
 */
export const ProfileTab = ({ userId, photoUrl }: ProfileTabProps) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const {
    data: me,
    isPending,
    error,
    refetch,
  } = useGetOne<AdminUserView>('users', { id: userId ?? '' }, { enabled: userId !== undefined });
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const [uploadBusy, setUploadBusy] = useState(false);
  const currentPhoto = photo === undefined ? photoUrl : photo;

  const publish = useMutation({ mutationFn: api.publishImage });
  const save = useMutation({
    mutationFn: async (values: ProfileValues) => {
      if (!userId) throw new Error('not-authenticated');
      return api.updateProfile(userId, profilePayload(values, currentPhoto ?? null));
    },
    onSuccess: () => {
      notify('app.settings.notify.profile_updated', { type: 'success' });
      // The header reads the identity: name and photo follow the change.
      void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
      void refetch();
    },
    onError: (err) =>
      err instanceof Error && err.message === 'not-authenticated'
        ? notify('app.settings.notify.not_authenticated', { type: 'error' })
        : notifyFailure(err, 'app.settings.notify.profile_failed'),
  });

  const onUploaded = (upload: UploadedDocument) =>
    publish.mutate(upload.uploadURL, {
      onSuccess: (objectPath) => setPhoto(objectPath),
      onError: (err) => notifyFailure(err, 'app.settings.notify.profile_failed'),
    });

  if (error) return <ErrorState title="app.settings.notify.fetch_failed" error={error} onRetry={() => void refetch()} />;
  if (isPending || !me)
    return (
      <Stack spacing={2}>
        <Skeleton variant="circular" width={72} height={72} />
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );

  const busy = save.isPending || publish.isPending || uploadBusy;
  return (
    <Form<ProfileValues>
      defaultValues={{ email: me.email, fullName: me.fullName }}
      validate={validateProfile}
      onSubmit={(values: FieldValues) => save.mutate(values as ProfileValues)}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {translate('app.settings.profile.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.settings.profile.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Avatar
          src={currentPhoto ?? undefined}
          alt=""
          sx={{ width: 72, height: 72, fontSize: '1.5rem', bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {initialsOf(me.fullName)}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <UploadField
            kind="profile-photo"
            label="app.settings.profile.photo"
            requestUploadUrl={api.requestProfilePhotoUrl}
            onUploaded={onUploaded}
            onRemove={() => setPhoto(photoUrl)}
            onBusyChange={setUploadBusy}
            disabled={save.isPending}
          />
          {currentPhoto && (
            <Button size="small" color="error" onClick={() => setPhoto(null)} disabled={busy} sx={{ mt: 1 }}>
              {translate('app.settings.profile.remove_photo')}
            </Button>
          )}
        </Box>
      </Stack>
      <TextInput source="fullName" label="app.settings.profile.full_name" autoComplete="name" fullWidth disabled={save.isPending} />
      <TextInput source="email" type="email" label="app.settings.profile.email" autoComplete="email" fullWidth disabled={save.isPending} />
      <TextField
        label={translate('app.settings.profile.username')}
        value={me.username}
        helperText={translate('app.settings.profile.username_hint')}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
        sx={{ mb: 2 }}
      />
      <SaveButton label="app.settings.profile.submit" alwaysEnable={!busy} disabled={busy} />
    </Form>
  );
};
