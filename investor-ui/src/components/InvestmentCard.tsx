import EventOutlined from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import {
  formatDate,
  formatMoney,
  formatPercent,
  formatTotalReturn,
  PRODUCTS,
  totalReturnPercentage,
  type InvestmentCardView,
} from '@fund/contracts';

import { CardSkeleton, SchemeCardFrame, ViewDetailsButton } from './cardParts';
import { StatusChip } from './StatusChip';

/** The display name of a product id (spec/000 §3), or the id itself. */
export function productName(productId: string | null | undefined): string {
  return PRODUCTS.find((p) => p.id === productId)?.name ?? productId ?? '';
}

const signColor = (value: number | null) => (value === null || value === 0 ? undefined : value > 0 ? 'success.main' : 'error.main');

function Figure({
  label,
  value,
  color,
  caption,
  wide,
}: {
  label: string;
  value: string;
  color?: string;
  caption?: string;
  wide?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" className="tabular-nums" sx={{ margin: 0, fontWeight: 700, fontSize: '1.05rem', color }}>
        {value}
      </Typography>
      {caption && (
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ margin: 0, display: 'block' }}>
          {caption}
        </Typography>
      )}
    </Box>
  );
}

/** One investment as a card: its scheme, the four figures, the next payout and View Details (spec/000 §2). */
export function InvestmentCard({ investment, headingLevel = 'h3' }: { investment: InvestmentCardView; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('investments');
  const { scheme } = investment;
  const change = investment.returnPercentage;
  const total = totalReturnPercentage(investment.currentValue, investment.totalPayouts, investment.investmentAmount);
  return (
    <SchemeCardFrame
      product={productName(scheme.productId)}
      name={scheme.name}
      place={[scheme.country, scheme.term].filter(Boolean).join(' · ')}
      status={<StatusChip kind="enrollment" status={investment.status} />}
      headingLevel={headingLevel}
    >
      <Box component="dl" sx={{ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
        <Figure label={t('card.invested')} value={formatMoney(investment.investmentAmount)} />
        <Figure label={t('card.currentValue')} value={formatMoney(investment.currentValue)} />
        <Figure label={t('card.return')} value={formatPercent(change)} color={signColor(change)} caption={t('card.returnCaption')} />
        <Figure label={t('card.payouts')} value={formatMoney(investment.totalPayouts)} />
        <Figure
          label={t('card.totalReturn')}
          value={formatTotalReturn(total)}
          color={signColor(total)}
          caption={t('card.totalReturnCaption')}
          wide
        />
      </Box>
      <Divider />
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <EventOutlined fontSize="small" aria-hidden />
        {investment.nextPayoutDate
          ? t('card.nextPayout', { amount: formatMoney(investment.nextPayoutAmount), date: formatDate(investment.nextPayoutDate) })
          : t('card.noNextPayout')}
      </Typography>
      <Box sx={{ mt: 'auto', display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary">
          {t('card.since', { date: formatDate(investment.enrolledAt) })}
        </Typography>
        <ViewDetailsButton
          to={`/investor/investments/${scheme.id}`}
          label={t('card.viewDetails')}
          name={t('card.viewDetailsOf', { name: scheme.name })}
        />
      </Box>
    </SchemeCardFrame>
  );
}

/** The card's shape while investments load. */
export function InvestmentCardSkeleton() {
  return (
    <CardSkeleton>
      <Skeleton variant="text" width="50%" sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mb: 2 }}>
        {[0, 1, 2, 3].map((key) => (
          <Box key={key}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="80%" />
          </Box>
        ))}
      </Box>
      <Skeleton variant="rounded" height={36} />
    </CardSkeleton>
  );
}

/** The responsive grid investment and scheme cards sit in: one column on a phone, up to three. */
export const cardGridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;
