import { Box, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

import { formatDate, isAdminRole, type AdminTicketView, type TicketMessageView } from '@fund/contracts';
import { ThreadMessage } from '@fund/ui';

import { PersonAvatar } from '../components/PersonAvatar';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "Mar 2, 2026 at 10:05" in the browser's time zone. */
export const messageTime = (iso: string) => `${formatDate(iso)} at ${TIME.format(new Date(iso))}`;

const Message = ({ message, opening }: { message: TicketMessageView; opening: boolean }) => {
  const translate = useTranslate();
  const team = isAdminRole(message.authorRole);
  return (
    <ThreadMessage
      variant="outlined"
      fromTeam={team}
      body={message.body}
      header={
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.75 }}>
          <PersonAvatar name={message.authorName} tone={team ? 'secondary' : 'primary'} />
          <Typography variant="body2" component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {message.authorName}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={team ? 'primary' : 'default'}
            label={translate(`app.tickets.thread.roles.${message.authorRole}`)}
            sx={{ height: 20, fontSize: '0.7rem' }}
          />
          <Typography variant="caption" color="text.secondary" component="span" sx={{ marginInlineStart: 'auto' }}>
            {opening && `${translate('app.tickets.thread.opening')} · `}
            <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
          </Typography>
        </Stack>
      }
    />
  );
};

/** The ticket's conversation (issue 21 item 7): the investor's opening message, then every reply, oldest first. */
export const TicketThread = ({ ticket }: { ticket: AdminTicketView }) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="caption" color="text.secondary" component="h4" sx={{ display: 'block', mb: 1 }}>
        {translate('app.tickets.thread.label')}
      </Typography>
      {/* A grid, not a Stack: a Stack's spacing resets its children's margins, which set the messages apart. */}
      <Box component="ol" aria-labelledby={headingId} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {ticket.messages.map((message, index) => (
          <Message key={message.id} message={message} opening={index === 0 && message.id === ticket.id} />
        ))}
      </Box>
    </section>
  );
};
