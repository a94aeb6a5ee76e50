import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { KycApplicationView } from '@fund/contracts';

export interface KycActionHandlers {
  onApprove: (application: KycApplicationView) => void;
  onReject: (application: KycApplicationView) => void;
  onCreateCredentials: (application: KycApplicationView) => void;
  /** A review of this application is being saved. */
  busy?: boolean;
}

/**
 * What an application offers besides View Details (spec/001 §2): Reject and Approve while pending,
 * Create Login Credentials once approved while it has no investorId, nothing otherwise.
 */
export const KycActions = ({
  application,
  onApprove,
  onReject,
  onCreateCredentials,
  busy = false,
}: KycActionHandlers & { application: KycApplicationView }) => {
  const translate = useTranslate();
  if (application.status === 'pending') {
    return (
      <>
        <Button color="error" variant="outlined" size="small" disabled={busy} onClick={() => onReject(application)}>
          {translate('app.kyc.action.reject')}
        </Button>
        <Button color="success" variant="contained" size="small" loading={busy} onClick={() => onApprove(application)}>
          {translate('app.kyc.action.approve')}
        </Button>
      </>
    );
  }
  if (application.status === 'approved' && !application.investorId) {
    return (
      <Button variant="contained" size="small" startIcon={<KeyOutlinedIcon />} onClick={() => onCreateCredentials(application)}>
        {translate('app.kyc.action.create_credentials')}
      </Button>
    );
  }
  return null;
};
