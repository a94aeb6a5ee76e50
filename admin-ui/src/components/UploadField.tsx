import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';

import { UPLOAD_POLICIES, type UploadKind } from '@fund/contracts';
import { refusalOf, UploadError, uploadFile, type UploadedFile } from '@fund/upload';

import { serverMessage } from '../providers/http';
import { fileSizeText, MB_BYTES } from './fileSize';

/** An uploaded file: the PUT's answer (objectPath, stored size and type), its upload URL and the picked file. */
export interface UploadedDocument extends UploadedFile {
  file: File;
}

export interface UploadFieldProps {
  /** The upload policy (contracts UPLOAD_POLICIES): allowed types, maximum size, the hint's words. */
  kind: UploadKind;
  /** Asks the API for a signed upload URL; each kind has its own route (e.g. POST /api/scheme-documents/upload-url). */
  requestUploadUrl: (file: File) => Promise<string>;
  /** Called once the file is stored. */
  onUploaded: (upload: UploadedDocument) => void;
  /** Called when the admin removes the uploaded file (only with `keepUploaded`). */
  onRemove?: () => void;
  /** Told when an upload starts and ends, so a form can hold its submit meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  /** Catalog key (or text) of the field's label. */
  label?: string;
  /** The file picker's filter; the policy's extensions unless given. */
  accept?: string;
  /**
   * true (default): the widget shows the uploaded file with a remove button until removed.
   * false: it returns to idle after each upload, for forms that list the files themselves.
   */
  keepUploaded?: boolean;
  disabled?: boolean;
}

type State =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; percent: number }
  | { status: 'uploaded'; file: File }
  | { status: 'error'; message: string };

/** 'PDF, DOC, DOCX, XLSX, XLS' from the policy's extensions ('image/*' reads as images). */
export const typesText = (kind: UploadKind, translate: ReturnType<typeof useTranslate>) =>
  UPLOAD_POLICIES[kind].extensions
    .map((extension) => (extension.endsWith('/*') ? translate('app.upload.any_image') : extension.slice(1).toUpperCase()))
    .join(', ');

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The back office's one document upload widget (spec/001 §4): idle with a drop zone and the hint of
 * types and size, uploading with a percentage and a progress bar, uploaded with the file name and a
 * remove button, and the error text. One file at a time, sent as soon as it is picked through
 * @fund/upload (signed URL, one PUT, retries); type and size are refused before anything is sent.
 *
 * @example
 * <UploadField kind="scheme-document" label="app.schemes.documents.label"
 *   requestUploadUrl={requestSchemeDocumentUrl} onUploaded={add} keepUploaded={false} />
 */
export const UploadField = ({
  kind,
  requestUploadUrl,
  onUploaded,
  onRemove,
  onBusyChange,
  label,
  accept,
  keepUploaded = true,
  disabled = false,
}: UploadFieldProps) => {
  const translate = useTranslate();
  const [state, setState] = useState<State>({ status: 'idle' });
  const [dragging, setDragging] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const policy = UPLOAD_POLICIES[kind];
  const busy = state.status === 'uploading';

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const start = async (file: File) => {
    const refusal = refusalOf(kind, file);
    if (refusal) return setState({ status: 'error', message: refusal });
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ status: 'uploading', file, percent: 0 });
    try {
      const uploaded = await uploadFile({
        kind,
        file,
        requestUploadUrl,
        signal: controller.signal,
        onProgress: ({ percent }) => setState((current) => (current.status === 'uploading' ? { ...current, percent } : current)),
      });
      if (controller.signal.aborted) return;
      setState(keepUploaded ? { status: 'uploaded', file } : { status: 'idle' });
      onUploaded({ ...uploaded, file });
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      // A refused or failed send carries its own words; a failed request for the upload URL the server's.
      const message = error instanceof UploadError ? error.message : (serverMessage(error) ?? translate('app.upload.add_failed'));
      setState({ status: 'error', message });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const pick = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) return setState({ status: 'error', message: translate('app.upload.one_file') });
    void start(files[0]);
  };

  const cancel = () => {
    abortRef.current?.abort();
    setState({ status: 'idle' });
  };

  const remove = () => {
    setState({ status: 'idle' });
    onRemove?.();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled || busy) return;
    pick(event.dataTransfer.files);
  };

  const labelText = label ? translate(label, { _: label }) : undefined;
  const hint = translate('app.upload.hint', { types: typesText(kind, translate), size: Math.round(policy.maxBytes / MB_BYTES) });

  return (
    <Box role="group" aria-label={labelText}>
      {labelText && (
        <Typography variant="body2" component="p" sx={{ fontWeight: 600, mb: 0.75 }}>
          {labelText}
        </Typography>
      )}
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled && !busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={(theme) => ({
          border: `1.5px dashed ${state.status === 'error' ? theme.palette.error.main : dragging ? theme.palette.primary.main : theme.palette.divider}`,
          borderRadius: 2,
          p: 2,
          bgcolor: dragging ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
          transition: 'background-color 120ms, border-color 120ms',
          opacity: disabled ? 0.6 : 1,
        })}
      >
        {state.status === 'uploading' ? (
          <Stack spacing={1}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              <InsertDriveFileOutlinedIcon color="action" aria-hidden />
              <Typography variant="body2" role="status" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {translate('app.upload.uploading', { name: state.file.name, percent: state.percent })}
              </Typography>
              <IconButton size="small" onClick={cancel} aria-label={translate('app.upload.cancel', { name: state.file.name })}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={state.percent}
              aria-label={translate('app.upload.progress', { name: state.file.name })}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Stack>
        ) : state.status === 'uploaded' ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <InsertDriveFileOutlinedIcon color="primary" aria-hidden />
            <Box sx={{ flex: 1, minWidth: 0 }} role="status">
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {state.file.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('app.upload.uploaded', { size: fileSizeText(state.file.size, translate) })}
              </Typography>
            </Box>
            <IconButton onClick={remove} disabled={disabled} aria-label={translate('app.upload.remove', { name: state.file.name })}>
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
            <UploadFileOutlinedIcon color="action" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2">{translate('app.upload.drop')}</Typography>
              <Typography id={hintId} variant="caption" color="text.secondary">
                {hint}
              </Typography>
            </Box>
            <Button variant="outlined" component="label" disabled={disabled} startIcon={<UploadFileOutlinedIcon />}>
              {translate('app.upload.choose')}
              <input
                type="file"
                hidden
                accept={accept ?? policy.extensions.join(',')}
                aria-describedby={hintId}
                disabled={disabled}
                onChange={(event) => {
                  pick(event.target.files);
                  // The same file may be picked again after a removal or an error.
                  event.target.value = '';
                }}
              />
            </Button>
          </Stack>
        )}
      </Box>
      {state.status === 'error' && (
        <Stack direction="row" spacing={0.75} role="alert" sx={{ mt: 0.75, color: 'error.main', alignItems: 'flex-start' }}>
          <ErrorOutlineIcon fontSize="small" aria-hidden sx={{ mt: '1px' }} />
          <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
            {state.message}
          </Typography>
        </Stack>
      )}
    </Box>
  );
};
