import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Box, DialogContentText } from '@mui/material';
import type { ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';

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
  /** Catalog key (or text) of the confirm button; react-admin's Confirm by default. */
  confirmLabel?: string;
  /** Red confirm button with a delete icon. */
  destructive?: boolean;
  /** Disables both buttons while the action runs. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * react-admin's Confirm for delete and archive confirmations, with the consequence list and
 * 'cannot be undone' line the spec's dialogs use.
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
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const text = (key: string) => translate(key, { _: key, ...translateOptions });
  const body = (
    <>
      {typeof content === 'string' ? <DialogContentText>{text(content)}</DialogContentText> : content}
      {consequences && consequences.length > 0 && (
        <Box component="ul" sx={{ mt: 1, mb: 0, paddingInlineStart: 3, color: 'text.secondary' }}>
          {consequences.map(item => (
            <li key={item}>{text(item)}</li>
          ))}
        </Box>
      )}
      {irreversible && (
        <DialogContentText sx={{ mt: 1.5, fontWeight: 600, color: 'error.main' }}>{translate('app.common.confirm.cannot_undo')}</DialogContentText>
      )}
    </>
  );
  return (
    <Confirm
      isOpen={open}
      loading={loading}
      title={text(title)}
      content={body}
      confirm={confirmLabel}
      confirmColor={destructive ? 'warning' : 'primary'}
      {...(destructive && { ConfirmIcon: DeleteOutlineIcon })}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
