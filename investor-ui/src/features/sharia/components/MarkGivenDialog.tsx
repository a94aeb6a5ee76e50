import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, formatMoneyFull, UPLOAD_POLICIES, type PurificationEntryView } from '@fund/contracts';
import { visuallyHidden } from '@fund/ui';
import { refusalOf, UploadError } from '@fund/upload';

import { DropZone } from '../../../components/DropZone';
import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { uploadPurificationReceipt, useMarkPurification } from '../api/purification';

type Upload = { status: 'idle' | 'uploading' | 'done' | 'error'; percent: number; name: string; objectPath?: string; error?: string };

/** "Mark given": the entry's amount, an optional receipt (uploaded when chosen), then PUT {given: true, receiptUrl}. */
export function MarkGivenDialog({ entry, onClose }: { entry: PurificationEntryView; onClose: () => void }) {
  const { t } = useTranslation(['sharia', 'common']);
  const { toast } = useToast();
  const mark = useMarkPurification();
  const [upload, setUpload] = useState<Upload>({ status: 'idle', percent: 0, name: '' });
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const receiptId = useId();
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (file: File) => {
    const refusal = refusalOf('purification-receipt', file);
    if (refusal) return setUpload({ status: 'error', percent: 0, name: file.name, error: refusal });
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setUpload({ status: 'uploading', percent: 0, name: file.name });
    try {
      const objectPath = await uploadPurificationReceipt(file, ({ percent }) => setUpload((u) => ({ ...u, percent })), current.signal);
      setUpload({ status: 'done', percent: 100, name: file.name, objectPath });
    } catch (failure) {
      if (current.signal.aborted) return;
      const message = failure instanceof UploadError ? failure.message : getServerMessage(failure, t('purification.uploadFailed'));
      setUpload({ status: 'error', percent: 0, name: file.name, error: message });
    }
  };

  const confirm = () => {
    setError(null);
    mark.mutate(
      { id: entry.id, given: true, receiptUrl: upload.objectPath ?? null },
      {
        onSuccess: () => {
          toast({ title: t('purification.saved') });
          onClose();
        },
        onError: (failure) => setError(getServerMessage(failure, t('purification.saveFailed'))),
      },
    );
  };

  const amount = formatMoneyFull(entry.amount);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('purification.dialogTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {t('purification.dialogText', { amount, date: formatDate(entry.paidOn), scheme: entry.schemeName })}
        </DialogContentText>
        <Typography id={receiptId} component="h3" variant="subtitle2">
          {t('purification.receiptLabel')}
        </Typography>
        <DropZone onFile={(file) => void start(file)} error={upload.status === 'error'} dense>
          <input
            ref={input}
            type="file"
            // Not `hidden`: the dialog's focus trap would pick it as its first stop, which no browser can
            // focus, and Tab would stay on the dialog. Out of the tab order: the button below opens it.
            tabIndex={-1}
            style={visuallyHidden}
            aria-labelledby={receiptId}
            accept={UPLOAD_POLICIES['purification-receipt'].extensions.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void start(file);
              event.target.value = '';
            }}
          />
          <Button variant="outlined" startIcon={<AttachFileRounded />} onClick={() => input.current?.click()} aria-describedby={receiptId}>
            {upload.status === 'done' ? t('purification.replaceReceipt') : t('purification.chooseReceipt')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('purification.dropHint')} · {t('purification.receiptHint')}
          </Typography>
        </DropZone>
        {upload.status === 'uploading' && (
          <>
            <Typography variant="body2">{t('purification.uploading', { name: upload.name })}</Typography>
            <LinearProgress variant="determinate" value={upload.percent} aria-label={t('purification.uploading', { name: upload.name })} />
          </>
        )}
        {upload.status === 'done' && (
          <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
            {t('purification.uploaded', { name: upload.name })}
          </Typography>
        )}
        {upload.status === 'error' && (
          <Alert severity="error" role="alert">
            {upload.error}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={mark.isPending || upload.status === 'uploading'}>
          {mark.isPending ? t('purification.saving') : t('purification.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
