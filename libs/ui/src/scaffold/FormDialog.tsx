import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme, type Breakpoint, type SxProps, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  /** Escape, a click outside and Cancel. */
  onClose: () => void;
  /** The title (already translated); it names the dialog (aria-labelledby). */
  title: ReactNode;
  titleSx?: SxProps<Theme>;
  /** The fields. */
  children: ReactNode;
  /** Lines above and below the content (long forms). */
  dividers?: boolean;
  /** Cancel and submit texts (already translated), for the default actions. */
  cancelLabel?: string;
  submitLabel?: string;
  /** Disables both default buttons while the submission runs. */
  submitting?: boolean;
  /** Buttons of the app's own instead of Cancel and submit. */
  actions?: ReactNode;
  actionsSx?: SxProps<Theme>;
  /** Wraps title, content and actions: the app's form element (e.g. react-admin's Form). */
  form?: (body: ReactNode) => ReactNode;
  /** Full screen below the sm breakpoint (600 px); true unless false. */
  fullScreenOnPhone?: boolean;
  maxWidth?: Breakpoint;
  scroll?: 'paper' | 'body';
  /** After the closing transition (e.g. to move the focus). */
  onExited?: () => void;
}

/**
 * The shell of every form dialog: its title naming it, the fields, Cancel and a submit button that are
 * disabled while it submits, full screen on phones. Presentational: texts come translated, and the
 * form (and its state) is the app's.
 *
 * @example <FormDialog open={open} onClose={close} title="Invite an admin" cancelLabel="Cancel" submitLabel="Send" submitting={saving} form={body => <form onSubmit={send}>{body}</form>}>…</FormDialog>
 */
export const FormDialog = ({
  open,
  onClose,
  title,
  titleSx,
  children,
  dividers = false,
  cancelLabel,
  submitLabel,
  submitting = false,
  actions,
  actionsSx = { paddingInline: 3, pb: 2 },
  form = body => body,
  fullScreenOnPhone = true,
  maxWidth = 'sm',
  scroll,
  onExited,
}: FormDialogProps) => {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreenOnPhone && phone}
      scroll={scroll}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      {form(
        <>
          <DialogTitle id={titleId} sx={titleSx}>
            {title}
          </DialogTitle>
          <DialogContent dividers={dividers}>{children}</DialogContent>
          <DialogActions sx={actionsSx}>
            {actions ?? (
              <>
                <Button onClick={onClose} disabled={submitting}>
                  {cancelLabel}
                </Button>
                <Button type="submit" variant="contained" disabled={submitting}>
                  {submitLabel}
                </Button>
              </>
            )}
          </DialogActions>
        </>,
      )}
    </Dialog>
  );
};
