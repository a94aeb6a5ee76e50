import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { useGetList, useTranslate } from 'react-admin';

import { formatDate, type KycApplicationView } from '@fund/contracts';

import { PendingListCard } from './PendingList';

/** The newest few applications the card lists (the count covers them all). */
const NEWEST_APPLICATIONS = 5;

/** spec/001 §2: the Pending KYC Applications card, the count and the newest few, linking to /admin/kyc. */
export const PendingKycCard = () => {
  const translate = useTranslate();
  const { data, total, isPending, error, refetch } = useGetList<KycApplicationView>(
    'kyc',
    { filter: { status: 'pending' }, pagination: { page: 1, perPage: NEWEST_APPLICATIONS }, sort: { field: 'submittedAt', order: 'DESC' } },
    { staleTime: 0 },
  );
  return (
    <PendingListCard
      title="app.dashboard.pending_kyc.title"
      subheader={total !== undefined && !error ? translate('app.dashboard.pending_kyc.count', { smart_count: total }) : undefined}
      items={data?.map((application) => ({
        id: String(application.id),
        primary: application.fullName,
        secondary: [
          application.country ?? application.email,
          translate('app.dashboard.pending_kyc.submitted', { date: formatDate(application.submittedAt, true) }),
        ].join(' · '),
      }))}
      loading={isPending}
      error={error}
      errorTitle="app.dashboard.pending_kyc.fetch_failed"
      onRetry={() => void refetch()}
      emptyIcon={<FactCheckOutlinedIcon />}
      emptyText="app.dashboard.pending_kyc.empty"
      to="/kyc"
      linkLabel="app.dashboard.pending_kyc.link"
      rows={3}
    />
  );
};
