import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Box, Button, Card, CardActions, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { formatDate, type AdminTicketView } from '@fund/contracts';

import { PersonAvatar } from '../components/PersonAvatar';
import { StatusChip } from '../components/StatusChip';

export interface TicketCardProps {
  ticket: AdminTicketView;
  onView: (ticket: AdminTicketView) => void;
}

/** One ticket: subject, who raised it, category, priority, status and when; View opens the detail dialog. */
export const TicketCard = ({ ticket, onView }: TicketCardProps) => {
  const translate = useTranslate();
  const done = ticket.status === 'resolved' || ticket.status === 'closed';
  // Issue 21: the thread's replies after the opening message, and whether the investor wrote last.
  const replies = Math.max(ticket.messages.length - 1, 0);
  const investorReplied = replies > 0 && ticket.messages.at(-1)?.authorRole === 'investor';
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Typography>
          <StatusChip kind="ticket" status={ticket.status} />
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <PersonAvatar name={ticket.investorName} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
              {ticket.investorName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {ticket.investorEmail}
            </Typography>
          </Box>
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {ticket.description}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label={translate(`app.tickets.category.${ticket.category}`, { _: ticket.category })} />
          <Chip
            size="small"
            variant="outlined"
            color={ticket.priority === 'high' ? 'error' : 'default'}
            label={`${translate('app.tickets.dialog.priority')}: ${translate(`app.tickets.priority.${ticket.priority}`, { _: ticket.priority })}`}
          />
          {replies > 0 && (
            <Chip
              size="small"
              variant="outlined"
              icon={<ForumOutlinedIcon />}
              label={translate('app.tickets.card.replies', { smart_count: replies })}
            />
          )}
          {investorReplied && <Chip size="small" color="warning" label={translate('app.tickets.card.investor_replied')} />}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {done && ticket.resolvedAt
            ? translate('app.tickets.card.resolved', { date: formatDate(ticket.resolvedAt, true) })
            : translate('app.tickets.card.raised', { date: formatDate(ticket.createdAt, true) })}
        </Typography>
      </CardContent>
      <CardActions sx={{ paddingInline: 2, pb: 2 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => onView(ticket)}
          aria-label={`${translate('app.tickets.action.view')}: ${ticket.subject}`}
        >
          {translate('app.tickets.action.view')}
        </Button>
      </CardActions>
    </Card>
  );
};

export const TicketCardSkeleton = () => (
  <Card variant="outlined">
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Skeleton width="70%" height={28} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Skeleton width="50%" />
      </Stack>
      <Skeleton height={40} />
      <Skeleton width="40%" />
    </CardContent>
  </Card>
);
