import { Box, Divider, Stack, Typography } from '@mui/material';
import { maxLength, required, SelectInput, TextInput, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';

import { formatDate, TICKET_STATUSES, TICKET_TEXT_MAX, type AdminTicketView, type TicketStatus } from '@fund/contracts';

import { AdminFormDialog } from '../components/AdminFormDialog';
import { Fact } from '../components/Fact';
import { StatusChip } from '../components/StatusChip';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { TicketThread } from './TicketThread';

export interface TicketDialogProps {
  /** The ticket shown; null closes the dialog. */
  ticket: AdminTicketView | null;
  onClose: () => void;
}

interface TicketValues {
  status: TicketStatus;
  /** A new reply to the investor (the API's adminNotes: added to the thread as the team's reply). */
  reply: string;
}

/** spec/001 §5 "Ticket update": status required, adminNotes optional (issue 21: a reply in the thread); only these two fields are sent. */
export const ticketUpdatePayload = ({ status, reply }: TicketValues) => ({ status, adminNotes: reply?.trim() ? reply.trim() : null });

/**
 * The ticket detail dialog (spec/001 §2): the ticket, its conversation (issue 21: the investor's opening
 * message and every reply, each with author and time), a reply to the investor and the status.
 * PATCH /api/tickets/{id} {status, adminNotes: the reply or null}; 'Ticket updated' (or 'Reply sent…'),
 * or the server's message ('Failed to update ticket' when it gives none).
 */
export const TicketDialog = ({ ticket, onClose }: TicketDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<AdminTicketView>();

  const submit = (values: Partial<TicketValues>) => {
    if (!ticket) return;
    const data = ticketUpdatePayload(values as TicketValues);
    update(
      'tickets',
      { id: ticket.id, data, previousData: ticket },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(data.adminNotes ? 'app.tickets.notify.replied' : 'app.tickets.notify.updated', { type: 'success' });
          refresh();
          onClose();
        },
        onError: (error) => notifyFailure(error, 'app.tickets.notify.update_failed'),
      },
    );
  };

  return (
    <AdminFormDialog
      open={ticket !== null}
      onClose={onClose}
      titleSx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', justifyContent: 'space-between' }}
      title={
        ticket && (
          <>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {translate('app.tickets.dialog.title')}
            </Box>
            <StatusChip kind="ticket" status={ticket.status} />
          </>
        )
      }
      dividers
      cancelLabel="app.tickets.action.cancel"
      submitLabel="app.tickets.action.save"
      submitting={isPending}
      actionsSx={{ paddingInline: 3, py: 2 }}
      formKey={ticket?.id}
      form={
        ticket
          ? {
              defaultValues: { status: ticket.status, reply: '' },
              onSubmit: submit,
              validate: (values) => (values.status ? {} : { status: 'app.tickets.notify.status_required' }),
            }
          : undefined
      }
    >
      {ticket && (
        <>
          <Typography component="h3" variant="h6" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0, mb: 2 }}>
            <Fact label={translate('app.tickets.dialog.investor')}>
              {ticket.investorName}
              <br />
              {ticket.investorEmail}
            </Fact>
            <Fact label={translate('app.tickets.dialog.raised')}>{formatDate(ticket.createdAt, true)}</Fact>
            <Fact label={translate('app.tickets.dialog.category')}>
              {translate(`app.tickets.category.${ticket.category}`, { _: ticket.category })}
            </Fact>
            <Fact label={translate('app.tickets.dialog.priority')}>
              {translate(`app.tickets.priority.${ticket.priority}`, { _: ticket.priority })}
            </Fact>
          </Box>
          <TicketThread ticket={ticket} />
          <Divider sx={{ my: 2 }} />
          <Stack spacing={1}>
            <TextInput
              source="reply"
              label="app.tickets.dialog.reply"
              helperText={translate('app.tickets.dialog.reply_hint', { max: TICKET_TEXT_MAX.toLocaleString('en-US') })}
              validate={maxLength(TICKET_TEXT_MAX)}
              multiline
              minRows={3}
              disabled={isPending}
              fullWidth
            />
            {/* Required: react-admin offers no blank choice (a ticket always has a status). */}
            <SelectInput
              source="status"
              label="app.tickets.dialog.status"
              choices={TICKET_STATUSES.map((status) => ({ id: status, name: `app.common.status.ticket.${status}` }))}
              validate={required('app.tickets.notify.status_required')}
              disabled={isPending}
              fullWidth
            />
          </Stack>
        </>
      )}
    </AdminFormDialog>
  );
};
