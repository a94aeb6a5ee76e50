import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDate, type TicketView } from '@fund/contracts';
import { useTranslation } from 'react-i18next';

import { TicketStatusChip } from './TicketStatusChip';

/** One ticket: subject and status, what it is about, what was asked and the team's answer. */
export function TicketCard({ ticket, focused = false }: { ticket: TicketView; focused?: boolean }) {
  const { t } = useTranslation('tickets');
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) card.current?.scrollIntoView?.({ block: 'center' });
  }, [focused]);
  const settled = ticket.status === 'resolved' || ticket.status === 'closed';
  const meta = [
    t(`categories.${ticket.category}`),
    t('priority', { priority: t(`priorities.${ticket.priority}`) }),
    t('raised', { date: formatDate(ticket.createdAt) }),
    ticket.resolvedAt ? t('resolved', { date: formatDate(ticket.resolvedAt) }) : ticket.updatedAt !== ticket.createdAt ? t('updated', { date: formatDate(ticket.updatedAt) }) : null,
  ].filter(Boolean);

  return (
    <Card
      component="li"
      ref={card}
      aria-current={focused ? true : undefined}
      sx={{ listStyle: 'none', scrollMarginBlock: 96, ...(focused && { outline: '2px solid', outlineColor: 'secondary.main', bgcolor: 'rgba(176, 141, 60, 0.06)' }) }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, justifyContent: 'space-between' }}>
          <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {ticket.subject}
          </Typography>
          <Box sx={{ flexShrink: 0 }}>
            <TicketStatusChip status={ticket.status} />
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {meta.join(' · ')}
        </Typography>
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{ticket.description}</Typography>
        {ticket.adminNotes ? (
          <Box
            sx={{
              mt: 2,
              paddingInline: 2,
              paddingBlock: 1.5,
              borderRadius: 2,
              bgcolor: 'rgba(15, 81, 50, 0.05)',
              borderInlineStart: 3,
              borderColor: 'primary.main',
            }}
          >
            <Typography variant="overline" component="h3" color="primary" sx={{ display: 'block', lineHeight: 1.6 }}>
              {t('response')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {ticket.adminNotes}
            </Typography>
          </Box>
        ) : (
          !settled && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, fontStyle: 'italic' }}>
              {t('awaitingResponse')}
            </Typography>
          )
        )}
      </CardContent>
    </Card>
  );
}
