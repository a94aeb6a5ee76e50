import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatMoney, humanize, type InvestorSchemeView } from '@fund/contracts';

import { productName } from './InvestmentCard';

type Fact = { label: string; value: string; capitalize?: boolean };

function FactList({ facts }: { facts: Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{ margin: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              margin: 0,
              fontWeight: 600,
              overflowWrap: 'anywhere',
              ...(fact.capitalize && { '&::first-letter': { textTransform: 'uppercase' } }),
            }}
          >
            {fact.value || '-'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A scheme's investment details: product, country, minimum, term, liquidity. */
export function InvestmentDetails({ scheme }: { scheme: InvestorSchemeView }) {
  const { t } = useTranslation('scheme');
  return (
    <FactList
      facts={[
        { label: t('fields.product'), value: scheme.productName ?? productName(scheme.productId) },
        { label: t('fields.country'), value: scheme.country },
        { label: t('fields.minimumInvestment'), value: formatMoney(scheme.minimumInvestment) },
        { label: t('fields.term'), value: scheme.term },
        { label: t('fields.liquidity'), value: scheme.liquidity },
      ]}
    />
  );
}

/** A scheme's return structure, enumerations with their underscores shown as spaces (spec/000 §3). */
export function ReturnStructure({ scheme }: { scheme: InvestorSchemeView }) {
  const { t } = useTranslation('scheme');
  return (
    <FactList
      facts={[
        { label: t('fields.roiPerAnnum'), value: scheme.roiPerAnnum },
        { label: t('fields.returnType'), value: humanize(scheme.returnType), capitalize: true },
        { label: t('fields.payoutFrequency'), value: humanize(scheme.payoutFrequency), capitalize: true },
        { label: t('fields.capitalReturnMethod'), value: humanize(scheme.capitalReturnMethod), capitalize: true },
      ]}
    />
  );
}
