import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { MESSAGES, UPLOAD_POLICIES, type InvestorProfileView } from '@fund/contracts';
import { refusalOf, UploadError } from '@fund/upload';

import { useToast } from '../../../components/toast/useToast';
import { meQueryKey } from '../../../lib/session';
import { useFailureToast } from '../../../lib/useFailureToast';
import { profileQueryKey } from '../api/profile';
import { PhotoStepError, savePhoto, uploadProfilePhoto } from '../api/profilePhoto';

const ACCEPT = UPLOAD_POLICIES['profile-photo'].extensions.join(',');

type Upload = { status: 'idle' } | { status: 'uploading'; percent: number; preview: string };

const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** The investor's photo (upload with preview and progress, or remove), name and e-mail, and a way to support. */
export function ProfileSummaryCard({ userId, profile }: { userId: string; profile: InvestorProfileView }) {
  const { t } = useTranslation('profile');
  const { toast } = useToast();
  const fail = useFailureToast();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const busy = upload.status === 'uploading' || removing;

  const preview = upload.status === 'uploading' ? upload.preview : null;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const saved = (profilePhotoUrl: string | null, description: string) => {
    queryClient.setQueryData<InvestorProfileView>(profileQueryKey(userId), (previous) => previous && { ...previous, profilePhotoUrl });
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    toast({ title: t('toasts.updatedTitle'), description, severity: 'success' });
  };

  const photoFailure = (error: unknown) => {
    if (!(error instanceof PhotoStepError)) return fail(t('toasts.photoFailed'), error);
    const fallbacks = {
      uploadUrl: t('toasts.uploadUrlFailed'),
      acl: t('toasts.aclFailed'),
      save: t('toasts.photoSaveFailed'),
      upload: t('photo.uploadFailed'),
    };
    const description = error.cause instanceof UploadError ? error.cause.message : undefined;
    fail(t('toasts.photoFailed'), error.cause, description ?? fallbacks[error.step]);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Refused before anything is sent, in the spec's words (spec/000 §5: 5 MB; jpg, jpeg, png, gif).
    const refused = refusalOf('profile-photo', file);
    if (refused) {
      setRefusal(
        refused === MESSAGES.fileTooLarge(file.name)
          ? t('photo.tooLarge', { file: file.name })
          : t('photo.invalidType', { file: file.name }),
      );
      return;
    }
    setRefusal(null);
    setUpload({ status: 'uploading', percent: 0, preview: URL.createObjectURL(file) });
    try {
      const url = await uploadProfilePhoto(userId, file, ({ percent }) =>
        setUpload((current) => (current.status === 'uploading' ? { ...current, percent } : current)),
      );
      saved(url, t('toasts.photoSaved'));
    } catch (error) {
      photoFailure(error);
    } finally {
      setUpload({ status: 'idle' });
    }
  };

  const remove = async () => {
    setRemoving(true);
    try {
      const answer = await savePhoto(userId, null);
      saved(answer.profilePhotoUrl, t('toasts.photoRemoved'));
    } catch (error) {
      fail(t('toasts.photoFailed'), error, t('toasts.photoSaveFailed'));
    } finally {
      setRemoving(false);
    }
  };

  const shown = preview ?? profile.profilePhotoUrl ?? undefined;

  return (
    <Card sx={{ mb: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 2, sm: 3 } }}>
          <Avatar
            src={shown}
            alt={preview ? t('photo.preview') : shown ? t('photo.alt') : undefined}
            sx={{
              width: 96,
              height: 96,
              fontSize: '2rem',
              fontWeight: 600,
              bgcolor: 'secondary.dark',
              color: '#fff',
              border: 3,
              borderColor: 'background.paper',
              boxShadow: '0 0 0 1px rgba(15, 81, 50, 0.15)',
            }}
          >
            {initials(profile.fullName)}
          </Avatar>
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography variant="h2" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {profile.fullName}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {profile.email}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
              <input ref={input} type="file" accept={ACCEPT} hidden onChange={choose} aria-label={t('photo.upload')} />
              <Button
                variant="outlined"
                size="small"
                startIcon={<PhotoCameraOutlined />}
                onClick={() => input.current?.click()}
                disabled={busy}
              >
                {profile.profilePhotoUrl ? t('photo.change') : t('photo.upload')}
              </Button>
              {profile.profilePhotoUrl && (
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteOutlined />}
                  onClick={remove}
                  loading={removing}
                  disabled={upload.status === 'uploading'}
                >
                  {t('photo.remove')}
                </Button>
              )}
            </Box>
            {upload.status === 'uploading' ? (
              <Box sx={{ mt: 1.5, maxWidth: 320 }}>
                <LinearProgress variant="determinate" value={upload.percent} aria-label={t('photo.progress')} />
                <Typography variant="caption" color="text.secondary">
                  {t('photo.uploading', { percent: upload.percent })}
                </Typography>
              </Box>
            ) : (
              <Typography
                variant="caption"
                role={refusal ? 'alert' : undefined}
                color={refusal ? 'error' : 'text.secondary'}
                sx={{ display: 'block', mt: 1 }}
              >
                {refusal ?? t('photo.hint')}
              </Typography>
            )}
          </Box>
          <Box
            sx={{
              flex: { xs: '1 1 100%', md: '0 0 auto' },
              display: 'flex',
              flexDirection: 'column',
              alignItems: { xs: 'flex-start', md: 'flex-end' },
              gap: 0.5,
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('supportText')}
            </Typography>
            <Button component={RouterLink} to="/investor/tickets" size="small" startIcon={<SupportAgentOutlined />}>
              {t('support')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
