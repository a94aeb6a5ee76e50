import { KYC_STATUSES, type KycApplicationView, type KycStatus } from '@fund/contracts';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { Box, Chip, Stack, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { ListBase, Pagination, useGetList, useListContext, useTranslate } from 'react-admin';

import { CardGrid } from '../components/CardGrid';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { SearchField } from '../components/SearchField';
import { CredentialsDialog } from './CredentialsDialog';
import { KycCard, KycCardSkeleton } from './KycCard';
import { KycDetailsDialog } from './KycDetailsDialog';
import { KYC_CSV_COLUMNS } from './kycCsv';
import { RejectDialog } from './RejectDialog';
import { useKycReview } from './useKycReview';
import { useNotifyFailure } from '../components/useNotifyFailure';

/** Divisible by 1, 2 and 3, so every page fills the grid's rows at each width. */
export const KYC_PAGE_SIZE = 24;

const TabCount = ({ status, q }: { status: KycStatus; q?: string }) => {
  const { total, isPending, error } = useGetList('kyc', { filter: { status, ...(q && { q }) }, pagination: { page: 1, perPage: 1 } });
  if (isPending || error || total === undefined) return null;
  return <Chip label={total.toLocaleString('en-US')} size="small" className="tabular-nums" sx={{ height: 20, fontSize: '0.75rem' }} />;
};

/** The Pending / Approved / Rejected tabs (spec/001 §2), each with its count; the status is the list's filter, kept in the URL. */
const KycTabs = ({ panelId }: { panelId: string }) => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const status: KycStatus = filterValues.status ?? 'pending';
  return (
    <Tabs
      value={status}
      onChange={(_, value: KycStatus) => setFilters({ ...filterValues, status: value }, displayedFilters)}
      aria-label={translate('app.kyc.tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBlockEnd: '1px solid', borderColor: 'divider', mb: 3 }}
    >
      {KYC_STATUSES.map(value => (
        <Tab
          key={value}
          value={value}
          id={`${panelId}-tab-${value}`}
          aria-controls={panelId}
          iconPosition="end"
          icon={<TabCount status={value} q={filterValues.q} />}
          label={translate(`app.kyc.tabs.${value}`)}
          sx={{ gap: 1 }}
        />
      ))}
    </Tabs>
  );
};

type Dialogs = { details: KycApplicationView | null; credentials: KycApplicationView | null; reject: KycApplicationView | null };
const CLOSED: Dialogs = { details: null, credentials: null, reject: null };

const KycResults = ({ panelId }: { panelId: string }) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch, filterValues } = useListContext<KycApplicationView>();
  const { review, isPending: reviewing } = useKycReview();
  const [dialogs, setDialogs] = useState<Dialogs>(CLOSED);
  const [busyId, setBusyId] = useState<string | null>(null);
  const status: KycStatus = filterValues.status ?? 'pending';

  const handlers = {
    // spec/001 §4: approval opens the credentials dialog with the approved application.
    onApprove: (application: KycApplicationView) => {
      setBusyId(String(application.id));
      review(application, 'approved', updated => setDialogs({ ...CLOSED, credentials: updated }));
    },
    onReject: (application: KycApplicationView) => setDialogs(current => ({ ...current, reject: application })),
    onCreateCredentials: (application: KycApplicationView) => setDialogs({ ...CLOSED, credentials: application }),
  };
  const busy = (application: KycApplicationView | null) => reviewing && busyId === String(application?.id);
  // The Approve button that opened Create Login Credentials has left this tab with the approval, so the
  // dialog cannot hand the focus back to it: the selected tab takes it instead of the top of the page.
  const refocusAfterCredentials = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[role="dialog"]')) document.getElementById(`${panelId}-tab-${status}`)?.focus();
  };

  return (
    <Box id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${status}`} aria-busy={isPending || undefined}>
      {error ? (
        <ErrorState title="app.kyc.notify.fetch_failed" error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <CardGrid>
          {[0, 1, 2].map(i => (
            <KycCardSkeleton key={i} />
          ))}
        </CardGrid>
      ) : data.length === 0 ? (
        <EmptyState
          icon={<FactCheckOutlinedIcon />}
          text={filterValues.q ? 'app.kyc.empty.search' : `app.kyc.empty.${status}`}
          textOptions={{ q: filterValues.q }}
        />
      ) : (
        <CardGrid component="ul" aria-label={translate('app.kyc.list_label', { status: translate(`app.kyc.tabs.${status}`) })}>
          {data.map(application => (
            <li key={application.id}>
              <KycCard
                application={application}
                onViewDetails={a => setDialogs({ ...CLOSED, details: a })}
                busy={busy(application)}
                {...handlers}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <KycDetailsDialog
        application={dialogs.details}
        onClose={() => setDialogs(CLOSED)}
        busy={busy(dialogs.details)}
        {...handlers}
      />
      <RejectDialog
        application={dialogs.reject}
        onClose={() => setDialogs(current => ({ ...current, reject: null }))}
        onRejected={() => setDialogs(CLOSED)}
      />
      <CredentialsDialog application={dialogs.credentials} onClose={() => setDialogs(CLOSED)} onExited={refocusAfterCredentials} />
    </Box>
  );
};

const KycView = () => {
  const translate = useTranslate();
  const panelId = useId();
  return (
    <>
      <PageHeader title="app.kyc.title" subtitle={translate('app.kyc.subtitle')} actions={<ExportCsvButton resource="kyc" name="kyc-applications" columns={KYC_CSV_COLUMNS} />} />
      <KycTabs panelId={panelId} />
      <Stack direction="row" sx={{ mb: 2, maxWidth: { sm: '24rem' } }}>
        <SearchField label={translate('app.kyc.search')} />
      </Stack>
      <KycResults panelId={panelId} />
      <Pagination rowsPerPageOptions={[12, KYC_PAGE_SIZE, 48]} sx={{ mt: 2 }} />
    </>
  );
};

/**
 * KYC Management (/admin/kyc, spec/001 §2): applications by status, newest first, paged through
 * GET /api/kyc; review them, read every field, and issue login credentials to approved applicants.
 */
export const KycPage = () => {
  const notifyFailure = useNotifyFailure();
  return (
    <ListBase<KycApplicationView>
      resource="kyc"
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'submittedAt', order: 'DESC' }}
      perPage={KYC_PAGE_SIZE}
      queryOptions={{ onError: error => notifyFailure(error, 'app.kyc.notify.fetch_failed') }}
    >
      <KycView />
    </ListBase>
  );
};
