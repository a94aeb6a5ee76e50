import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  /** Catalog key (or text) of the question, e.g. 'app.schemes.delete_title'. */
  title: string;
  /** Catalog key (or text) of the explanation, or any content. */
  content?: ReactNode;
  /** Interpolation values for title and content keys. */
  translateOptions?: Record<string, unknown>;
  /** Catalog keys (or texts) of what the action removes, shown as a list (spec/001 §2 scheme delete). */
  consequences?: string[];
  /** Adds 'This action cannot be undone.' */
  irreversible?: boolean;
  /** Catalog key (or text) of the confirm button; 'Confirm' by default. */
  confirmLabel?: string;
  /** Red confirm button with a delete icon. */
  destructive?: boolean;
  /** Disables both buttons while the action runs. */
  loading?: boolean;
  /** Keeps the confirm button disabled, e.g. while what a delete destroys is being counted. */
  confirmDisabled?: boolean;
  /**
   * Issue 19 item 5: the confirm button stays disabled until `text` (a scheme's or an investor's name) is
   * typed exactly (letter case included; spaces around it do not count) in a field labelled `label`
   * under the line `prompt` (catalog keys; `prompt` gets `name`: the text).
   */
  typeToConfirm?: { text: string; prompt: string; label: string };
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The console's one confirmation dialog (delete, archive, reject, disable), with the consequence list
 * and 'cannot be undone' line the spec's dialogs use. It looks like react-admin's Confirm, but the
 * focus starts on Cancel (react-admin's puts it on the confirm button, so an Enter pressed by habit
 * would delete); Escape and a click outside cancel too.
 *
 * @example
 * <ConfirmDialog open={open} destructive irreversible title="app.schemes.delete_title"
 *   consequences={['app.schemes.delete_configuration', ...]} confirmLabel="app.common.action.delete_permanently"
 *   onConfirm={remove} onClose={close} />
 */
export const ConfirmDialog = ({
  open,
  title,
  content,
  translateOptions,
  consequences,
  irreversible = false,
  confirmLabel = 'ra.action.confirm',
  destructive = false,
  loading = false,
  confirmDisabled = false,
  typeToConfirm,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  // Each opening starts with an empty field.
  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);
  const typedOk = !typeToConfirm || typed.trim() === typeToConfirm.text.trim();
  const text = (key: string) => translate(key, { _: key, ...translateOptions });
  // A click inside must not reach a clickable row the dialog was opened from.
  const stop = (event: MouseEvent) => event.stopPropagation();
  const ConfirmIcon = destructive ? DeleteOutlineIcon : CheckCircleIcon;
  const body = (
    <>
      {typeof content === 'string' ? <DialogContentText>{text(content)}</DialogContentText> : content}
      {consequences && consequences.length > 0 && (
        <Box component="ul" sx={{ mt: 1, mb: 0, paddingInlineStart: 3, color: 'text.secondary' }}>
          {consequences.map((item) => (
            <li key={item}>{text(item)}</li>
          ))}
        </Box>
      )}
      {irreversible && (
        <DialogContentText sx={{ mt: 1.5, fontWeight: 600, color: 'error.main' }}>
          {translate('app.common.confirm.cannot_undo')}
        </DialogContentText>
      )}
      {typeToConfirm && (
        <>
          <DialogContentText sx={{ mt: 2 }}>{translate(typeToConfirm.prompt, { name: typeToConfirm.text })}</DialogContentText>
          <TextField
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            label={translate(typeToConfirm.label)}
            size="small"
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false } }}
            sx={{ mt: 1 }}
          />
        </>
      )}
    </>
  );
  return (
    <Dialog open={open} onClose={onClose} onClick={stop} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text(title)}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button disabled={loading} onClick={onClose} startIcon={<ErrorOutlineIcon />} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          disabled={loading || confirmDisabled || !typedOk}
          onClick={(event) => {
            event.stopPropagation();
            onConfirm();
          }}
          color={destructive ? 'error' : 'primary'}
          startIcon={<ConfirmIcon />}
        >
          {text(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
