import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import '../../../i18n/sharia';

import { formatDate, formatMoneyFull, ZAKAT_DISCLAIMER, type ZakatEstimateView } from '@fund/contracts';
import { ErrorState } from '@fund/ui';

import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { getServerMessage } from '../../../lib/apiClient';
import { useZakatEstimate } from '../../../lib/sharia';
import { useQueryFailureToast } from '../../../lib/useQueryFailureToast';
import { daysUntilText } from '../zakatDate';
import { ShariaSection } from './ShariaSection';
import { ZakatDateForm } from './ZakatDateForm';
import { ZakatHoldings } from './ZakatHoldings';

function NextDate({ estimate }: { estimate: ZakatEstimateView }) {
  const { t } = useTranslation('sharia');
  if (!estimate.nextDate || estimate.daysUntil === null) return <Typography color="text.secondary">{t('zakat.notChosen')}</Typography>;
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'rgba(176, 141, 60, 0.10)', display: 'grid', gap: 0.25 }}>
      <Typography variant="caption" color="text.secondary">
        {t('zakat.nextDate')}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
        {t('zakat.nextDateValue', { hijri: estimate.nextDateHijri ?? '', date: formatDate(estimate.nextDate) })}
      </Typography>
      <Typography variant="body2" color="secondary.dark" sx={{ fontWeight: 600 }}>
        {daysUntilText(estimate.daysUntil, t)}
      </Typography>
    </Box>
  );
}

function Nisab({ estimate }: { estimate: ZakatEstimateView }) {
  const { t } = useTranslation('sharia');
  const { nisab } = estimate;
  const metal = t(`zakat.metals.${nisab.metal}`);
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h3" component="h2">
          {t('zakat.nisab')}
        </Typography>
        {nisab.amount !== null && (
          <Typography className="tabular-nums" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            {formatMoneyFull(nisab.amount)}
          </Typography>
        )}
        <Typography variant="body2">{t('zakat.nisabText', { grams: nisab.grams, metal })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {nisab.pricePerGram && nisab.priceOn
            ? t('zakat.nisabPrice', { price: `$${nisab.pricePerGram}`, date: formatDate(nisab.priceOn) })
            : t('zakat.nisabNoPrice', { metal })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`zakat.yearBasis.${estimate.year}`)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** /investor/zakat: the disclaimer, the zakat date, the estimate per holding with totals, the nisab and the rounding. */
export function ZakatPage() {
  const { t } = useTranslation('sharia');
  const query = useZakatEstimate();
  useQueryFailureToast(query.error, t('zakat.failed'));

  const header = <PageHeader title={t('zakat.title')} subtitle={t('zakat.subtitle')} />;
  if (query.isPending)
    return (
      <>
        {header}
        <PageSkeleton />
      </>
    );
  if (query.isError)
    return (
      <>
        {header}
        <ErrorState
          message={getServerMessage(query.error, t('zakat.failed'))}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      </>
    );

  const estimate = query.data;
  return (
    <>
      {header}
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, minWidth: 0 }}>
        <Alert severity="info" variant="outlined" sx={{ fontSize: '1rem', borderWidth: 2 }}>
          <AlertTitle sx={{ fontWeight: 700 }}>{t('zakat.disclaimerTitle')}</AlertTitle>
          {estimate.disclaimer || ZAKAT_DISCLAIMER}
        </Alert>
        <Card component="section" aria-labelledby="zakat-date-title">
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Box>
              <Typography id="zakat-date-title" variant="h2">
                {t('zakat.dateTitle')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('zakat.dateText')}
              </Typography>
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
                alignItems: 'start',
              }}
            >
              <ZakatDateForm key={`${estimate.hijriMonth}-${estimate.hijriDay}`} estimate={estimate} />
              <NextDate estimate={estimate} />
            </Box>
          </CardContent>
        </Card>
        <ShariaSection id="zakat-holdings-title" title={t('zakat.holdings')}>
          <ZakatHoldings estimate={estimate} />
          <Typography variant="body2" color="text.secondary">
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t('zakat.rounding')}:
            </Box>{' '}
            {estimate.rounding}
          </Typography>
        </ShariaSection>
        <Nisab estimate={estimate} />
      </Box>
    </>
  );
}
