import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Card, CardContent, Skeleton, TableCell, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useGetIdentity, useGetList, useTranslate } from 'react-admin';

import type { MailQueueView } from '@fund/contracts';

import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { PlainTable } from '../components/PlainTable';

type Shown = 'pending' | 'failed';

/** The newest this many e-mails of the chosen kind. */
export const MAIL_QUEUE_ROWS = 50;

const COLUMNS = ['recipient', 'subject', 'attempts', 'last_error', 'next_attempt'] as const;
const WIDTHS = ['22%', '26%', '10%', '24%', '18%'];

const timeText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * Undelivered e-mails (GET /api/admin/mail-queue), for a super admin only: nothing renders or loads
 * for anyone else. Those still being retried or given up after a day: recipient, subject, attempts,
 * the last error and the next try; never a body.
 */
export const MailQueueCard = () => {
  const { identity } = useGetIdentity();
  const superAdmin = identity?.role === 'super_admin';
  return superAdmin ? <MailQueue /> : null;
};

const MailQueue = () => {
  const translate = useTranslate();
  const titleId = useId();
  const [shown, setShown] = useState<Shown>('pending');
  const { data, total, isPending, error, refetch } = useGetList<MailQueueView>('mail-queue', {
    filter: { status: shown },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: MAIL_QUEUE_ROWS },
  });
  const rows = data ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {translate('app.mail_queue.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.mail_queue.intro')}
        </Typography>
        <ToggleButtonGroup
          value={shown}
          exclusive
          size="small"
          onChange={(_, value: Shown | null) => value && setShown(value)}
          aria-label={translate('app.mail_queue.filter_label')}
          sx={{ alignSelf: 'flex-start' }}
        >
          {(['pending', 'failed'] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {translate(`app.mail_queue.status.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {error ? (
          <ErrorState title="app.mail_queue.fetch_failed" error={error} onRetry={() => void refetch()} />
        ) : !isPending && rows.length === 0 ? (
          <EmptyState icon={<MarkEmailReadOutlinedIcon />} text={`app.mail_queue.empty.${shown}`} dense />
        ) : (
          <>
            {total !== undefined && total > rows.length && (
              <Typography variant="body2" color="text.secondary">
                {translate('app.mail_queue.showing', { count: rows.length, total })}
              </Typography>
            )}
            {/* Narrow screens scroll the table inside the card (a focusable region, so keyboards can scroll it). */}
            <PlainTable
              columns={COLUMNS.map((column, i) => ({ label: translate(`app.mail_queue.fields.${column}`), width: WIDTHS[i] }))}
              fixed
              minWidth={720}
              region={translate('app.mail_queue.table_label')}
              aria-labelledby={titleId}
            >
              {isPending
                ? [0, 1, 2].map((i) => (
                    <TableRow key={i}>
                      {COLUMNS.map((column) => (
                        <TableCell key={column}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell sx={wrap}>{row.recipient}</TableCell>
                      <TableCell sx={wrap}>{row.subject}</TableCell>
                      <TableCell>{row.attempts}</TableCell>
                      <TableCell sx={{ ...wrap, fontSize: '0.8125rem', color: 'text.secondary' }}>
                        {row.lastError ?? translate('app.mail_queue.none')}
                      </TableCell>
                      <TableCell>
                        {row.nextAttemptAt
                          ? timeText(row.nextAttemptAt)
                          : row.status === 'failed'
                            ? translate('app.mail_queue.given_up')
                            : translate('app.mail_queue.none')}
                      </TableCell>
                    </TableRow>
                  ))}
            </PlainTable>
          </>
        )}
      </CardContent>
    </Card>
  );
};
