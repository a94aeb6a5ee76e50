import { StatusChip } from '@fund/ui';
import type { TicketStatus } from '@fund/contracts';
import { useTranslation } from 'react-i18next';

/** A ticket's status in words (the tickets catalog) and the kit's colour (STYLE.md status chips). */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return <StatusChip kind="ticket" status={status} label={t(`statuses.${status}`)} />;
}
