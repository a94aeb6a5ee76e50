import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoneyFull, formatPercent, type InvestorAssetView } from '@fund/contracts';

import { assetAppreciation } from '../../../lib/portfolio';

/** A percent text as the admin entered it ('96%', '7.1'), always with its sign. */
const percentText = (value: string | null) => (value ? (value.trim().endsWith('%') ? value.trim() : `${value.trim()}%`) : null);

function Figure({ label, value, color }: { label: string; value: ReactNode; color?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography component="dd" className="tabular-nums" sx={{ m: 0, fontWeight: 600, color, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

type AssetCardProps = {
  asset: InvestorAssetView;
  onOpenGallery: () => void;
};

/** One asset: its first photo (opening the gallery), what and where it is, and its GBP figures. */
export function AssetCard({ asset, onOpenGallery }: AssetCardProps) {
  const { t } = useTranslation('assets');
  const cover = asset.media[0];
  const appreciation = assetAppreciation(asset);
  const none = t('figures.none');

  return (
    <Card component="li" sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      {cover ? (
        <ButtonBase
          onClick={onOpenGallery}
          aria-label={t('openGallery', { count: asset.media.length, name: asset.name })}
          sx={{
            position: 'relative',
            display: 'block',
            aspectRatio: '16 / 9',
            bgcolor: 'rgba(15, 81, 50, 0.06)',
            '&:focus-visible': { outline: 3, outlineColor: 'secondary.main', outlineOffset: -3 },
          }}
        >
          <Box
            component="img"
            src={cover.mediaUrl}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              insetInlineEnd: 12,
              insetBlockEnd: 12,
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              paddingInline: 1.25,
              paddingBlock: 0.5,
              borderRadius: 5,
              bgcolor: 'rgba(10, 30, 20, 0.72)',
              color: '#fff',
              fontSize: '0.8rem',
              fontWeight: 600,
            }}
          >
            <PhotoLibraryOutlined sx={{ fontSize: 16 }} />
            {t('photos', { count: asset.media.length })}
          </Box>
        </ButtonBase>
      ) : (
        <Box
          sx={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center', bgcolor: 'rgba(15, 81, 50, 0.06)', color: 'primary.main' }}
        >
          <Box sx={{ textAlign: 'center' }}>
            <ApartmentOutlined sx={{ fontSize: 40, opacity: 0.6 }} aria-hidden />
            <Typography variant="body2" color="text.secondary">
              {t('noPhotos')}
            </Typography>
          </Box>
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1, p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {asset.name}
          </Typography>
          <Chip size="small" variant="outlined" label={t(`propertyTypes.${asset.propertyType}`)} sx={{ flexShrink: 0, fontWeight: 500 }} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.5, mt: 0.75, overflowWrap: 'anywhere' }}>
          <PlaceOutlined sx={{ fontSize: 18, flexShrink: 0, mt: '1px' }} aria-hidden />
          {asset.address}
        </Typography>
        {asset.schemeName && (
          <Typography variant="body2" sx={{ mt: 0.5, color: 'secondary.dark', fontWeight: 500 }}>
            {t('scheme', { scheme: asset.schemeName })}
          </Typography>
        )}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            columnGap: 2,
            rowGap: 1.5,
            mt: 2,
            mb: 0,
            pt: 2,
            borderBlockStart: 1,
            borderColor: 'divider',
          }}
        >
          <Figure label={t('figures.purchaseValue')} value={formatMoneyFull(asset.purchaseValue, 'GBP')} />
          <Figure
            label={t('figures.currentValue')}
            value={asset.currentValue === null ? t('figures.notValued') : formatMoneyFull(asset.currentValue, 'GBP')}
          />
          <Figure
            label={t('figures.appreciation')}
            value={appreciation === null ? none : formatPercent(appreciation)}
            color={appreciation === null || appreciation === 0 ? undefined : appreciation > 0 ? 'success.main' : 'error.main'}
          />
          <Figure label={t('figures.grossYield')} value={percentText(asset.grossYield) ?? none} />
          <Figure label={t('figures.occupancyRate')} value={percentText(asset.occupancyRate) ?? none} />
          <Figure
            label={t('figures.operatingCosts')}
            value={asset.operatingCosts === null ? none : formatMoneyFull(asset.operatingCosts, 'GBP')}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
