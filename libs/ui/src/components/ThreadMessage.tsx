import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface ThreadMessageProps {
  /** Written by the fund's team: set off to the inline end, the investor's messages to the start. */
  fromTeam: boolean;
  /** Who wrote it and when (each app's own line: name, role, time). */
  header: ReactNode;
  /** The message as written; its line breaks are kept. */
  body: string;
  /**
   * `accent` (the portal's): tinted, the team's answers with the brand's edge; `outlined` (the back
   * office's): a bordered card, the team's answers shaded.
   */
  variant?: 'accent' | 'outlined';
}

/** One message of a support ticket's conversation (issue 21 item 7), an item of the thread's list. */
export function ThreadMessage({ fromTeam, header, body, variant = 'accent' }: ThreadMessageProps) {
  const accent = variant === 'accent';
  const inset = accent ? { xs: 1.5, sm: 4 } : { xs: 2, sm: 4 };
  return (
    <Box
      component="li"
      sx={(theme) => ({
        listStyle: 'none',
        borderRadius: 2,
        marginInlineStart: fromTeam ? inset : 0,
        marginInlineEnd: fromTeam ? 0 : inset,
        ...(accent
          ? {
              paddingInline: 2,
              paddingBlock: 1.5,
              bgcolor: fromTeam ? alpha(theme.palette.primary.main, 0.05) : alpha(theme.palette.common.black, 0.03),
              // The team's answers carry the brand's green edge, as the single answer did before the thread.
              borderInlineStart: fromTeam ? '3px solid' : 'none',
              borderInlineStartColor: theme.palette.primary.main,
            }
          : { p: 1.5, border: '1px solid', borderColor: 'divider', bgcolor: fromTeam ? 'action.hover' : 'background.paper' }),
      })}
    >
      {header}
      <Typography variant="body2" sx={{ mt: accent ? 0.5 : 0, whiteSpace: accent ? 'pre-line' : 'pre-wrap', overflowWrap: 'anywhere' }}>
        {body}
      </Typography>
    </Box>
  );
}
