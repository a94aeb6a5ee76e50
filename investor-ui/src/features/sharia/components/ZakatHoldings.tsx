import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatDate, formatMoneyFull, type ZakatEstimateView, type ZakatHoldingView } from '@fund/contracts';

import { formatRate } from '../zakatDate';

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" className="tabular-nums" sx={{ margin: 0, fontWeight: strong ? 700 : 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

function Holding({ holding, rate }: { holding: ZakatHoldingView; rate: string }) {
  const { t } = useTranslation('sharia');
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1.5,
        paddingBlock: 2,
        paddingInline: { xs: 2, sm: 3 },
        '& + &': { borderBlockStart: 1, borderColor: 'divider' },
      }}
    >
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {holding.schemeName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t('zakat.method')}:
          </Box>{' '}
          {holding.method}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          margin: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Figure label={t('zakat.zakatable')} value={formatMoneyFull(holding.zakatableAmount)} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t('zakat.heldFullYear')}
          </Typography>
          <Typography component="dd" sx={{ margin: 0, fontWeight: 600, color: holding.heldFullYear ? 'success.main' : 'warning.dark' }}>
            {holding.heldFullYear ? t('zakat.yes') : t('zakat.notYet', { date: formatDate(holding.heldSince) })}
          </Typography>
        </Box>
        <Figure label={t('zakat.rate')} value={formatRate(rate)} />
        <Figure label={t('zakat.estimate')} value={formatMoneyFull(holding.estimate)} strong />
      </Box>
    </Box>
  );
}

/** Each holding's zakatable amount, whether held a full year, the rate and the estimate, then the totals. */
export function ZakatHoldings({ estimate }: { estimate: ZakatEstimateView }) {
  const { t } = useTranslation('sharia');
  if (estimate.holdings.length === 0) return <Typography color="text.secondary">{t('zakat.holdingsEmpty')}</Typography>;
  return (
    <Card>
      <Box component="ul" aria-label={t('zakat.holdingsLabel')} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {estimate.holdings.map((holding) => (
          <Holding key={holding.enrollmentId} holding={holding} rate={estimate.rate} />
        ))}
      </Box>
      <Box
        component="dl"
        aria-label={t('zakat.totals')}
        sx={{
          margin: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          paddingBlock: 2,
          paddingInline: { xs: 2, sm: 3 },
          borderBlockStart: 2,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <Figure label={t('zakat.totalZakatable')} value={formatMoneyFull(estimate.totalZakatable)} strong />
        <Figure label={t('zakat.totalEstimate')} value={formatMoneyFull(estimate.totalEstimate)} strong />
      </Box>
    </Card>
  );
}
