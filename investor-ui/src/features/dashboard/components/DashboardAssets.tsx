import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { formatMoneyFull, formatPercent, type InvestorAssetView } from '@fund/contracts';

import { cardGridSx } from '../../../components/InvestmentCard';
import { assetAppreciation } from '../../../lib/portfolio';
import { useDashboardAssets } from '../api/getDashboardAssets';
import { SectionHeader } from './SectionHeader';

function AssetCard({ asset }: { asset: InvestorAssetView }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const photo = asset.media[0];
  const appreciation = assetAppreciation(asset);
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      {photo ? (
        <Box
          component="img"
          src={photo.mediaUrl}
          alt={t('asset.photoOf', { name: asset.name })}
          sx={{ display: 'block', width: '100%', height: 140, objectFit: 'cover' }}
        />
      ) : (
        <Box sx={{ height: 140, display: 'grid', placeItems: 'center', bgcolor: 'rgba(15, 81, 50, 0.06)', color: 'primary.main' }}>
          <ApartmentOutlined fontSize="large" aria-hidden />
          <Typography variant="caption" color="text.secondary">
            {t('asset.noImage')}
          </Typography>
        </Box>
      )}
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
          <Typography id={titleId} variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {asset.name}
          </Typography>
          <Chip label={asset.propertyType} size="small" variant="outlined" />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {asset.address}
        </Typography>
        <Box component="dl" sx={{ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
          <Box>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t('asset.currentValue')}
            </Typography>
            <Typography component="dd" className="tabular-nums" sx={{ margin: 0, fontWeight: 700 }}>
              {asset.currentValue === null ? t('asset.notValued') : formatMoneyFull(asset.currentValue, 'GBP')}
            </Typography>
          </Box>
          <Box>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t('asset.appreciation')}
            </Typography>
            <Typography
              component="dd"
              className="tabular-nums"
              sx={{
                margin: 0,
                fontWeight: 700,
                color: appreciation === null || appreciation === 0 ? undefined : appreciation > 0 ? 'success.main' : 'error.main',
              }}
            >
              {appreciation === null ? t('asset.notValued') : formatPercent(appreciation)}
            </Typography>
          </Box>
          <Box>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t('asset.grossYield')}
            </Typography>
            <Typography component="dd" className="tabular-nums" sx={{ margin: 0, fontWeight: 700 }}>
              {asset.grossYield ?? '-'}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The dashboard's real-estate asset cards (spec/000 §2), only when the investor has assets. */
export function DashboardAssets() {
  const { t } = useTranslation('dashboard');
  // Deferred: the cards render in a transition React can interrupt, not in the query's blocking update (issue 21 item 5).
  const assets = useDeferredValue(useDashboardAssets().data);
  if (!assets || assets.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="dashboard-assets-title">
      <SectionHeader
        id="dashboard-assets-title"
        title={t('assets')}
        text={t('assetsText')}
        action={
          <Button component={RouterLink} to="/investor/assets" endIcon={<ArrowForwardRounded />} aria-label={t('viewAllAssets')}>
            {t('viewAll')}
          </Button>
        }
      />
      <Box sx={cardGridSx}>
        {assets.map((asset) => (
          <AssetCard key={asset.id} asset={asset} />
        ))}
      </Box>
    </Box>
  );
}
