import type { KycApplicationView } from '@fund/contracts';

import { ConfirmDialog } from '../components/ConfirmDialog';
import { useKycReview } from './useKycReview';

export interface RejectDialogProps {
  application: KycApplicationView | null;
  onClose: () => void;
  /** After the rejection is saved (the details dialog, if open, closes too). */
  onRejected: () => void;
}

/** A rejection is final (only pending applications are reviewed), so it is confirmed first. */
export const RejectDialog = ({ application, onClose, onRejected }: RejectDialogProps) => {
  const { review, isPending } = useKycReview();
  return (
    <ConfirmDialog
      open={application !== null}
      destructive
      title="app.kyc.reject.title"
      content="app.kyc.reject.content"
      translateOptions={{ name: application?.fullName }}
      confirmLabel="app.kyc.action.reject"
      loading={isPending}
      onConfirm={() => application && review(application, 'rejected', onRejected)}
      onClose={onClose}
    />
  );
};
