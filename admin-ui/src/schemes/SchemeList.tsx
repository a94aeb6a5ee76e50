import AddIcon from '@mui/icons-material/Add';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import { Box, Button, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { ExportButton, InfiniteListBase, useInfinitePaginationContext, useListContext, useTranslate } from 'react-admin';

import { formatDate, humanize, type ProductType, type SchemeView } from '@fund/contracts';
import { CardGrid } from '@fund/ui';

import { useCsvExporter, type CsvColumn } from '../components/csvExport';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { SchemeCard, SchemeCardSkeleton } from './SchemeCard';
import { useSchemeArchive } from './useSchemeActions';

/** Schemes fetched per page; "Show more schemes" asks the API for the next range. */
export const SCHEMES_PER_PAGE = 12;

const CSV_COLUMNS: CsvColumn<SchemeView>[] = [
  { header: 'app.schemes.csv.name', value: (s) => s.name },
  { header: 'app.schemes.csv.product', value: (s) => s.productName },
  { header: 'app.schemes.csv.status', value: (s) => s.status },
  { header: 'app.schemes.csv.country', value: (s) => s.country },
  { header: 'app.schemes.csv.minimum_investment', value: (s) => s.minimumInvestment },
  { header: 'app.schemes.csv.term', value: (s) => s.term },
  { header: 'app.schemes.csv.roi', value: (s) => s.roiPerAnnum },
  { header: 'app.schemes.csv.liquidity', value: (s) => s.liquidity },
  { header: 'app.schemes.csv.return_type', value: (s) => s.returnType },
  { header: 'app.schemes.csv.payout_frequency', value: (s) => humanize(s.payoutFrequency) },
  { header: 'app.schemes.csv.capital_return_method', value: (s) => humanize(s.capitalReturnMethod) },
  { header: 'app.schemes.csv.created', value: (s) => formatDate(s.createdAt) },
  { header: 'app.schemes.csv.archived', value: (s) => (s.archivedAt ? formatDate(s.archivedAt) : '') },
];

interface SchemeListProps {
  productId: ProductType;
  /** Issue 19 item 5: the archived schemes instead of the current ones. */
  archived: boolean;
  onArchivedChange: (archived: boolean) => void;
  onCreate: () => void;
  onEdit: (scheme: SchemeView) => void;
  onDelete: (scheme: SchemeView) => void;
}

const SchemeGrid = ({ productId, archived, onArchivedChange, onCreate, onEdit, onDelete }: SchemeListProps) => {
  const translate = useTranslate();
  const { data, isPending, error, total, refetch } = useListContext<SchemeView>();
  const { restore, pending: restoring } = useSchemeArchive();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const product = translate(`app.schemes.products.${productId}`);

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h2">{product}</Typography>
            {total !== undefined && (
              <Chip
                size="small"
                variant="outlined"
                className="tabular-nums"
                label={translate('app.schemes.count', { smart_count: total })}
              />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate(`app.schemes.product_blurb.${productId}`)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={archived ? 'archived' : 'current'}
            onChange={(_event, value: 'current' | 'archived' | null) => value && onArchivedChange(value === 'archived')}
            aria-label={translate('app.schemes.view.label')}
          >
            <ToggleButton value="current">{translate('app.schemes.view.current')}</ToggleButton>
            <ToggleButton value="archived">{translate('app.schemes.view.archived')}</ToggleButton>
          </ToggleButtonGroup>
          <ExportButton label="app.schemes.action.export" disabled={!total} />
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            {translate('app.schemes.action.create')}
          </Button>
        </Stack>
      </Box>
      {error ? (
        <ErrorState title="app.schemes.fetch_failed" error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <CardGrid aria-label={translate('ra.page.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <SchemeCardSkeleton key={i} />
          ))}
        </CardGrid>
      ) : data.length === 0 ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 3 }}>
          <EmptyState
            icon={<CategoryOutlinedIcon />}
            text={archived ? 'app.schemes.empty_archived' : 'app.schemes.empty'}
            textOptions={{ product }}
            action={
              archived ? undefined : (
                <Button variant="outlined" startIcon={<AddIcon />} onClick={onCreate}>
                  {translate('app.schemes.action.create')}
                </Button>
              )
            }
          />
        </Box>
      ) : (
        <>
          <CardGrid>
            {data.map((scheme) => (
              <SchemeCard
                key={scheme.id}
                scheme={scheme}
                onEdit={onEdit}
                onDelete={onDelete}
                onRestore={(s) => void restore(s)}
                restoring={restoring === scheme.id}
              />
            ))}
          </CardGrid>
          {hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                {translate('app.schemes.action.load_more')}
              </Button>
            </Box>
          )}
        </>
      )}
    </>
  );
};

/** One product tab's current or archived schemes, paged through the API (newest first), exportable to CSV. */
export const SchemeList = (props: SchemeListProps) => {
  const exporter = useCsvExporter(CSV_COLUMNS, `schemes-${props.productId}${props.archived ? '-archived' : ''}`);
  return (
    <InfiniteListBase<SchemeView>
      resource="schemes"
      filter={{ productId: props.productId, archived: props.archived }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={SCHEMES_PER_PAGE}
      disableSyncWithLocation
      storeKey={`schemes.${props.productId}.${props.archived ? 'archived' : 'current'}`}
      exporter={exporter}
    >
      <SchemeGrid {...props} />
    </InfiniteListBase>
  );
};
