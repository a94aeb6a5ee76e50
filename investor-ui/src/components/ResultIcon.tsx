import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const TONES = {
  success: { bg: 'rgba(31, 122, 77, 0.12)', fg: 'success.main' },
  error: { bg: 'rgba(179, 38, 30, 0.1)', fg: 'error.main' },
  info: { bg: 'rgba(15, 81, 50, 0.08)', fg: 'primary.main' },
} as const;

/** The round badge above a result screen's title (submitted, invalid, already used). */
export function ResultIcon({ icon, tone = 'info' }: { icon: ReactNode; tone?: keyof typeof TONES }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: 64,
        height: 64,
        borderRadius: '50%',
        bgcolor: TONES[tone].bg,
        color: TONES[tone].fg,
        '& svg': { fontSize: 32 },
      }}
    >
      {icon}
    </Box>
  );
}
