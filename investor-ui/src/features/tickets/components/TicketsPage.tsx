import AddOutlined from '@mui/icons-material/AddOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { EmptyState } from '@fund/ui';

import { PageHeader } from '../../../components/PageHeader';
import { useLoadUntilShown } from '../../../lib/useLoadUntilShown';
import { useTickets } from '../api/tickets';
import { CreateTicketDialog } from './CreateTicketDialog';
import { TicketCard } from './TicketCard';

function TicketsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} role="status" aria-label={t('loading')} aria-busy="true">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={148} sx={{ borderRadius: 3.5 }} />
      ))}
    </Stack>
  );
}

/** spec/000 §2 /investor/tickets: the investor's tickets, newest first, and the create dialog. */
export function TicketsPage() {
  const { t } = useTranslation('tickets');
  const [creating, setCreating] = useState(false);
  const tickets = useTickets();
  // A ticket a notice links to (issue 20): shown, scrolled to and marked.
  const focusId = useSearchParams()[0].get('item') ?? undefined;
  useLoadUntilShown(tickets, focusId);
  const items = tickets.data?.pages.flatMap((page) => page.items) ?? [];
  const newTicket = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
      {t('newTicket')}
    </Button>
  );

  let body;
  if (tickets.isPending) {
    body = <TicketsSkeleton />;
  } else if (tickets.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void tickets.refetch()}>
            {t('tryAgain', { ns: 'common' })}
          </Button>
        }
      >
        <AlertTitle>{t('loadFailedTitle')}</AlertTitle>
        {t('loadFailedText')}
      </Alert>
    );
  } else if (items.length === 0) {
    body = <EmptyState icon={<SupportAgentOutlined />} title={t('emptyTitle')} text={t('emptyText')} action={newTicket} />;
  } else {
    body = (
      <>
        <Stack component="ul" spacing={2} aria-label={t('listLabel')} sx={{ m: 0, p: 0 }}>
          {items.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} focused={ticket.id === focusId} />
          ))}
        </Stack>
        {tickets.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button variant="outlined" onClick={() => void tickets.fetchNextPage()} loading={tickets.isFetchingNextPage}>
              {t('loadMore')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={items.length > 0 || tickets.isError ? newTicket : undefined} />
      {body}
      <CreateTicketDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
