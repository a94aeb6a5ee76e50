import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SummarizeOutlinedIcon from '@mui/icons-material/SummarizeOutlined';
import { Button, IconButton, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { NumberInput, RadioButtonGroupInput, TextInput, useNotify, useTranslate } from 'react-admin';

import { SHARIA_OPINIONS, type ShariaReportView } from '@fund/contracts';
import { StatusChip } from '@fund/ui';

import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { PlainTable } from '../components/PlainTable';
import { TableCard } from '../components/TableCard';
import { useConfirmedAction } from '../components/useConfirmedAction';
import { reportErrors, type ReportValues } from './shariaForms';
import { REPORTS, useDeleteRecord, useSaveRecord, useShariaReports } from './shariaHooks';
import { DocumentLink, SectionHeading, ShariaFormDialog, UploadInput } from './shariaParts';

const OPINION_CHOICES = SHARIA_OPINIONS.map((opinion) => ({ id: opinion, name: `app.sharia.opinions.${opinion}` }));

const ReportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const notify = useNotify();
  const { mutateAsync } = useSaveRecord();
  const save = async (values: Record<string, unknown>) => {
    const { year, opinion, documentUrl, summary } = values as ReportValues;
    await mutateAsync({ resource: REPORTS, data: { year, opinion, documentUrl, summary: (summary ?? '').trim() } });
    notify('app.sharia.toast.report_saved', { type: 'success' });
  };
  return (
    <ShariaFormDialog
      open={open}
      onClose={onClose}
      title="app.sharia.reports.create_title"
      formKey={String(open)}
      defaultValues={{ year: new Date().getUTCFullYear() - 1, opinion: 'unqualified', documentUrl: null, summary: '' }}
      validate={(values) => reportErrors(values as ReportValues) as Record<string, string>}
      save={save}
    >
      <NumberInput source="year" label="app.sharia.reports.year" step={1} fullWidth />
      <RadioButtonGroupInput source="opinion" label="app.sharia.reports.opinion" choices={OPINION_CHOICES} row helperText={false} />
      <TextInput source="summary" label="app.sharia.reports.summary" multiline minRows={3} fullWidth />
      <UploadInput
        source="documentUrl"
        kind="sharia-document"
        label="app.sharia.reports.document"
        onFile="app.sharia.pronouncement.document_on_file"
      />
    </ShariaFormDialog>
  );
};

/** Annual reports: year, opinion, summary and the signed PDF, newest year first; add and delete. */
export const ReportsTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error, refetch } = useShariaReports();
  const [adding, setAdding] = useState(false);
  const deleteReport = useDeleteRecord(REPORTS);
  const removal = useConfirmedAction<ShariaReportView>(async (report) => {
    await deleteReport(report.id);
    notify('app.sharia.toast.report_deleted', { type: 'success' });
  }, 'app.sharia.toast.delete_failed');
  const t = (key: string) => translate(`app.sharia.reports.columns.${key}`);
  return (
    <>
      <SectionHeading
        title="app.sharia.tabs.reports"
        intro="app.sharia.reports.intro"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate('app.sharia.action.add_report')}
          </Button>
        }
      />
      <TableCard
        error={error}
        fetchFailed="app.sharia.reports.fetch_failed"
        onRetry={() => void refetch()}
        loading={isPending}
        empty={data?.length === 0 && <EmptyState icon={<SummarizeOutlinedIcon />} text="app.sharia.reports.empty" />}
      >
        <PlainTable
          minWidth={600}
          aria-label={translate('app.sharia.reports.table_label')}
          columns={[
            { label: t('year') },
            { label: t('opinion') },
            { label: t('summary') },
            { label: t('document') },
            { label: t('actions'), align: 'right' },
          ]}
        >
          {(data ?? []).map((report) => {
            const name = translate('app.sharia.reports.report_of', { year: report.year });
            return (
              <TableRow key={report.id}>
                <TableCell className="tabular-nums" sx={{ fontWeight: 600 }}>
                  {report.year}
                </TableCell>
                <TableCell>
                  <StatusChip
                    kind="ticket"
                    status={report.opinion === 'unqualified' ? 'resolved' : 'open'}
                    label={translate(`app.sharia.opinions.${report.opinion}`)}
                  />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{report.summary || '—'}</TableCell>
                <TableCell>
                  <DocumentLink url={report.documentUrl} name={name} />
                </TableCell>
                <TableCell align="right">
                  <IconButton
                    size="small"
                    onClick={() => removal.setTarget(report)}
                    aria-label={translate('app.sharia.action.delete_of', { name })}
                    sx={{ color: 'error.main' }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </PlainTable>
      </TableCard>
      <ReportDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removal.target !== null}
        destructive
        title="app.sharia.reports.delete_title"
        content="app.sharia.reports.delete_content"
        translateOptions={{ year: removal.target?.year }}
        confirmLabel="app.sharia.action.delete"
        loading={removal.busy}
        onConfirm={() => void removal.confirm()}
        onClose={() => removal.setTarget(null)}
      />
    </>
  );
};
