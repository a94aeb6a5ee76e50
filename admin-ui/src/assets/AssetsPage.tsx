import AddIcon from '@mui/icons-material/Add';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { DataTable, ExportButton, ListBase, Pagination, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

import { formatMoneyFull, type AdminAssetView } from '@fund/contracts';

import { useCsvExporter, type CsvColumn } from '../components/csvExport';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { SearchField } from '../components/SearchField';
import { useNotifyFailure } from '../components/useNotifyFailure';

export const ASSETS_PAGE_SIZE = 25;

/** Assets are in GBP, whole pounds (spec/001 §9). */
export const gbp = (amount: number | null | undefined) => (amount === null || amount === undefined ? null : formatMoneyFull(amount, 'GBP'));

/** The asset's first image, or a quiet placeholder. */
export const AssetThumbnail = ({ asset, size = 56 }: { asset: AdminAssetView; size?: number }) => {
  const translate = useTranslate();
  const first = asset.media[0];
  const frame = {
    width: size,
    height: size * 0.75,
    borderRadius: 1.5,
    flexShrink: 0,
    overflow: 'hidden',
    bgcolor: 'action.hover',
  } as const;
  if (!first)
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'text.secondary' }} title={translate('app.assets.no_image')}>
        <ImageNotSupportedOutlinedIcon fontSize="small" aria-hidden />
      </Box>
    );
  return (
    <Box component="img" src={first.mediaUrl} alt={first.fileName} loading="lazy" sx={{ ...frame, objectFit: 'cover', display: 'block' }} />
  );
};

const CSV_COLUMNS: CsvColumn<AdminAssetView>[] = [
  { header: 'app.assets.columns.name', value: (a) => a.name },
  { header: 'app.assets.columns.type', value: (a) => a.type },
  { header: 'app.assets.columns.property_type', value: (a) => a.propertyType },
  { header: 'app.assets.columns.address', value: (a) => a.address },
  { header: 'app.assets.columns.purchase_value', value: (a) => a.purchaseValue },
  { header: 'app.assets.columns.current_value', value: (a) => a.currentValue },
  { header: 'app.assets.columns.occupancy', value: (a) => a.occupancyRate },
  { header: 'app.assets.columns.gross_yield', value: (a) => a.grossYield },
  { header: 'app.assets.columns.allocations', value: (a) => a.allocationCount },
];

const Figure = ({ value }: { value: string | null }) => {
  const translate = useTranslate();
  return <span className="tabular-nums">{value ?? translate('app.common.dash')}</span>;
};

const AssetsTable = () => {
  const translate = useTranslate();
  const { error, refetch, filterValues, isPending, data } = useListContext<AdminAssetView>();
  if (error) return <ErrorState title="app.assets.notify.list_failed" error={error} onRetry={() => void refetch()} />;
  if (!isPending && data?.length === 0)
    return (
      <EmptyState
        icon={<ApartmentOutlinedIcon />}
        text={filterValues.q ? 'app.assets.empty_search' : 'app.assets.empty'}
        textOptions={{ q: filterValues.q }}
        action={
          filterValues.q ? undefined : (
            <Button component={Link} to="/assets/new" variant="contained" startIcon={<AddIcon />}>
              {translate('app.assets.create')}
            </Button>
          )
        }
      />
    );
  return (
    <Card variant="outlined" sx={{ overflowX: 'auto' }}>
      <DataTable<AdminAssetView> bulkActionButtons={false} rowClick={false} aria-label={translate('app.assets.title')}>
        <DataTable.Col<AdminAssetView> label="app.assets.columns.image" disableSort render={(asset) => <AssetThumbnail asset={asset} />} />
        <DataTable.Col<AdminAssetView>
          source="name"
          label="app.assets.columns.name"
          render={(asset) => (
            <Box sx={{ minWidth: 160 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {asset.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {asset.type}
              </Typography>
            </Box>
          )}
        />
        <DataTable.Col<AdminAssetView>
          source="propertyType"
          label="app.assets.columns.property_type"
          render={(asset) => translate(`app.assets.property_types.${asset.propertyType}`, { _: asset.propertyType })}
        />
        <DataTable.Col<AdminAssetView> source="address" label="app.assets.columns.address" />
        <DataTable.Col<AdminAssetView>
          source="purchaseValue"
          label="app.assets.columns.purchase_value"
          align="right"
          render={(asset) => <Figure value={gbp(asset.purchaseValue)} />}
        />
        <DataTable.Col<AdminAssetView>
          source="currentValue"
          label="app.assets.columns.current_value"
          align="right"
          render={(asset) => <Figure value={gbp(asset.currentValue)} />}
        />
        <DataTable.Col<AdminAssetView>
          source="allocationCount"
          label="app.assets.columns.allocations"
          align="right"
          render={(asset) => <Figure value={String(asset.allocationCount)} />}
        />
        <DataTable.Col<AdminAssetView>
          label="app.assets.columns.actions"
          disableSort
          render={(asset) => (
            <Button
              component={Link}
              to={`/assets/${encodeURIComponent(asset.id)}/edit`}
              size="small"
              startIcon={<EditOutlinedIcon />}
              aria-label={`${translate('app.assets.edit')}: ${asset.name}`}
            >
              {translate('app.assets.edit')}
            </Button>
          )}
        />
      </DataTable>
    </Card>
  );
};

const AssetsView = () => {
  const translate = useTranslate();
  const { total } = useListContext();
  return (
    <>
      <PageHeader
        title="app.assets.title"
        count={total}
        subtitle={translate('app.assets.subtitle')}
        actions={
          <Stack direction="row" spacing={1}>
            <ExportButton label="app.common.action.export_csv" />
            <Button component={Link} to="/assets/new" variant="contained" startIcon={<AddIcon />}>
              {translate('app.assets.create')}
            </Button>
          </Stack>
        }
      />
      <Stack direction="row" sx={{ mb: 2, maxWidth: { sm: '26rem' } }}>
        <SearchField label={translate('app.assets.search')} />
      </Stack>
      <AssetsTable />
      <Pagination rowsPerPageOptions={[10, ASSETS_PAGE_SIZE, 50]} sx={{ mt: 2 }} />
    </>
  );
};

/** Assets (/admin/assets, spec/001 §2): the DataTable of GET /api/admin/assets with GBP figures, the first image, sorting, search and CSV. */
export const AssetsPage = () => {
  const notifyFailure = useNotifyFailure();
  const exporter = useCsvExporter(CSV_COLUMNS, 'assets');
  return (
    <ListBase<AdminAssetView>
      resource="assets"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={ASSETS_PAGE_SIZE}
      exporter={exporter}
      queryOptions={{ onError: (error) => notifyFailure(error, 'app.assets.notify.list_failed') }}
    >
      <AssetsView />
    </ListBase>
  );
};
