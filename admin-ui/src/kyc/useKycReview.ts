import { useNotify, useRefresh, useUpdate } from 'react-admin';

import type { KycApplicationView, KycStatus } from '@fund/contracts';

import { useNotifyFailure } from '../components/useNotifyFailure';

/**
 * Approves or rejects a pending application (PATCH /api/kyc/{id} with {status}, spec/001 §7; a
 * rejection adds its required rejectionReason, issue 21),
 * with the §8 toasts. Everything is refreshed afterwards: the tab counts, the lists, the dashboard's
 * pending figures (§7: after KYC success the KYC, expressions and investors lists reload).
 */
export const useKycReview = () => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<KycApplicationView>();

  const review = (
    application: KycApplicationView,
    status: Exclude<KycStatus, 'pending'>,
    onDone?: (updated: KycApplicationView) => void,
    rejectionReason?: string,
  ) =>
    update(
      'kyc',
      { id: application.id, data: rejectionReason === undefined ? { status } : { status, rejectionReason }, previousData: application },
      {
        mutationMode: 'pessimistic',
        onSuccess: (updated) => {
          notify('app.kyc.notify.status_updated', { type: 'success' });
          refresh();
          onDone?.(updated);
        },
        onError: (error) => notifyFailure(error, 'app.kyc.notify.update_failed'),
      },
    );

  return { review, isPending };
};
