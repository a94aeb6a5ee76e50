import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

import { KYC_STATUSES, type KycApplicationView, type KycStatus } from '@fund/contracts';

import { CardListPage, CardListView, type CardListTabs } from '../components/CardListView';
import { EmptyState } from '../components/EmptyState';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { PageHeader } from '../components/PageHeader';
import { CredentialsDialog } from './CredentialsDialog';
import { KycCard, KycCardSkeleton } from './KycCard';
import { KYC_CSV_COLUMNS } from './kycCsv';
import { KycDetailsDialog } from './KycDetailsDialog';
import { RejectDialog } from './RejectDialog';
import { useKycReview } from './useKycReview';

/** Divisible by 1, 2 and 3, so every page fills the grid's rows at each width. */
export const KYC_PAGE_SIZE = 24;

/** The Pending / Approved / Rejected tabs (spec/001 §2), each with its count; the status is the list's filter, kept in the URL. */
const KYC_TABS: CardListTabs<KycStatus> = {
  label: 'app.kyc.tabs.label',
  values: KYC_STATUSES,
  labelOf: (value) => `app.kyc.tabs.${value}`,
  current: (filter) => (filter.status as KycStatus | undefined) ?? 'pending',
  select: (status, filter) => ({ ...filter, status }),
  countFilter: (status, filter) => ({ status, ...(filter.q ? { q: filter.q } : {}) }),
};

type Dialogs = { details: KycApplicationView | null; credentials: KycApplicationView | null; reject: KycApplicationView | null };
const CLOSED: Dialogs = { details: null, credentials: null, reject: null };

const KycView = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext<KycApplicationView>();
  const { review, isPending: reviewing } = useKycReview();
  const [dialogs, setDialogs] = useState<Dialogs>(CLOSED);
  const [busyId, setBusyId] = useState<string | null>(null);
  const status = KYC_TABS.current(filterValues);

  const handlers = {
    // spec/001 §4: approval opens the credentials dialog with the approved application.
    onApprove: (application: KycApplicationView) => {
      setBusyId(String(application.id));
      review(application, 'approved', (updated) => setDialogs({ ...CLOSED, credentials: updated }));
    },
    onReject: (application: KycApplicationView) => setDialogs((current) => ({ ...current, reject: application })),
    onCreateCredentials: (application: KycApplicationView) => setDialogs({ ...CLOSED, credentials: application }),
  };
  const busy = (application: KycApplicationView | null) => reviewing && busyId === String(application?.id);
  // The Approve button that opened Create Login Credentials has left this tab with the approval, so the
  // dialog cannot hand the focus back to it: the selected tab takes it instead of the top of the page.
  const refocusAfterCredentials = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[role="dialog"]'))
      document.querySelector<HTMLElement>(`[role="tab"][aria-selected="true"]`)?.focus();
  };

  return (
    <CardListView<KycApplicationView, KycStatus>
      header={
        <PageHeader
          title="app.kyc.title"
          subtitle={translate('app.kyc.subtitle')}
          actions={<ExportCsvButton resource="kyc" name="kyc-applications" columns={KYC_CSV_COLUMNS} />}
        />
      }
      tabs={KYC_TABS}
      search="app.kyc.search"
      fetchFailed="app.kyc.notify.fetch_failed"
      skeleton={<KycCardSkeleton />}
      empty={
        <EmptyState
          icon={<FactCheckOutlinedIcon />}
          text={filterValues.q ? 'app.kyc.empty.search' : `app.kyc.empty.${status}`}
          textOptions={{ q: filterValues.q }}
        />
      }
      listLabel={translate('app.kyc.list_label', { status: translate(`app.kyc.tabs.${status}`) })}
      renderItem={(application) => (
        <KycCard
          application={application}
          onViewDetails={(a) => setDialogs({ ...CLOSED, details: a })}
          busy={busy(application)}
          {...handlers}
        />
      )}
      perPage={KYC_PAGE_SIZE}
    >
      <KycDetailsDialog application={dialogs.details} onClose={() => setDialogs(CLOSED)} busy={busy(dialogs.details)} {...handlers} />
      <RejectDialog
        application={dialogs.reject}
        onClose={() => setDialogs((current) => ({ ...current, reject: null }))}
        onRejected={() => setDialogs(CLOSED)}
      />
      <CredentialsDialog application={dialogs.credentials} onClose={() => setDialogs(CLOSED)} onExited={refocusAfterCredentials} />
    </CardListView>
  );
};

/**
 * KYC Management (/admin/kyc, spec/001 §2): applications by status, newest first, paged through
 * GET /api/kyc; review them, read every field, and issue login credentials to approved applicants.
 */
export const KycPage = () => (
  <CardListPage
    resource="kyc"
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'submittedAt', order: 'DESC' }}
    perPage={KYC_PAGE_SIZE}
    fetchFailed="app.kyc.notify.fetch_failed"
  >
    <KycView />
  </CardListPage>
);
