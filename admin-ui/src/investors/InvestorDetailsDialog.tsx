import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShowChartOutlinedIcon from '@mui/icons-material/ShowChartOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { Box, Button, FormControlLabel, Skeleton, Switch, Tab, TableCell, TableRow, Tabs, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { Link, useTranslate } from 'react-admin';

import {
  formatDate,
  formatMoneyFull,
  totalReturnPercentage,
  transactionDirection,
  type ActivityView,
  type InvestorDetailsView,
  type InvestorSummaryView,
  type KycApplicationView,
} from '@fund/contracts';
import { DateText, Money, Percent, TotalReturnPercent, visuallyHidden } from '@fund/ui';

import { UserSessions } from '../account/UserSessions';
import { AdminFormDialog } from '../components/AdminFormDialog';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { PlainTable } from '../components/PlainTable';
import { StatusChip } from '../components/StatusChip';
import { TablePager, useTablePaging } from '../components/TablePager';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { InvestorDocuments } from '../statements/InvestorDocuments';
import { ticketsLink } from '../tickets/ticketGroups';
import { CorrectPersonalForm } from './CorrectPersonalForm';
import { useInvestorActivities, useInvestorDetails, useInvestorTransactions } from './investorHooks';

const TABS = ['overview', 'investments', 'transactions', 'activity', 'statements', 'personal'] as const;
type DetailsTab = (typeof TABS)[number];

const Figure = ({ label, caption, children }: { label: string; caption?: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="h3" sx={{ m: 0, mt: 0.5 }}>
        {children}
      </Typography>
      {caption && (
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block' }}>
          {translate(caption)}
        </Typography>
      )}
    </Box>
  );
};

const Overview = ({ details }: { details: InvestorDetailsView }) => {
  const { metrics } = details;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        gap: 2,
        m: 0,
      }}
    >
      <Figure label="app.investors.details.total_invested">
        <Money amount={metrics.totalInvested} full />
      </Figure>
      <Figure label="app.investors.details.current_value">
        <Money amount={metrics.currentValue} full />
      </Figure>
      <Figure label="app.investors.details.total_return" caption="app.investors.details.total_return_caption">
        <Money amount={metrics.totalReturn} full />
      </Figure>
      <Figure label="app.investors.details.return_percentage" caption="app.investors.details.return_percentage_caption">
        <Percent value={metrics.returnPercentage} colored />
      </Figure>
      <Figure label="app.investors.details.total_payouts" caption="app.investors.details.total_payouts_caption">
        <Money amount={metrics.totalPayouts} full />
      </Figure>
      <Figure label="app.investors.details.total_return_incl_value" caption="app.investors.details.total_return_incl_value_caption">
        <TotalReturnPercent value={totalReturnPercentage(metrics.currentValue, metrics.totalPayouts, metrics.totalInvested)} />
      </Figure>
      <Figure label="app.investors.details.active_schemes">
        <span className="tabular-nums">{metrics.activeSchemes}</span>
      </Figure>
    </Box>
  );
};

const Investments = ({ details }: { details: InvestorDetailsView }) => {
  const translate = useTranslate();
  if (details.enrollments.length === 0)
    return <EmptyState icon={<ShowChartOutlinedIcon />} text="app.investors.details.no_investments" dense />;
  return (
    <PlainTable
      columns={[
        { label: translate('app.investors.details.scheme') },
        { label: translate('app.investors.details.invested'), align: 'right' },
        { label: translate('app.investors.details.value'), align: 'right' },
        { label: translate('app.investors.details.payouts'), align: 'right' },
        { label: translate('app.investors.details.status') },
        { label: translate('app.investors.details.enrolled') },
      ]}
      aria-label={translate('app.investors.details.tabs.investments')}
    >
      {details.enrollments.map((enrollment) => (
        <TableRow key={enrollment.id}>
          <TableCell component="th" scope="row">
            {enrollment.schemeName}
          </TableCell>
          <TableCell align="right">
            <Money amount={enrollment.investmentAmount} full />
          </TableCell>
          <TableCell align="right">
            <Money amount={enrollment.currentValue} full />
          </TableCell>
          <TableCell align="right">
            <Money amount={enrollment.totalPayouts} full />
          </TableCell>
          <TableCell>
            <StatusChip kind="enrollment" status={enrollment.status} />
          </TableCell>
          <TableCell>
            <DateText value={enrollment.enrolledAt} padDay />
          </TableCell>
        </TableRow>
      ))}
    </PlainTable>
  );
};

/** Signed as the portal's feed signs it (contracts' transactionDirection): the sign is shown, the words are read. */
const SignedAmount = ({ activity }: { activity: ActivityView }) => {
  const translate = useTranslate();
  const direction = transactionDirection(activity.category);
  const amount = formatMoneyFull(activity.amount ?? 0);
  if (!direction) return <span className="tabular-nums">{amount}</span>;
  return (
    <Box component="span" className="tabular-nums" sx={{ color: direction === 'in' ? 'success.main' : 'text.primary', fontWeight: 600 }}>
      <span aria-hidden="true">{`${direction === 'in' ? '+' : '-'}${amount}`}</span>
      <Box component="span" sx={visuallyHidden}>
        {translate(`app.investors.details.transactions.amount_${direction}`, { amount })}
      </Box>
    </Box>
  );
};

/** Money in and out (issue 19 item 2): the investor's latest transactions, contributions and payouts alike. */
const Transactions = ({ investorId }: { investorId: string }) => {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useInvestorTransactions(investorId, true);
  if (error) return <ErrorState title="app.investors.details.transactions.failed" error={error} onRetry={() => void refetch()} />;
  if (isPending) return <Skeleton variant="rounded" height={120} aria-busy />;
  if (data.rows.length === 0) return <EmptyState icon={<ReceiptLongOutlinedIcon />} text="app.investors.details.transactions.none" dense />;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.investors.details.transactions.caption')}
      </Typography>
      <PlainTable
        columns={[
          { label: translate('app.investors.details.transactions.date') },
          { label: translate('app.investors.details.transactions.scheme') },
          { label: translate('app.investors.details.transactions.category') },
          { label: translate('app.investors.details.transactions.amount'), align: 'right' },
        ]}
        aria-label={translate('app.investors.details.tabs.transactions')}
      >
        {data.rows.map((activity) => (
          <TableRow key={activity.id}>
            <TableCell>
              <DateText value={activity.createdAt} />
            </TableCell>
            <TableCell>{activity.schemeName ?? translate('app.common.dash')}</TableCell>
            <TableCell>{activity.category ?? activity.title}</TableCell>
            <TableCell align="right">
              <SignedAmount activity={activity} />
            </TableCell>
          </TableRow>
        ))}
      </PlainTable>
      {data.total > data.rows.length && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {translate('app.investors.details.transactions.latest', { count: data.rows.length, total: data.total })}
        </Typography>
      )}
    </>
  );
};

const ACTIVITY_PAGE_SIZES = [25, 50, 100];

/**
 * Everything posted to the investor (issue 20 item 4), newest first, with the first time they opened
 * it or "Not yet read"; "Not yet read" lists only those, to follow up.
 */
const Activity = ({ investorId }: { investorId: string }) => {
  const translate = useTranslate();
  const [unread, setUnread] = useState(false);
  const paging = useTablePaging(ACTIVITY_PAGE_SIZES);
  const { page, perPage, setPage } = paging;
  const { data, error, isPending, refetch } = useInvestorActivities(investorId, unread, page, perPage);
  const filter = (
    <FormControlLabel
      control={
        <Switch
          checked={unread}
          onChange={(event) => {
            setUnread(event.target.checked);
            setPage(0);
          }}
        />
      }
      label={translate('app.notifications.activity.unread_only')}
    />
  );
  let body: React.ReactNode;
  if (error) body = <ErrorState title="app.notifications.activity.failed" error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <Skeleton variant="rounded" height={120} aria-busy />;
  else if (data.rows.length === 0)
    body = (
      <EmptyState
        icon={<MarkEmailReadOutlinedIcon />}
        text={unread ? 'app.notifications.activity.none_unread' : 'app.notifications.activity.none'}
        dense
      />
    );
  else
    body = (
      <>
        <PlainTable
          columns={[
            { label: translate('app.notifications.activity.columns.date') },
            { label: translate('app.notifications.activity.columns.scheme') },
            { label: translate('app.notifications.activity.columns.type') },
            { label: translate('app.notifications.activity.columns.title') },
            { label: translate('app.notifications.activity.columns.read') },
          ]}
          aria-label={translate('app.investors.details.tabs.activity')}
          minWidth={640}
        >
          {data.rows.map((activity) => (
            <TableRow key={activity.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <DateText value={activity.createdAt} />
              </TableCell>
              <TableCell>{activity.schemeName ?? translate('app.common.dash')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`app.notifications.posts.types.${activity.type}`)}</TableCell>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>
                {activity.title}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {activity.readAt ? (
                  <DateText value={activity.readAt} />
                ) : (
                  <Typography variant="body2" component="span" color="warning.main" sx={{ fontWeight: 600 }}>
                    {translate('app.notifications.reads.not_yet')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </PlainTable>
        {data.total > ACTIVITY_PAGE_SIZES[0] && (
          <TablePager paging={paging} count={data.total} label="app.notifications.activity.rows_per_page" />
        )}
      </>
    );
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.notifications.activity.caption')}
        </Typography>
        {filter}
      </Box>
      {body}
    </>
  );
};

const PERSONAL_FIELDS = [
  'fullName',
  'email',
  'phone',
  'dateOfBirth',
  'country',
  'fullAddress',
  'passportNumber',
  'employmentStatus',
  'sourceOfIncome',
  'bankName',
  'accountName',
  'accountNumber',
  'sortCode',
  'nokName',
  'nokRelationship',
  'nokContactNumber',
  'submittedAt',
] as const;
type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** The fields the API shows as words (the KYC screen's options) or dates, instead of as stored. */
const shownValue = (kyc: KycApplicationView, field: PersonalField, translate: (key: string, options?: object) => string): string => {
  const raw = kyc[field];
  if (raw === null || raw === undefined || raw === '') return translate('app.common.dash');
  if (field === 'dateOfBirth' || field === 'submittedAt') return formatDate(String(raw));
  if (field === 'employmentStatus' || field === 'nokRelationship')
    return translate(`app.kyc.options.${field}.${String(raw)}`, { _: String(raw) });
  return String(raw);
};

const Personal = ({
  details,
  summary,
  onCorrect,
}: {
  details: InvestorDetailsView;
  summary: InvestorSummaryView;
  onCorrect: () => void;
}) => {
  const translate = useTranslate();
  const kyc = details.kyc;
  const value = (field: PersonalField): string => {
    if (field === 'fullName') return kyc?.fullName ?? summary.investor.fullName;
    if (field === 'email') return kyc?.email ?? summary.investor.email;
    return kyc ? shownValue(kyc, field, translate) : translate('app.common.dash');
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate(kyc ? 'app.investors.correct.caption' : 'app.investors.details.no_kyc')}
        </Typography>
        <Button variant="outlined" size="small" startIcon={<EditOutlinedIcon />} onClick={onCorrect}>
          {translate('app.investors.correct.open')}
        </Button>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2, m: 0 }}>
        {PERSONAL_FIELDS.filter((field) => kyc || field === 'fullName' || field === 'email').map((field) => (
          <Box key={field} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(`app.investors.details.fields.${field}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {value(field)}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
};

export interface InvestorDetailsDialogProps {
  summary: InvestorSummaryView | null;
  onClose: () => void;
}

/**
 * The Investor Portfolio Details dialog (spec/001 §2): Portfolio Overview, Active Investments, Transactions (issue 19), Activity with
 * read receipts (issue 20), Statements and advices (issue 23), Personal Details with the investor's sessions (issue 25).
 */
export const InvestorDetailsDialog = ({ summary, onClose }: InvestorDetailsDialogProps) => {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const tabsId = useId();
  const [tab, setTab] = useState<DetailsTab>('overview');
  const [correcting, setCorrecting] = useState(false);
  const { data, error, isPending, refetch } = useInvestorDetails(summary ? String(summary.id) : undefined);

  useEffect(() => {
    if (summary) setTab('overview');
    setCorrecting(false);
  }, [summary]);
  useEffect(() => {
    if (error) notifyFailure(error, 'app.investors.notify.details_failed');
  }, [error, notifyFailure]);

  return (
    <AdminFormDialog
      open={Boolean(summary)}
      onClose={onClose}
      maxWidth="md"
      title={
        <>
          {translate('app.investors.details.title')}
          {summary && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {summary.investor.fullName} · {summary.investor.email}
            </Typography>
          )}
        </>
      }
      header={
        <Tabs
          value={tab}
          onChange={(_, value: DetailsTab) => {
            setTab(value);
            setCorrecting(false);
          }}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: 3, borderBlockEnd: 1, borderColor: 'divider' }}
        >
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              id={`${tabsId}-${value}`}
              aria-controls={`${tabsId}-panel`}
              label={translate(`app.investors.details.tabs.${value}`)}
            />
          ))}
        </Tabs>
      }
      contentProps={{ id: `${tabsId}-panel`, role: 'tabpanel', 'aria-labelledby': `${tabsId}-${tab}`, sx: { pt: 3, minHeight: 240 } }}
      actionsSx={{}}
      actions={
        <>
          {/* spec/001 §2: Support Tickets is reached from here, filtered to this investor. */}
          {summary && (
            <Button
              component={Link}
              to={ticketsLink(String(summary.id))}
              startIcon={<SupportAgentOutlinedIcon />}
              sx={{ marginInlineEnd: 'auto' }}
            >
              {translate('app.investors.details.tickets')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('app.investors.details.close')}</Button>
        </>
      }
    >
      {error ? (
        <ErrorState title="app.investors.notify.details_failed" error={error} onRetry={() => void refetch()} />
      ) : isPending || !summary ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2 }} aria-busy>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Box>
      ) : tab === 'overview' ? (
        <Overview details={data} />
      ) : tab === 'investments' ? (
        <Investments details={data} />
      ) : tab === 'transactions' ? (
        <Transactions investorId={String(summary.id)} />
      ) : tab === 'activity' ? (
        <Activity investorId={String(summary.id)} />
      ) : tab === 'statements' ? (
        <InvestorDocuments investorId={String(summary.id)} />
      ) : correcting ? (
        <CorrectPersonalForm investorId={String(summary.id)} details={data} summary={summary} onDone={() => setCorrecting(false)} />
      ) : (
        <>
          <Personal details={data} summary={summary} onCorrect={() => setCorrecting(true)} />
          {/* Issue 25 item 6: where the investor is signed in, and ending those sessions (a section: a 7th tab would not fit the row). */}
          <UserSessions userId={String(summary.id)} name={summary.investor.fullName} />
        </>
      )}
    </AdminFormDialog>
  );
};
