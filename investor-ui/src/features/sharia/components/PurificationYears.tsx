import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatMoneyFull, type PurificationLedgerView } from '@fund/contracts';

/** The ledger's totals by year, newest first: each year a card of still to give, given and total. */
export function PurificationYears({ years }: { years: PurificationLedgerView['years'] }) {
  const { t } = useTranslation('sharia');
  return (
    <Box
      component="ul"
      aria-label={t('purification.yearsLabel')}
      sx={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {years.map(({ year, owed, given, total }) => (
        <Card component="li" key={year} aria-label={String(year)} sx={{ p: 2.5, display: 'grid', gap: 1.5 }}>
          <Typography component="h3" variant="h3">
            {year}
          </Typography>
          <Box
            component="dl"
            sx={{ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, '& dd': { margin: 0 } }}
          >
            {(
              [
                ['owed', owed, owed > 0 ? 'warning.dark' : undefined],
                ['given', given, given > 0 ? 'success.main' : undefined],
                ['total', total, undefined],
              ] as const
            ).map(([key, amount, color]) => (
              <Box key={key} sx={{ minWidth: 0 }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t(`purification.${key}`)}
                </Typography>
                <Typography component="dd" className="tabular-nums" sx={{ fontWeight: 700, color }}>
                  {formatMoneyFull(amount)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Card>
      ))}
    </Box>
  );
}
