import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import MosqueOutlined from '@mui/icons-material/MosqueOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import '../../../i18n/sharia';

import { formatDate, formatMoneyFull, ZAKAT_DUE_SOON_DAYS } from '@fund/contracts';

import { useZakatEstimate } from '../../../lib/sharia';

/** "Zakat due on <date>: estimate $X" once the investor's zakat date is ZAKAT_DUE_SOON_DAYS away or closer (issue 24). */
export function ZakatDueCard() {
  const { t } = useTranslation('sharia');
  const { data } = useZakatEstimate();
  if (!data?.nextDate || data.daysUntil === null || data.daysUntil > ZAKAT_DUE_SOON_DAYS) return null;
  const hijri = data.nextDateHijri ?? '';
  return (
    <Card component="section" aria-labelledby="zakat-due-title" sx={{ borderColor: 'secondary.main', bgcolor: 'rgba(176, 141, 60, 0.06)' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            borderRadius: '50%',
            bgcolor: 'rgba(176, 141, 60, 0.16)',
            color: 'secondary.dark',
            flexShrink: 0,
          }}
        >
          <MosqueOutlined />
        </Box>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography id="zakat-due-title" variant="h3" component="h2">
            {t('zakat.dueCard', { date: formatDate(data.nextDate), amount: formatMoneyFull(data.totalEstimate) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data.daysUntil <= 0 ? t('zakat.dueCardToday', { hijri }) : t('zakat.dueCardText', { hijri, count: data.daysUntil })}
          </Typography>
        </Box>
        <Button component={RouterLink} to="/investor/zakat" variant="outlined" endIcon={<ArrowForwardRounded />}>
          {t('zakat.dueCardAction')}
        </Button>
      </CardContent>
    </Card>
  );
}
