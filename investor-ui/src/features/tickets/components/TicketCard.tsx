import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, isAdminRole, TICKET_TEXT_MAX, type TicketMessageView, type TicketView } from '@fund/contracts';
import { ThreadMessage } from '@fund/ui';

import { linkedItemSx } from '../../../components/cardParts';
import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { useReplyToTicket } from '../api/tickets';
import { TicketStatusChip } from './TicketStatusChip';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** One message of the conversation: who wrote it (name and role), when, and what. */
function Message({ message }: { message: TicketMessageView }) {
  const { t } = useTranslation('tickets');
  const team = isAdminRole(message.authorRole);
  return (
    <ThreadMessage
      fromTeam={team}
      body={message.body}
      header={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {message.authorName}
          </Typography>
          <Typography component="span" variant="body2" color={team ? 'primary' : 'text.secondary'} sx={{ fontWeight: team ? 600 : 400 }}>
            {t(`thread.roles.${message.authorRole}`)}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 'auto' }}>
            <time dateTime={message.createdAt}>
              {t('thread.at', { date: formatDate(message.createdAt), time: TIME.format(new Date(message.createdAt)) })}
            </time>
          </Typography>
        </Box>
      }
    />
  );
}

/** The investor's reply (issue 21 item 7): trimmed, required, at most TICKET_TEXT_MAX characters; on a settled ticket it says the reply reopens it. */
function ReplyForm({ ticket, onDone }: { ticket: TicketView; onDone: () => void }) {
  const { t } = useTranslation('tickets');
  const { toast } = useToast();
  const reply = useReplyToTicket();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const settled = ticket.status === 'resolved' || ticket.status === 'closed';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return setError(t('reply.required'));
    if (body.length > TICKET_TEXT_MAX) return setError(t('reply.tooLong', { max: TICKET_TEXT_MAX }));
    setError(null);
    reply.mutate(
      { ticketId: ticket.id, body },
      {
        onSuccess: (updated) => {
          const reopened = settled && updated.status === 'open';
          toast({ title: t(reopened ? 'reply.reopened' : 'reply.sent'), description: t('reply.sentText'), severity: 'success' });
          onDone();
        },
        onError: (failure) =>
          toast({ title: t('reply.failed'), description: getServerMessage(failure, '') || undefined, severity: 'error' }),
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
      {reply.isError && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {getServerMessage(reply.error, '') || t('reply.failed')}
        </Alert>
      )}
      <TextField
        id={fieldId}
        label={t('reply.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
        autoFocus
        fullWidth
        multiline
        minRows={3}
        maxRows={10}
        error={error !== null}
        helperText={
          error ??
          [settled ? t('reply.reopens') : null, t('dialog.characters', { count: text.length, max: TICKET_TEXT_MAX })]
            .filter(Boolean)
            .join(' ')
        }
        slotProps={{ htmlInput: { maxLength: TICKET_TEXT_MAX } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
        <Button onClick={onDone} disabled={reply.isPending}>
          {t('cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" variant="contained" loading={reply.isPending}>
          {t('reply.send')}
        </Button>
      </Stack>
    </Box>
  );
}

/** One ticket: subject and status, what it is about, and its conversation with our team, with a reply. */
export function TicketCard({ ticket, focused = false }: { ticket: TicketView; focused?: boolean }) {
  const { t } = useTranslation('tickets');
  const card = useRef<HTMLLIElement>(null);
  const [replying, setReplying] = useState(false);
  useEffect(() => {
    if (focused) card.current?.scrollIntoView?.({ block: 'center' });
  }, [focused]);
  const settled = ticket.status === 'resolved' || ticket.status === 'closed';
  const answered = ticket.messages.some((message) => isAdminRole(message.authorRole));
  const meta = [
    t(`categories.${ticket.category}`),
    t('priority', { priority: t(`priorities.${ticket.priority}`) }),
    t('raised', { date: formatDate(ticket.createdAt) }),
    ticket.resolvedAt
      ? t('resolved', { date: formatDate(ticket.resolvedAt) })
      : ticket.updatedAt !== ticket.createdAt
        ? t('updated', { date: formatDate(ticket.updatedAt) })
        : null,
  ].filter(Boolean);

  return (
    <Card component="li" ref={card} aria-current={focused ? true : undefined} sx={linkedItemSx(focused)}>
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
        {/* A grid, not a Stack: a Stack's spacing resets its children's margins, which set the team's messages apart. */}
        <Box
          component="ol"
          aria-label={t('thread.label', { subject: ticket.subject })}
          sx={{ mt: 2, mb: 0, p: 0, display: 'grid', gap: 1.25 }}
        >
          {ticket.messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </Box>
        {!answered && !settled && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, fontStyle: 'italic' }}>
            {t('awaitingResponse')}
          </Typography>
        )}
        {replying ? (
          <ReplyForm ticket={ticket} onDone={() => setReplying(false)} />
        ) : (
          <Box sx={{ mt: 2 }}>
            <Button variant="outlined" size="small" onClick={() => setReplying(true)} aria-label={`${t('reply.open')}: ${ticket.subject}`}>
              {t('reply.open')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
