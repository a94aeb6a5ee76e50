import { formatDate, TICKET_STATUSES, type AdminTicketView, type TicketStatus } from '@fund/contracts';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useId } from 'react';
import { Button, Form, SaveButton, SelectInput, TextInput, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';

import { serverMessage } from '../components/ErrorState';
import { StatusChip } from '../components/StatusChip';

export interface TicketDialogProps {
  /** The ticket shown; null closes the dialog. */
  ticket: AdminTicketView | null;
  onClose: () => void;
}

interface TicketValues {
  status: TicketStatus;
  adminNotes: string;
}

/** spec/001 §5 "Ticket update": status required, adminNotes optional; only these two fields are sent. */
export const ticketUpdatePayload = ({ status, adminNotes }: TicketValues) => ({ status, adminNotes: adminNotes?.trim() ? adminNotes.trim() : null });

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/**
 * The ticket detail dialog (spec/001 §2): what the investor wrote, and the status and admin notes the
 * admin edits. PATCH /api/tickets/{id} {status, adminNotes}; 'Ticket updated', or the server's
 * message ('Failed to update ticket' when it gives none).
 */
export const TicketDialog = ({ ticket, onClose }: TicketDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [update, { isPending }] = useUpdate<AdminTicketView>();

  const submit = (values: Partial<TicketValues>) => {
    if (!ticket) return;
    update(
      'tickets',
      { id: ticket.id, data: ticketUpdatePayload(values as TicketValues), previousData: ticket },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.tickets.notify.updated', { type: 'success' });
          refresh();
          onClose();
        },
        onError: error => notify(serverMessage(error) ?? 'app.tickets.notify.update_failed', { type: 'error' }),
      },
    );
  };

  return (
    <Dialog open={ticket !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      {ticket && (
        <Form<TicketValues>
          key={ticket.id}
          defaultValues={{ status: ticket.status, adminNotes: ticket.adminNotes ?? '' }}
          onSubmit={submit}
          validate={values => (values.status ? {} : { status: 'app.tickets.notify.status_required' })}
        >
          <DialogTitle id={titleId} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {translate('app.tickets.dialog.title')}
            </Box>
            <StatusChip kind="ticket" status={ticket.status} />
          </DialogTitle>
          <DialogContent dividers>
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
              <Fact label={translate('app.tickets.dialog.category')}>{translate(`app.tickets.category.${ticket.category}`, { _: ticket.category })}</Fact>
              <Fact label={translate('app.tickets.dialog.priority')}>{translate(`app.tickets.priority.${ticket.priority}`, { _: ticket.priority })}</Fact>
            </Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('app.tickets.dialog.description')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
              {ticket.description}
            </Typography>
            <Divider sx={{ mb: 2 }} />
            <Stack spacing={1}>
              <SelectInput
                source="status"
                label="app.tickets.dialog.status"
                choices={TICKET_STATUSES.map(status => ({ id: status, name: `app.common.status.ticket.${status}` }))}
                validate={value => (value ? undefined : 'app.tickets.notify.status_required')}
                disabled={isPending}
                fullWidth
              />
              <TextInput
                source="adminNotes"
                label="app.tickets.dialog.admin_notes"
                helperText="app.tickets.dialog.admin_notes_hint"
                multiline
                minRows={3}
                disabled={isPending}
                fullWidth
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ paddingInline: 3, py: 2 }}>
            <Button label="app.tickets.action.cancel" onClick={onClose} disabled={isPending} />
            <SaveButton label="app.tickets.action.save" alwaysEnable={!isPending} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
