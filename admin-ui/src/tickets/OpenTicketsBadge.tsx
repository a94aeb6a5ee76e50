import { Box } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';

import { useOpenTicketCount } from './useOpenTicketCount';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The sidebar's count of open tickets beside Support Tickets (issue 21 item 7): a gold pill with the
 * number, read as "3 open"; nothing while none is open or the count is unknown.
 */
export const OpenTicketsBadge = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const count = useOpenTicketCount().data;
  if (!count) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        className="tabular-nums"
        sx={{
          marginInlineStart: 'auto',
          paddingInlineStart: 1,
          ...(open ? {} : { position: 'absolute', insetBlockStart: 2, insetInlineEnd: 2, paddingInlineStart: 0 }),
        }}
      >
        <Box
          component="span"
          sx={{
            display: 'inline-block',
            minWidth: 20,
            paddingInline: 0.75,
            borderRadius: 10,
            bgcolor: '#d9bd78',
            color: '#0b3d26',
            fontSize: open ? '0.72rem' : '0.6rem',
            fontWeight: 700,
            lineHeight: open ? '20px' : '16px',
            textAlign: 'center',
          }}
        >
          {count > 99 ? '99+' : count}
        </Box>
      </Box>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {` (${translate('app.tickets.menu.open', { smart_count: count })})`}
      </Box>
    </>
  );
};
