import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import type { InvestmentCardView } from '@fund/contracts';

import { cardGridSx, InvestmentCard, InvestmentCardSkeleton } from '../../../components/InvestmentCard';
import { topActiveInvestments } from '../portfolioFigures';
import { SectionHeader } from './SectionHeader';

/** The three largest active investments and View All (spec/000 §2, §9 "Dashboard shows 3 investments"). */
export function TopInvestments({ investments, loading }: { investments: InvestmentCardView[]; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  const top = topActiveInvestments(investments);
  return (
    <Box component="section" aria-labelledby="top-investments-title">
      <SectionHeader
        id="top-investments-title"
        title={t('topInvestments')}
        text={t('topInvestmentsText')}
        action={
          <Button component={RouterLink} to="/investor/investments" endIcon={<ArrowForwardRounded />} aria-label={t('viewAllInvestments')}>
            {t('viewAll')}
          </Button>
        }
      />
      {loading ? (
        <Box sx={cardGridSx}>
          {[0, 1, 2].map((key) => (
            <InvestmentCardSkeleton key={key} />
          ))}
        </Box>
      ) : top.length === 0 ? (
        <Typography color="text.secondary">{t('noActive')}</Typography>
      ) : (
        <Box sx={cardGridSx}>
          {top.map((investment) => (
            <InvestmentCard key={investment.id} investment={investment} />
          ))}
        </Box>
      )}
    </Box>
  );
}
