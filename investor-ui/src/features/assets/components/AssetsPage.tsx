import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { formatMoneyFull, formatPercent, parsePercent, type InvestorAssetView } from '@fund/contracts';
import { EmptyState, StatCard } from '@fund/ui';

import { PageHeader } from '../../../components/PageHeader';
import { formatRate, summarizeAssets } from '../../../lib/portfolio';
import { useInvestorAssets } from '../api/assets';
import { AssetCard } from './AssetCard';
import { AssetGalleryDialog } from './AssetGalleryDialog';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;
const statsGrid = {
  display: 'grid',
  gap: 2,
  mb: { xs: 3, md: 4 },
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

function AssetSummary({ assets }: { assets: InvestorAssetView[] }) {
  const { t } = useTranslation('assets');
  const summary = summarizeAssets(assets);
  const withYield = assets.filter((asset) => parsePercent(asset.grossYield) !== null).length;
  const appreciation = summary.appreciation;
  return (
    <Box sx={statsGrid}>
      <StatCard
        label={t('summary.currentValue')}
        value={formatMoneyFull(summary.totalCurrentValue, 'GBP')}
        icon={<AccountBalanceOutlined />}
        hint={t('summary.currentValueHint', { count: summary.count, amount: formatMoneyFull(summary.totalPurchaseValue, 'GBP') })}
      />
      <StatCard
        label={t('summary.appreciation')}
        value={appreciation === null ? t('summary.notAvailable') : formatPercent(appreciation)}
        valueColor={appreciation === null || appreciation === 0 ? undefined : appreciation > 0 ? 'success.main' : 'error.main'}
        icon={<TrendingUpOutlined />}
        tone="success"
        hint={t('summary.appreciationHint')}
      />
      <StatCard
        label={t('summary.averageGrossYield')}
        value={summary.averageGrossYield === null ? t('summary.notAvailable') : formatRate(summary.averageGrossYield)}
        icon={<PercentOutlined />}
        tone="secondary"
        hint={withYield > 0 ? t('summary.averageGrossYieldHint', { count: withYield }) : undefined}
      />
    </Box>
  );
}

function AssetsSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('loading')} aria-busy="true">
      <Box sx={statsGrid}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={104} sx={{ borderRadius: 3.5 }} />
        ))}
      </Box>
      <Box sx={grid}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={420} sx={{ borderRadius: 3.5 }} />
        ))}
      </Box>
    </Box>
  );
}

/** spec/000 §2 /investor/assets: My Assets, their figures in GBP and a gallery of each asset's photos. */
export function AssetsPage() {
  const { t } = useTranslation('assets');
  const assets = useInvestorAssets();
  const [gallery, setGallery] = useState<InvestorAssetView | null>(null);

  let body;
  if (assets.isPending) {
    body = <AssetsSkeleton />;
  } else if (assets.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void assets.refetch()}>
            {t('tryAgain', { ns: 'common' })}
          </Button>
        }
      >
        <AlertTitle>{t('loadFailedTitle')}</AlertTitle>
        {t('loadFailedText')}
      </Alert>
    );
  } else if (assets.data.length === 0) {
    body = (
      <EmptyState
        icon={<ApartmentOutlined />}
        title={t('emptyTitle')}
        text={t('emptyText')}
        action={
          <Button component={RouterLink} to="/investor/opportunities" variant="contained">
            {t('emptyAction')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <AssetSummary assets={assets.data} />
        <Box component="ul" aria-label={t('listLabel')} sx={{ ...grid, m: 0, p: 0 }}>
          {assets.data.map((asset) => (
            <AssetCard key={asset.id} asset={asset} onOpenGallery={() => setGallery(asset)} />
          ))}
        </Box>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {body}
      {gallery && <AssetGalleryDialog asset={gallery} onClose={() => setGallery(null)} />}
    </>
  );
}
