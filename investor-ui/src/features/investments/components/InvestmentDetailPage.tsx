import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddchartOutlined from '@mui/icons-material/AddchartOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import {
  DEFAULT_PAGE_SIZE,
  formatDate,
  formatMoney,
  formatPercent,
  formatTotalReturn,
  totalReturnPercentage,
  type InvestmentDetailView,
} from '@fund/contracts';
import { ErrorState, StatCard } from '@fund/ui';

import { ActivityFeed, type FeedTab } from '../../../components/ActivityFeed/ActivityFeed';
import { DetailBackLink, DetailNotFound } from '../../../components/DetailBackLink';
import { productName } from '../../../components/InvestmentCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { InvestmentDetails, ReturnStructure } from '../../../components/SchemeFacts';
import { ShariaBadge } from '../../../components/ShariaBadge/ShariaBadge';
import { StatusChip } from '../../../components/StatusChip';
import { getServerMessage, isApiError } from '../../../lib/apiClient';
import { useMe } from '../../../lib/session';
import { usePurifyNotes } from '../../../lib/sharia';
import { useQueryFailureToast } from '../../../lib/useQueryFailureToast';
import { useInvestment } from '../api/getInvestment';
import { InvestmentSharia } from './InvestmentSharia';

/** spec/000 §2: the investment's feed offers all, updates, transactions and documents. */
const DETAIL_TABS = ['all', 'updates', 'transactions', 'documents'] as const satisfies readonly FeedTab[];

function BackLink() {
  const { t } = useTranslation('investments');
  return <DetailBackLink to="/investor/investments" label={t('detail.back')} />;
}

function NotFound() {
  const { t } = useTranslation('investments');
  return (
    <DetailNotFound to="/investor/investments" label={t('detail.back')} title={t('detail.notFound')} text={t('detail.notFoundText')} />
  );
}

function SummaryCards({ detail }: { detail: InvestmentDetailView }) {
  const { t } = useTranslation('investments');
  const { enrollment } = detail;
  const change = enrollment.returnPercentage;
  const changeColor = change > 0 ? 'success.main' : change < 0 ? 'error.main' : undefined;
  const total = totalReturnPercentage(enrollment.currentValue, enrollment.totalPayouts, enrollment.investmentAmount);
  return (
    <Box
      component="section"
      aria-label={t('detail.summaryLabel')}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      <StatCard
        label={t('detail.investmentAmount')}
        value={formatMoney(enrollment.investmentAmount)}
        icon={<SavingsOutlined />}
        tone="secondary"
        hint={t('detail.investedOn', { date: formatDate(enrollment.enrolledAt) })}
      />
      <StatCard
        label={t('detail.currentValue')}
        value={formatMoney(enrollment.currentValue)}
        icon={<AccountBalanceWalletOutlined />}
        hint={t('detail.currentValueHint', { percent: formatPercent(change) })}
      />
      <StatCard
        label={t('detail.totalPayouts')}
        value={formatMoney(enrollment.totalPayouts)}
        icon={<PaymentsOutlined />}
        tone="info"
        hint={
          enrollment.nextPayoutDate
            ? t('detail.nextPayoutHint', { amount: formatMoney(enrollment.nextPayoutAmount), date: formatDate(enrollment.nextPayoutDate) })
            : t('detail.noNextPayout')
        }
      />
      <StatCard
        label={t('detail.returnPercentage')}
        value={formatPercent(change)}
        valueColor={changeColor}
        icon={<TrendingUpRounded />}
        tone="success"
        hint={t('detail.returnHint')}
      />
      <StatCard
        label={t('detail.totalReturn')}
        value={formatTotalReturn(total)}
        valueColor={total === null ? undefined : total > 0 ? 'success.main' : total < 0 ? 'error.main' : undefined}
        icon={<AddchartOutlined />}
        tone="success"
        hint={t('detail.totalReturnCaption')}
      />
    </Box>
  );
}

/**
 * spec/000 §2 /investor/investments/{schemeId}: four summary cards, jumps to the documents and
 * transactions tabs, the feed. The detail answers the latest page of activities and their total: the
 * feed's 'all' tab shows them at once and "Load more" reads the next pages from the activity list.
 */
export function InvestmentDetailPage() {
  const { t } = useTranslation('investments');
  const { t: tScheme } = useTranslation('scheme');
  const { schemeId = '' } = useParams();
  const { data: me } = useMe();
  const query = useInvestment(me?.id, schemeId);
  const [tab, setTab] = useState<FeedTab>('all');
  const feedRef = useRef<HTMLElement>(null);
  const notes = usePurifyNotes();
  useQueryFailureToast(isApiError(query.error, 404) ? null : query.error, t('failed'));

  if (query.isPending) return <PageSkeleton />;
  if (isApiError(query.error, 404)) return <NotFound />;
  if (query.isError) {
    return (
      <>
        <BackLink />
        <ErrorState message={getServerMessage(query.error, t('failed'))} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      </>
    );
  }

  const { enrollment, scheme, activities, activitiesTotal } = query.data;
  /** Selects the feed's tab, brings the feed into view and puts focus on the tab. */
  const jumpTo = (target: FeedTab) => {
    setTab(target);
    requestAnimationFrame(() => {
      const section = feedRef.current;
      section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      section?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
    });
  };

  return (
    <>
      <BackLink />
      <Typography variant="overline" color="secondary.dark" sx={{ display: 'block' }}>
        {scheme.productName ?? productName(scheme.productId)}
      </Typography>
      <PageHeader
        title={scheme.name}
        subtitle={[scheme.country, scheme.term].filter(Boolean).join(' · ')}
        actions={
          <>
            <Button variant="outlined" startIcon={<DescriptionOutlined />} onClick={() => jumpTo('documents')}>
              {t('detail.viewDocuments')}
            </Button>
            <Button variant="contained" startIcon={<ReceiptLongOutlined />} onClick={() => jumpTo('transactions')}>
              {t('detail.viewTransactions')}
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'flex', gap: 1, mt: -2, mb: 3, flexWrap: 'wrap' }}>
        <StatusChip kind="enrollment" status={enrollment.status} />
        <StatusChip kind="scheme" status={scheme.status} />
        <ShariaBadge schemeId={scheme.id} />
      </Box>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, minWidth: 0 }}>
        <SummaryCards detail={query.data} />
        <Card component="section" aria-labelledby="about-scheme-title">
          <CardContent sx={{ display: 'grid', gap: 3 }}>
            <Typography id="about-scheme-title" variant="h2">
              {t('detail.aboutScheme')}
            </Typography>
            {scheme.description && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{scheme.description}</Typography>}
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              <Box>
                <Typography variant="h3" sx={{ mb: 1.5 }}>
                  {tScheme('investmentDetails')}
                </Typography>
                <InvestmentDetails scheme={scheme} />
              </Box>
              <Box>
                <Typography variant="h3" sx={{ mb: 1.5 }}>
                  {tScheme('returnStructure')}
                </Typography>
                <ReturnStructure scheme={scheme} />
              </Box>
            </Box>
          </CardContent>
        </Card>
        <InvestmentSharia schemeId={scheme.id} />
        {me && (
          <ActivityFeed
            ref={feedRef}
            userId={me.id}
            schemeId={scheme.id}
            tabs={DETAIL_TABS}
            tab={tab}
            onTabChange={setTab}
            title={t('detail.activity')}
            pageSize={DEFAULT_PAGE_SIZE}
            firstPage={{ items: activities, total: activitiesTotal }}
            notes={notes}
          />
        )}
      </Box>
    </>
  );
}
