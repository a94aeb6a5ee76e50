import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Card, IconButton, Stack, Tooltip } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';

import type { InvestorSummaryView } from '@fund/contracts';
import { DateText, Money } from '@fund/ui';

import { StatusChip } from '../components/StatusChip';

type Row = InvestorSummaryView;
const Col = DataTable.Col<Row>;

export interface InvestorTableProps {
  viewLabel: string;
  onView: (summary: Row) => void;
  onDelete: (summary: Row) => void;
  onToggleStatus?: (summary: Row) => void;
  busyId?: string | null;
}

/**
 * The dense view of both investor pages (issue 21 item 6): one row per investor of the list context's
 * page, each column sorted on the server (GET /api/admin/investor-summaries `sort`), money in full.
 */
export const InvestorTable = ({ viewLabel, onView, onDelete, onToggleStatus, busyId }: InvestorTableProps) => {
  const translate = useTranslate();
  const dash = translate('app.common.dash');
  return (
    <Card variant="outlined" sx={{ overflowX: 'auto' }}>
      <DataTable<Row>
        bulkActionButtons={false}
        rowClick={false}
        size="small"
        aria-label={translate('app.investors.list_label')}
        sx={{ minWidth: 1040 }}
      >
        <Col source="investor.fullName" label="app.investors.table.name" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} />
        <Col source="investor.email" label="app.investors.table.email" sx={{ whiteSpace: 'nowrap' }} />
        <Col
          source="investor.country"
          label="app.investors.table.country"
          sx={{ whiteSpace: 'nowrap' }}
          render={(r) => r.investor.country ?? dash}
        />
        <Col
          source="schemeCount"
          label="app.investors.table.schemes"
          align="right"
          render={(r) => <span className="tabular-nums">{r.schemeCount}</span>}
        />
        <Col
          source="totalInvested"
          label="app.investors.table.invested"
          align="right"
          render={(r) => <Money amount={r.totalInvested} full />}
        />
        <Col
          source="currentValue"
          label="app.investors.table.current_value"
          align="right"
          sx={{ whiteSpace: 'nowrap' }}
          render={(r) => <Money amount={r.currentValue} full />}
        />
        <Col
          source="totalPayouts"
          label="app.investors.table.payouts"
          align="right"
          render={(r) => <Money amount={r.totalPayouts} full />}
        />
        <Col
          source="investor.status"
          label="app.investors.table.status"
          render={(r) => <StatusChip kind="user" status={r.investor.status} />}
        />
        <Col
          source="investor.createdAt"
          label="app.investors.table.joined"
          sx={{ whiteSpace: 'nowrap' }}
          render={(r) => <DateText value={r.investor.createdAt} />}
        />
        <Col
          label="app.investors.table.actions"
          disableSort
          align="right"
          render={(r) => {
            const name = r.investor.fullName;
            const disabled = r.investor.status === 'disabled';
            const toggle = translate(disabled ? 'app.investors.action.enable' : 'app.investors.action.disable');
            return (
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                <Tooltip title={translate(viewLabel)}>
                  <IconButton size="small" color="primary" onClick={() => onView(r)} aria-label={`${translate(viewLabel)}: ${name}`}>
                    <VisibilityOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {onToggleStatus && (
                  <Tooltip title={toggle}>
                    <span>
                      <IconButton
                        size="small"
                        color={disabled ? 'success' : 'warning'}
                        disabled={busyId === String(r.id)}
                        onClick={() => onToggleStatus(r)}
                        aria-label={`${toggle}: ${name}`}
                      >
                        {disabled ? <CheckCircleOutlineIcon fontSize="small" /> : <BlockIcon fontSize="small" />}
                      </IconButton>
                    </span>
                  </Tooltip>
                )}
                <Tooltip title={translate('app.investors.action.delete')}>
                  <IconButton
                    size="small"
                    color="error"
                    onClick={() => onDelete(r)}
                    aria-label={`${translate('app.investors.action.delete')}: ${name}`}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            );
          }}
        />
      </DataTable>
    </Card>
  );
};
