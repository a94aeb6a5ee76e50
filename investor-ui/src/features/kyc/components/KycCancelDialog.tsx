import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type KycCancelDialogProps = {
  open: boolean;
  /** Back to the form, nothing changed (also Escape and a click outside). */
  onContinue: () => void;
  /** Leave the wizard, keeping the saved answers for later. */
  onLeave: () => void;
  /** Forget the saved answers, then leave. */
  onDiscard: () => void;
};

/**
 * The wizard's Cancel: continue, leave keeping the answers saved on this device, or discard them
 * (the way to clear a shared computer). The focus starts on the safe choice, Continue application.
 */
export function KycCancelDialog({ open, onContinue, onLeave, onDiscard }: KycCancelDialogProps) {
  const { t } = useTranslation('kyc');
  const titleId = useId();
  const textId = useId();

  return (
    <Dialog open={open} onClose={onContinue} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm">
      <DialogTitle id={titleId}>{t('cancelDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('cancelDialog.text')}</DialogContentText>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, paddingInline: 3, paddingBlockEnd: 2 }}>
        <Button color="error" onClick={onDiscard}>
          {t('cancelDialog.discard')}
        </Button>
        <Button onClick={onLeave}>{t('cancelDialog.keep')}</Button>
        <Button variant="contained" onClick={onContinue} autoFocus>
          {t('cancelDialog.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
