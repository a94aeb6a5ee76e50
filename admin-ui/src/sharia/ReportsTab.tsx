import SummarizeOutlinedIcon from '@mui/icons-material/SummarizeOutlined';
import { TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { NumberInput, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';

import { SHARIA_OPINIONS, type ShariaReportView } from '@fund/contracts';
import { StatusChip } from '@fund/ui';

import { PlainTable } from '../components/PlainTable';
import { reportErrors, type ReportValues } from './shariaForms';
import { REPORTS, useShariaReports } from './shariaHooks';
import {
  AddButton,
  DeleteButton,
  DeleteConfirm,
  DocumentLink,
  SectionHeading,
  ShariaAddDialog,
  ShariaTableCard,
  UploadInput,
  useShariaRemoval,
} from './shariaParts';

const OPINION_CHOICES = SHARIA_OPINIONS.map((opinion) => ({ id: opinion, name: `app.sharia.opinions.${opinion}` }));

/** The report's body: the summary without its surrounding spaces. */
const reportPayload = (values: Record<string, unknown>) => {
  const { year, opinion, documentUrl, summary } = values as ReportValues;
  return { year, opinion, documentUrl, summary: (summary ?? '').trim() };
};

const ReportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <ShariaAddDialog
    open={open}
    onClose={onClose}
    resource={REPORTS}
    saved="app.sharia.toast.report_saved"
    payload={reportPayload}
    title="app.sharia.reports.create_title"
    defaultValues={{ year: new Date().getUTCFullYear() - 1, opinion: 'unqualified', documentUrl: null, summary: '' }}
    validate={(values) => reportErrors(values as ReportValues) as Record<string, string>}
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
  </ShariaAddDialog>
);

/** Annual reports: year, opinion, summary and the signed PDF, newest year first; add and delete. */
export const ReportsTab = () => {
  const translate = useTranslate();
  const reports = useShariaReports();
  const [adding, setAdding] = useState(false);
  const removal = useShariaRemoval<ShariaReportView>(REPORTS, 'app.sharia.toast.report_deleted');
  const t = (key: string) => translate(`app.sharia.reports.columns.${key}`);
  return (
    <>
      <SectionHeading
        title="app.sharia.tabs.reports"
        intro="app.sharia.reports.intro"
        action={<AddButton label="app.sharia.action.add_report" onClick={() => setAdding(true)} />}
      />
      <ShariaTableCard
        query={reports}
        fetchFailed="app.sharia.reports.fetch_failed"
        emptyIcon={<SummarizeOutlinedIcon />}
        emptyText="app.sharia.reports.empty"
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
          {(reports.data ?? []).map((report) => {
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
                  <DeleteButton name={name} onClick={() => removal.setTarget(report)} />
                </TableCell>
              </TableRow>
            );
          })}
        </PlainTable>
      </ShariaTableCard>
      <ReportDialog open={adding} onClose={() => setAdding(false)} />
      <DeleteConfirm
        removal={removal}
        title="app.sharia.reports.delete_title"
        content="app.sharia.reports.delete_content"
        translateOptions={{ year: removal.target?.year }}
      />
    </>
  );
};
