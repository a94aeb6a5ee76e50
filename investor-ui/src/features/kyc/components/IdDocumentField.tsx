import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { MB, UPLOAD_POLICIES } from '@fund/contracts';
import { visuallyHidden } from '@fund/ui';

import { DropZone } from '../../../components/DropZone';
import type { KycFormValues } from '../kycForm';
import type { IdDocumentUpload } from './useIdDocumentUpload';

export type { IdDocumentUpload } from './useIdDocumentUpload';

const POLICY = UPLOAD_POLICIES['kyc-document'];

/** The ID document: choose or drop one file, watch it upload, replace it at will. */
export function IdDocumentField({ upload }: { upload: IdDocumentUpload }) {
  const { t } = useTranslation('kyc');
  const { control } = useFormContext<KycFormValues>();
  const input = useRef<HTMLInputElement>(null);

  return (
    <Controller
      name="idUploadUrl"
      control={control}
      render={({ field, fieldState }) => {
        const message = upload.error ?? fieldState.error?.message;
        const done = upload.status === 'done' && Boolean(field.value);
        return (
          <FormControl error={Boolean(message)} fullWidth>
            <FormLabel required id="id-document-label" sx={{ mb: 1 }}>
              {t('fields.idUploadUrl')}
            </FormLabel>
            <DropZone onFile={(file) => void upload.start(file)} error={Boolean(message)}>
              <Box aria-hidden sx={{ color: done ? 'success.main' : 'primary.main', display: 'flex', '& svg': { fontSize: 36 } }}>
                {done ? <CheckCircleRounded /> : <UploadFileOutlined />}
              </Box>
              <Box sx={{ flex: '1 1 12rem', minWidth: 0 }} aria-live="polite">
                {upload.status === 'uploading' ? (
                  <>
                    <Typography variant="body2" noWrap sx={{ mb: 1 }}>
                      {t('upload.uploading', { name: upload.fileName })}
                    </Typography>
                    <LinearProgress variant="determinate" value={upload.percent} aria-label={t('upload.progress')} />
                  </>
                ) : done ? (
                  <>
                    <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                      {upload.fileName}
                    </Typography>
                    <Typography variant="caption" color="success.main">
                      {t('upload.uploaded')}
                    </Typography>
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('upload.hint', { size: POLICY.maxBytes / MB })}
                  </Typography>
                )}
              </Box>
              {/* A real button opens the file input, so Enter and Space work like a click. */}
              <Button
                onClick={() => input.current?.click()}
                variant={done ? 'outlined' : 'contained'}
                startIcon={<CloudUploadOutlined />}
                disabled={upload.uploading}
                ref={field.ref}
              >
                {done ? t('upload.replace') : t('upload.choose')}
              </Button>
              <input
                ref={input}
                id="id-document-input"
                type="file"
                tabIndex={-1}
                accept={POLICY.extensions.join(',')}
                aria-labelledby="id-document-label"
                disabled={upload.uploading}
                style={visuallyHidden}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void upload.start(file);
                }}
              />
            </DropZone>
            {message && <FormHelperText>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
