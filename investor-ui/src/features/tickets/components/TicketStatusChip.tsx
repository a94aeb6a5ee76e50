import { useTranslation } from 'react-i18next';

import type { TicketStatus } from '@fund/contracts';
import { StatusChip } from '@fund/ui';

/** A ticket's status in words (the tickets catalog) and the kit's colour (STYLE.md status chips). */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return <StatusChip kind="ticket" status={status} label={t(`statuses.${status}`)} />;
}
