import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
  type Breakpoint,
  type DialogActionsProps,
  type DialogContentProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId, type ElementType, type ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  /** Escape, a click outside and Cancel. */
  onClose: () => void;
  /** The title (already translated); it names the dialog (aria-labelledby). */
  title: ReactNode;
  titleSx?: SxProps<Theme>;
  /** `component: 'div'` when the title holds a heading of its own (then name the dialog with `labelledBy`). */
  titleProps?: { component?: ElementType };
  /** The id of what names the dialog, when it is not the whole title. */
  labelledBy?: string;
  /** Between the title and the content (e.g. tabs, a close button). */
  header?: ReactNode;
  /** The content's other props (an id and role for a tab panel, its sx). */
  contentProps?: Omit<DialogContentProps, 'children' | 'dividers'>;
  /** The fields. */
  children: ReactNode;
  /** Lines above and below the content (long forms). */
  dividers?: boolean;
  /** Cancel and submit texts (already translated), for the default actions. */
  cancelLabel?: string;
  submitLabel?: string;
  /** Disables both default buttons while the submission runs. */
  submitting?: boolean;
  /** Buttons of the app's own instead of Cancel and submit; `null` for none. */
  actions?: ReactNode;
  actionsSx?: SxProps<Theme>;
  actionsProps?: Omit<DialogActionsProps, 'children' | 'sx'>;
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
  titleProps,
  labelledBy,
  header,
  contentProps,
  children,
  dividers = false,
  cancelLabel,
  submitLabel,
  submitting = false,
  actions,
  actionsSx = { paddingInline: 3, pb: 2 },
  actionsProps,
  form = (body) => body,
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
      aria-labelledby={labelledBy ?? titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreenOnPhone && phone}
      scroll={scroll}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      {form(
        <>
          <DialogTitle id={labelledBy ? undefined : titleId} sx={titleSx} {...titleProps}>
            {title}
          </DialogTitle>
          {header}
          <DialogContent dividers={dividers} {...contentProps}>
            {children}
          </DialogContent>
          <DialogActions sx={actionsSx} {...actionsProps}>
            {actions !== undefined ? (
              actions
            ) : (
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
