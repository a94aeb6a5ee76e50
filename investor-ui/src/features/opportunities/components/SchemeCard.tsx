import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatMoney, humanize, type SchemeView } from '@fund/contracts';

import { CardSkeleton, SchemeCardFrame, ViewDetailsButton } from '../../../components/cardParts';
import { productName } from '../../../components/InvestmentCard';
import { ShariaBadge } from '../../../components/ShariaBadge/ShariaBadge';
import { StatusChip } from '../../../components/StatusChip';
import { acceptsInterest } from '../api/expressInterest';
import { ExpressInterestButton } from './ExpressInterestButton';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ margin: 0, fontWeight: 700, overflowWrap: 'anywhere', '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** One opportunity: its product, name, status, key terms, View Details and Express Interest. */
export function SchemeCard({ scheme }: { scheme: SchemeView }) {
  const { t } = useTranslation('opportunities');
  return (
    <SchemeCardFrame
      product={scheme.productName ?? productName(scheme.productId)}
      name={scheme.name}
      place={scheme.country}
      status={<StatusChip kind="scheme" status={scheme.status} />}
    >
      <ShariaBadge schemeId={scheme.id} />
      {scheme.description && (
        <Typography
          variant="body2"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
        >
          {scheme.description}
        </Typography>
      )}
      <Box component="dl" sx={{ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
        <Fact label={t('card.minimumInvestment')} value={formatMoney(scheme.minimumInvestment)} />
        <Fact label={t('card.roiPerAnnum')} value={t('card.perAnnum', { roi: scheme.roiPerAnnum })} />
        <Fact label={t('card.term')} value={scheme.term} />
        <Fact label={t('card.payoutFrequency')} value={humanize(scheme.payoutFrequency)} />
      </Box>
      <Box sx={{ mt: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center' }}>
        <ViewDetailsButton
          to={`/investor/opportunities/${scheme.id}`}
          label={t('card.viewDetails')}
          name={t('card.viewDetailsOf', { name: scheme.name })}
          sx={{ marginInlineStart: -1 }}
        />
        {acceptsInterest(scheme) && <ExpressInterestButton schemeId={scheme.id} schemeName={scheme.name} />}
      </Box>
    </SchemeCardFrame>
  );
}

export function SchemeCardSkeleton() {
  return (
    <CardSkeleton>
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="80%" sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={72} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={36} />
    </CardSkeleton>
  );
}
