import AddLinkIcon from '@mui/icons-material/AddLink';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import { Button, Card, IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, useDelete, useListContext, useNotify, useTranslate } from 'react-admin';

import type { AllocationView } from '@fund/contracts';
import { DateText } from '@fund/ui';

import { ConfirmDialog } from '../components/ConfirmDialog';
import type { ServerCsvColumn } from '../components/csvExport';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { PageHeader } from '../components/PageHeader';
import { SearchField } from '../components/SearchField';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { AllocationDialog } from './AllocationDialog';

const CSV_COLUMNS: ServerCsvColumn[] = [
  { header: 'app.assets.allocations.columns.asset', field: 'assetName' },
  { header: 'app.assets.allocations.columns.property_type', field: 'assetPropertyType' },
  { header: 'app.assets.allocations.columns.investor', field: 'investorName' },
  { header: 'app.assets.allocations.columns.scheme', field: 'schemeName' },
  { header: 'app.assets.allocations.columns.created', field: 'createdAt', date: true },
];

const AllocationsTable = ({ onDelete, onCreate }: { onDelete: (allocation: AllocationView) => void; onCreate: () => void }) => {
  const translate = useTranslate();
  const { error, refetch, isPending, data, filterValues } = useListContext<AllocationView>();
  if (error) return <ErrorState title="app.assets.allocations.notify.fetch_failed" error={error} onRetry={() => void refetch()} />;
  if (!isPending && data?.length === 0)
    return (
      <EmptyState
        icon={<LinkOffOutlinedIcon />}
        text={filterValues.q ? 'app.assets.empty_search' : 'app.assets.allocations.empty'}
        textOptions={{ q: filterValues.q }}
        action={
          filterValues.q ? undefined : (
            <Button variant="contained" startIcon={<AddLinkIcon />} onClick={onCreate}>
              {translate('app.assets.allocations.create')}
            </Button>
          )
        }
      />
    );
  return (
    <Card variant="outlined" sx={{ overflowX: 'auto' }}>
      <DataTable<AllocationView> bulkActionButtons={false} rowClick={false} aria-label={translate('app.assets.allocations.list_label')}>
        <DataTable.Col<AllocationView> source="assetName" label="app.assets.allocations.columns.asset" sx={{ fontWeight: 600 }} />
        <DataTable.Col<AllocationView>
          source="assetPropertyType"
          label="app.assets.allocations.columns.property_type"
          render={(a) => translate(`app.assets.property_types.${a.assetPropertyType}`, { _: a.assetPropertyType })}
        />
        <DataTable.Col<AllocationView> source="investorName" label="app.assets.allocations.columns.investor" />
        <DataTable.Col<AllocationView> source="schemeName" label="app.assets.allocations.columns.scheme" />
        <DataTable.Col<AllocationView>
          source="createdAt"
          label="app.assets.allocations.columns.created"
          render={(a) => <DateText value={a.createdAt} padDay />}
        />
        <DataTable.Col<AllocationView>
          label="app.assets.allocations.columns.actions"
          disableSort
          align="right"
          render={(a) => {
            const label = translate('app.assets.allocations.delete_label', { asset: a.assetName, investor: a.investorName });
            return (
              <Tooltip title={label}>
                <IconButton color="error" size="small" onClick={() => onDelete(a)} aria-label={label}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            );
          }}
        />
      </DataTable>
    </Card>
  );
};

const AllocationsView = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { total } = useListContext();
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<AllocationView | null>(null);
  const [deleteOne, { isPending: deleting }] = useDelete<AllocationView>();

  const remove = (allocation: AllocationView) =>
    deleteOne(
      'asset-allocations',
      { id: allocation.id, previousData: allocation },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.assets.allocations.notify.deleted', { type: 'success' });
          setRemoving(null);
        },
        onError: (error) => {
          setRemoving(null);
          notifyFailure(error, 'app.assets.allocations.notify.delete_failed');
        },
      },
    );

  return (
    <>
      <PageHeader
        title="app.assets.allocations.title"
        count={total}
        subtitle={translate('app.assets.allocations.subtitle')}
        actions={
          <Stack direction="row" spacing={1}>
            <ExportCsvButton resource="asset-allocations" columns={CSV_COLUMNS} />
            <Button variant="contained" startIcon={<AddLinkIcon />} onClick={() => setCreating(true)}>
              {translate('app.assets.allocations.create')}
            </Button>
          </Stack>
        }
      />
      <Stack direction="row" sx={{ mb: 2, maxWidth: { sm: '30rem' } }}>
        <SearchField label={translate('app.assets.allocations.search')} />
      </Stack>
      <AllocationsTable onDelete={setRemoving} onCreate={() => setCreating(true)} />
      <Pagination rowsPerPageOptions={[10, 25, 50]} sx={{ mt: 2 }} />
      <AllocationDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={Boolean(removing)}
        destructive
        title="app.assets.allocations.delete_title"
        content="app.assets.allocations.delete_content"
        translateOptions={{ asset: removing?.assetName ?? '', investor: removing?.investorName ?? '', scheme: removing?.schemeName ?? '' }}
        confirmLabel="app.common.action.delete"
        loading={deleting}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
};

/** Asset Allocations (/admin/asset-allocations, spec/001 §2): which enrollments hold which asset; allocate and remove. */
export const AllocationsPage = () => {
  const notifyFailure = useNotifyFailure();
  return (
    <ListBase<AllocationView>
      resource="asset-allocations"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      queryOptions={{ onError: (error) => notifyFailure(error, 'app.assets.allocations.notify.fetch_failed') }}
    >
      <AllocationsView />
    </ListBase>
  );
};
