import { AUDIT_ACTIONS, AUDIT_DEFAULT_LIMIT, AUDIT_LIMITS, type AuditLogView } from '@fund/contracts';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import {
  Box,
  Button,
  Card,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useGetList, useTranslate } from 'react-admin';

import type { ServerCsvColumn } from '../components/csvExport';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { PageHeader } from '../components/PageHeader';

export interface AuditFilters {
  userId: string;
  action: string;
  limit: number;
}

export const DEFAULT_AUDIT_FILTERS: AuditFilters = { userId: '', action: '', limit: AUDIT_DEFAULT_LIMIT };

/** The list filter the API reads (userId, action): empty fields are left out. */
export const auditListFilter = ({ userId, action }: AuditFilters) => ({
  ...(userId.trim() ? { userId: userId.trim() } : {}),
  ...(action ? { action } : {}),
});

/** spec/001 §2: empty cells show '-'. */
export const cell = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

/** 'Nov 23, 2026, 17:53:45': the day as everywhere, then the time to the second. */
export const timestampText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(date);
};

/** The seven columns, on screen and in the CSV the server writes ('-' for empty cells there too). */
export const AUDIT_COLUMNS: ServerCsvColumn[] = [
  { header: 'app.audit.columns.timestamp', field: 'timestamp' },
  { header: 'app.audit.columns.user_id', field: 'userId', empty: 'app.common.dash' },
  { header: 'app.audit.columns.role', field: 'userRole', empty: 'app.common.dash' },
  { header: 'app.audit.columns.action', field: 'action' },
  { header: 'app.audit.columns.details', field: 'actionDetails', empty: 'app.common.dash' },
  { header: 'app.audit.columns.ip_address', field: 'ipAddress', empty: 'app.common.dash' },
  { header: 'app.audit.columns.user_agent', field: 'userAgent', empty: 'app.common.dash' },
];

const NEWEST_FIRST = { field: 'timestamp', order: 'DESC' } as const;

/** The export's file name says what was filtered: audit-logs[-<action>][-<user id>]-<day>.csv. */
export const auditExportName = ({ userId, action }: AuditFilters) =>
  ['audit-logs', action, userId.trim()]
    .filter(Boolean)
    .join('-')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 100);

const wrapSx = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

/**
 * Audit Logs (spec/001 §2): the count in the title, User ID / Action / Limit filters applied with
 * Apply Filters (Clear goes back to everything and 100), seven columns with '-' for empty cells.
 * Export CSV has the server write every entry matching the applied User ID and Action filters, newest
 * first: the limit (at most 500) only shapes the screen.
 */
export const AuditLogsPage = () => {
  const translate = useTranslate();
  /** The action's words from the catalog (app.audit.actions), or its code if it has none. */
  const actionLabel = (action: string) => translate(`app.audit.actions.${action}`, { _: action });
  const [draft, setDraft] = useState<AuditFilters>(DEFAULT_AUDIT_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(DEFAULT_AUDIT_FILTERS);
  const { data, total, isPending, error, refetch } = useGetList<AuditLogView>('audit-logs', {
    filter: auditListFilter(applied),
    pagination: { page: 1, perPage: applied.limit },
    sort: NEWEST_FIRST,
  });
  const rows = data ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied({ ...draft, userId: draft.userId.trim() });
  };
  const clear = () => {
    setDraft(DEFAULT_AUDIT_FILTERS);
    setApplied(DEFAULT_AUDIT_FILTERS);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <PageHeader
        title="app.audit.title"
        count={isPending || error ? undefined : rows.length}
        subtitle={translate('app.audit.subtitle')}
        actions={
          <ExportCsvButton
            resource="audit-logs"
            name={auditExportName(applied)}
            columns={AUDIT_COLUMNS}
            filter={auditListFilter(applied)}
            sort={NEWEST_FIRST}
            variant="outlined"
            disabled={isPending || rows.length === 0}
            title={translate('app.audit.export_hint')}
          />
        }
      />
      <Card variant="outlined" component="form" aria-label={translate('app.audit.filters.label')} onSubmit={apply} sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            label={translate('app.audit.filters.user_id')}
            value={draft.userId}
            onChange={event => setDraft({ ...draft, userId: event.target.value })}
            size="small"
            sx={{ flex: 2, minWidth: 0 }}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          />
          <TextField
            select
            label={translate('app.audit.filters.action')}
            value={draft.action}
            onChange={event => setDraft({ ...draft, action: event.target.value })}
            size="small"
            sx={{ flex: 1.5, minWidth: 0 }}
            slotProps={{
              select: { displayEmpty: true, renderValue: value => (value ? actionLabel(String(value)) : translate('app.audit.filters.all_actions')) },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">{translate('app.audit.filters.all_actions')}</MenuItem>
            {AUDIT_ACTIONS.map(action => (
              <MenuItem key={action} value={action} aria-label={actionLabel(action)} sx={{ justifyContent: 'space-between', gap: 2 }}>
                {actionLabel(action)}
                {/* The code the list's Action column shows, for the eye; the option is named by its words. */}
                <Typography component="span" variant="caption" color="text.secondary" aria-hidden sx={{ fontFamily: 'monospace' }}>
                  {action}
                </Typography>
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate('app.audit.filters.limit')}
            value={draft.limit}
            onChange={event => setDraft({ ...draft, limit: Number(event.target.value) })}
            size="small"
            sx={{ flex: 0.7, minWidth: 100 }}
          >
            {AUDIT_LIMITS.map(limit => (
              <MenuItem key={limit} value={limit}>
                {limit}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button type="submit" variant="contained">
              {translate('app.audit.filters.apply')}
            </Button>
            <Button type="button" variant="outlined" onClick={clear}>
              {translate('app.audit.filters.clear')}
            </Button>
          </Stack>
        </Stack>
      </Card>
      {error ? (
        <ErrorState title="app.audit.fetch_failed" error={error} onRetry={() => void refetch()} />
      ) : (
        <Card variant="outlined">
          {total !== undefined && total > rows.length && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
              {translate('app.audit.showing', { count: rows.length, total })}
            </Typography>
          )}
          {/* Below ~1000 px the seven columns scroll inside the card (focusable, so keyboards can scroll it). */}
          <TableContainer tabIndex={0} role="region" aria-label={translate('app.audit.table_label')} sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('app.audit.table_label')} sx={{ tableLayout: 'fixed', minWidth: 1000 }}>
              <TableHead>
                <TableRow>
                  {AUDIT_COLUMNS.map((column, i) => (
                    <TableCell key={column.header} sx={{ fontWeight: 600, width: ['14%', '15%', '10%', '16%', '18%', '10%', '17%'][i] }}>
                      {translate(column.header)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {isPending
                  ? [0, 1, 2, 3, 4].map(i => (
                      <TableRow key={i}>
                        {AUDIT_COLUMNS.map(column => (
                          <TableCell key={column.header}>
                            <Skeleton />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  : rows.map(row => (
                      <TableRow key={row.id} hover>
                        <TableCell sx={{ whiteSpace: { md: 'nowrap' }, ...wrapSx }}>{timestampText(row.timestamp)}</TableCell>
                        <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.75rem', ...wrapSx }}>{cell(row.userId)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{cell(row.userRole)}</TableCell>
                        <TableCell sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{row.action}</TableCell>
                        <TableCell sx={wrapSx}>{cell(row.actionDetails)}</TableCell>
                        <TableCell sx={wrapSx}>{cell(row.ipAddress)}</TableCell>
                        <TableCell sx={{ fontSize: '0.75rem', color: 'text.secondary', ...wrapSx }}>{cell(row.userAgent)}</TableCell>
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </TableContainer>
          {!isPending && rows.length === 0 && (
            <EmptyState icon={<ReceiptLongIcon />} text="app.audit.empty" dense action={<Typography variant="body2" color="text.secondary">{translate('app.audit.empty_hint')}</Typography>} />
          )}
        </Card>
      )}
    </Box>
  );
};
