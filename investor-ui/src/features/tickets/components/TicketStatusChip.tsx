import Chip from '@mui/material/Chip';
import type { TicketStatus } from '@fund/contracts';
import { useTranslation } from 'react-i18next';

// STYLE "status chips": open = warning, in progress = info, resolved = success, closed = default.
const COLORS = { open: 'warning', in_progress: 'info', resolved: 'success', closed: 'default' } as const satisfies Record<TicketStatus, string>;

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return <Chip label={t(`statuses.${status}`)} color={COLORS[status]} size="small" variant={status === 'closed' ? 'outlined' : 'filled'} sx={{ fontWeight: 600 }} />;
}
