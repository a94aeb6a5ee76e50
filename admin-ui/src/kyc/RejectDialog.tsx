import { DialogContentText, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

import { KYC_REJECTION_REASON_MAX, type KycApplicationView } from '@fund/contracts';

import { ConfirmDialog } from '../components/ConfirmDialog';
import { useKycReview } from './useKycReview';

export interface RejectDialogProps {
  application: KycApplicationView | null;
  onClose: () => void;
  /** After the rejection is saved (the details dialog, if open, closes too). */
  onRejected: () => void;
}

/**
 * A rejection is final (only pending applications are reviewed), so it is confirmed first, and it
 * needs a reason (issue 21): kept on the application and e-mailed to the applicant. Reject stays
 * disabled until one is typed; it is sent trimmed, at most KYC_REJECTION_REASON_MAX characters.
 */
export const RejectDialog = ({ application, onClose, onRejected }: RejectDialogProps) => {
  const translate = useTranslate();
  const { review, isPending } = useKycReview();
  const [reason, setReason] = useState('');
  // Each opening starts with an empty reason.
  useEffect(() => {
    if (application === null) setReason('');
  }, [application]);
  const trimmed = reason.trim();
  return (
    <ConfirmDialog
      open={application !== null}
      destructive
      title="app.kyc.reject.title"
      content={
        <>
          <DialogContentText>{translate('app.kyc.reject.content')}</DialogContentText>
          <TextField
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            label={translate('app.kyc.reject.reason')}
            helperText={`${translate('app.kyc.reject.reason_hint')} ${reason.length} / ${KYC_REJECTION_REASON_MAX}`}
            required
            multiline
            minRows={3}
            fullWidth
            disabled={isPending}
            slotProps={{ htmlInput: { maxLength: KYC_REJECTION_REASON_MAX } }}
            sx={{ mt: 2 }}
          />
        </>
      }
      translateOptions={{ name: application?.fullName }}
      confirmLabel="app.kyc.action.reject"
      loading={isPending}
      confirmDisabled={trimmed === ''}
      onConfirm={() => application && trimmed !== '' && review(application, 'rejected', onRejected, trimmed)}
      onClose={onClose}
    />
  );
};
