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
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useGetList, useTranslate } from 'react-admin';

import { AUDIT_ACTIONS, AUDIT_DEFAULT_LIMIT, AUDIT_LIMITS, type AuditAction, type AuditLogView } from '@fund/contracts';

import type { ServerCsvColumn } from '../components/csvExport';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { PageHeader } from '../components/PageHeader';
import { PAGINATION_SX } from '../distributions/paging';
import { AuditChainBadge } from './AuditChainBadge';

export interface AuditFilters {
  /** Part of a name or username (the server's filter.user). */
  user: string;
  /** An action code, a group ('group:money'), or '' for all. */
  action: string;
  /** YYYY-MM-DD days in the browser's time zone, both included; '' for open. */
  from: string;
  to: string;
  /** Entries per page (the spec's limits: 50, 100, 200, 500). */
  limit: number;
}

export const DEFAULT_AUDIT_FILTERS: AuditFilters = { user: '', action: '', from: '', to: '', limit: AUDIT_DEFAULT_LIMIT };

/** Groups of the Action filter: the money actions (enrollments, payouts, distributions...) and the sign-ins, each sent as a list of codes. */
export const AUDIT_ACTION_GROUPS: Record<string, readonly AuditAction[]> = {
  money: ['ENROLLMENT_CREATED', 'PAYOUT_RECORDED', 'DISTRIBUTION_PAID', 'DISTRIBUTION_REVERSED', 'ASSET_ALLOCATED', 'BANK_DETAILS_CHANGED'],
  sign_ins: ['LOGIN', 'LOGOUT', 'LOGIN_FAILED', 'IP_CHANGE_DETECTED'],
};
const GROUP = 'group:';

/** The start of a local day as an instant: '2026-03-01' in Dubai is 2026-02-28T20:00:00.000Z. */
const localDayStart = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date + plusDays).toISOString();
};

/** The list filter the API reads: user, the action (or a group's actions), from the first day's start to the start of the day after the last. */
export const auditListFilter = ({ user, action, from, to }: AuditFilters) => ({
  ...(user.trim() ? { user: user.trim() } : {}),
  ...(action.startsWith(GROUP) ? { action: [...(AUDIT_ACTION_GROUPS[action.slice(GROUP.length)] ?? [])] } : action ? { action } : {}),
  ...(from ? { from: localDayStart(from) } : {}),
  ...(to ? { to: localDayStart(to, 1) } : {}),
});

/** spec/001 §2: empty cells show '-'. */
export const cell = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

/** 'Nov 23, 2026, 17:53:45': the day as everywhere, then the time to the second. */
export const timestampText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: false,
      }).format(date);
};

/** The screen's seven columns. */
const SCREEN_COLUMNS = [
  ['app.audit.columns.timestamp', '13%'],
  ['app.audit.columns.user', '14%'],
  ['app.audit.columns.role', '10%'],
  ['app.audit.columns.action', '19%'],
  ['app.audit.columns.details', '19%'],
  ['app.audit.columns.ip_address', '11%'],
  ['app.audit.columns.browser_system', '14%'],
] as const;

/** The CSV the server writes ('-' for empty cells there too): the name and the id, the browser, system and the whole user agent. */
export const AUDIT_COLUMNS: ServerCsvColumn[] = [
  { header: 'app.audit.columns.timestamp', field: 'timestamp' },
  { header: 'app.audit.columns.user', field: 'userName', empty: 'app.common.dash' },
  { header: 'app.audit.columns.user_id', field: 'userId', empty: 'app.common.dash' },
  { header: 'app.audit.columns.role', field: 'userRole', empty: 'app.common.dash' },
  { header: 'app.audit.columns.action', field: 'action' },
  { header: 'app.audit.columns.details', field: 'actionDetails', empty: 'app.common.dash' },
  { header: 'app.audit.columns.ip_address', field: 'ipAddress', empty: 'app.common.dash' },
  { header: 'app.audit.columns.browser', field: 'browser', empty: 'app.common.dash' },
  { header: 'app.audit.columns.system', field: 'os', empty: 'app.common.dash' },
  { header: 'app.audit.columns.user_agent', field: 'userAgent', empty: 'app.common.dash' },
];

const NEWEST_FIRST = { field: 'timestamp', order: 'DESC' } as const;

/** The export's file name says what was filtered: audit-logs[-<action or group>][-<user>][-<from>][-<to>]-<day>.csv. */
export const auditExportName = ({ user, action, from, to }: AuditFilters) =>
  ['audit-logs', action.replace(GROUP, ''), user.trim(), from, to && `to-${to}`]
    .filter(Boolean)
    .join('-')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 100);

const wrapSx = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

/** Who did it: the name, the id as its description (a tooltip on hover or focus; MUI gives the name the title while it is closed); a deleted user shows the id itself. */
const Who = ({ row }: { row: AuditLogView }) => {
  const translate = useTranslate();
  if (!row.userId) return <>{cell(row.userName)}</>;
  if (!row.userName)
    return (
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.75rem' }}>
        {row.userId}
      </Box>
    );
  return (
    <Tooltip title={translate('app.audit.user_id_hint', { id: row.userId })} describeChild>
      <Box component="span" tabIndex={0} sx={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, cursor: 'help' }}>
        {row.userName}
      </Box>
    </Tooltip>
  );
};

/** The browser over the system; the whole user agent on hover; '-' when it names neither. */
const BrowserSystem = ({ row }: { row: AuditLogView }) => {
  if (!row.browser && !row.os) return <>{cell(row.userAgent)}</>;
  return (
    <Box title={row.userAgent ?? undefined}>
      <Typography variant="body2" component="div">
        {cell(row.browser)}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {cell(row.os)}
      </Typography>
    </Box>
  );
};

/**
 * Audit Logs (spec/001 §2, issue 21 item 9): the count in the title, filters by who (part of a name or
 * username), action (or a group of them: money, sign-ins) and a date range, applied with Apply Filters
 * (Clear goes back to everything), pages of 50 to 500 entries read from the server, who by name (the
 * id on hover), the user agent as browser and system. Export CSV has the server write every entry
 * matching the applied filters, newest first, with the ids and the whole user agents.
 */
export const AuditLogsPage = () => {
  const translate = useTranslate();
  /** The action's words from the catalog (app.audit.actions), or its code if it has none. */
  const actionLabel = (action: string) =>
    action.startsWith(GROUP)
      ? translate(`app.audit.groups.${action.slice(GROUP.length)}`)
      : translate(`app.audit.actions.${action}`, { _: action });
  const [draft, setDraft] = useState<AuditFilters>(DEFAULT_AUDIT_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(DEFAULT_AUDIT_FILTERS);
  const [page, setPage] = useState(0);
  const [rangeError, setRangeError] = useState(false);
  const { data, total, isPending, error, refetch } = useGetList<AuditLogView>('audit-logs', {
    filter: auditListFilter(applied),
    pagination: { page: page + 1, perPage: applied.limit },
    sort: NEWEST_FIRST,
  });
  const rows = data ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const backwards = Boolean(draft.from && draft.to && draft.to < draft.from);
    setRangeError(backwards);
    if (backwards) return;
    setApplied({ ...draft, user: draft.user.trim(), limit: applied.limit });
    setPage(0);
  };
  const clear = () => {
    setDraft(DEFAULT_AUDIT_FILTERS);
    setApplied(DEFAULT_AUDIT_FILTERS);
    setRangeError(false);
    setPage(0);
  };

  return (
    <Box sx={{ pb: 3, minWidth: 0 }}>
      <PageHeader
        title="app.audit.title"
        count={isPending || error ? undefined : (total ?? rows.length)}
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
      <AuditChainBadge />
      <Card
        variant="outlined"
        component="form"
        aria-label={translate('app.audit.filters.label')}
        onSubmit={apply}
        noValidate
        sx={{ p: 2, mb: 2 }}
      >
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ alignItems: { md: 'flex-start' }, flexWrap: { md: 'wrap' } }}
        >
          <TextField
            label={translate('app.audit.filters.user')}
            placeholder={translate('app.audit.filters.user_placeholder')}
            value={draft.user}
            onChange={(event) => setDraft({ ...draft, user: event.target.value })}
            size="small"
            sx={{ flex: { md: '1.5 1 180px' }, minWidth: 0 }}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' }, inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label={translate('app.audit.filters.action')}
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
            size="small"
            sx={{ flex: { md: '1.5 1 180px' }, minWidth: 0 }}
            slotProps={{
              select: {
                displayEmpty: true,
                renderValue: (value) => (value ? actionLabel(String(value)) : translate('app.audit.filters.all_actions')),
              },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">{translate('app.audit.filters.all_actions')}</MenuItem>
            {Object.keys(AUDIT_ACTION_GROUPS).map((group) => (
              <MenuItem key={group} value={`${GROUP}${group}`} sx={{ fontWeight: 600 }}>
                {translate(`app.audit.groups.${group}`)}
              </MenuItem>
            ))}
            {AUDIT_ACTIONS.map((action) => (
              <MenuItem key={action} value={action} aria-label={actionLabel(action)} sx={{ justifyContent: 'space-between', gap: 2 }}>
                {actionLabel(action)}
                {/* The code the list's Action column shows, for the eye; the option is named by its words. */}
                <Typography component="span" variant="caption" color="text.secondary" aria-hidden sx={{ fontFamily: 'monospace' }}>
                  {action}
                </Typography>
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2} sx={{ flex: { xs: '1 1 auto', md: '0 0 auto' }, minWidth: 0 }}>
            <TextField
              type="date"
              label={translate('app.audit.filters.from')}
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              size="small"
              sx={{ flex: 1, minWidth: 0, width: { md: 155 } }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={translate('app.audit.filters.to')}
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
              size="small"
              error={rangeError}
              helperText={rangeError ? translate('app.audit.filters.range_backwards') : undefined}
              sx={{ flex: 1, minWidth: 0, width: { md: 155 } }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
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
          {/* Below ~1000 px the seven columns scroll inside the card (focusable, so keyboards can scroll it). */}
          <TableContainer tabIndex={0} role="region" aria-label={translate('app.audit.table_label')} sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('app.audit.table_label')} sx={{ tableLayout: 'fixed', minWidth: 1000 }}>
              <TableHead>
                <TableRow>
                  {SCREEN_COLUMNS.map(([header, width]) => (
                    <TableCell key={header} sx={{ fontWeight: 600, width }}>
                      {translate(header)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {isPending
                  ? [0, 1, 2, 3, 4].map((i) => (
                      <TableRow key={i}>
                        {SCREEN_COLUMNS.map(([header]) => (
                          <TableCell key={header}>
                            <Skeleton />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  : rows.map((row) => (
                      <TableRow key={row.id} hover>
                        <TableCell sx={wrapSx}>{timestampText(row.timestamp)}</TableCell>
                        <TableCell sx={wrapSx}>
                          <Who row={row} />
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{cell(row.userRole)}</TableCell>
                        <TableCell
                          sx={{ fontWeight: 500, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
                          title={row.action}
                        >
                          {row.action}
                        </TableCell>
                        <TableCell sx={wrapSx}>{cell(row.actionDetails)}</TableCell>
                        <TableCell sx={wrapSx}>{cell(row.ipAddress)}</TableCell>
                        <TableCell sx={wrapSx}>
                          <BrowserSystem row={row} />
                        </TableCell>
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </TableContainer>
          {!isPending && rows.length === 0 && (
            <EmptyState
              icon={<ReceiptLongIcon />}
              text="app.audit.empty"
              dense
              action={
                <Typography variant="body2" color="text.secondary">
                  {translate('app.audit.empty_hint')}
                </Typography>
              }
            />
          )}
          {!isPending && (total ?? 0) > 0 && (
            <TablePagination
              component="div"
              count={total ?? rows.length}
              page={page}
              rowsPerPage={applied.limit}
              rowsPerPageOptions={[...AUDIT_LIMITS]}
              onPageChange={(_event, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                const limit = Number(event.target.value);
                setDraft({ ...draft, limit });
                setApplied({ ...applied, limit });
                setPage(0);
              }}
              labelRowsPerPage={translate('app.audit.rows_per_page')}
              sx={PAGINATION_SX}
            />
          )}
        </Card>
      )}
    </Box>
  );
};
