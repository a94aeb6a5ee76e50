import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  text?: string;
  /** What to do next: usually one button or link. */
  action?: ReactNode;
};

/** A data view with nothing to show: says so, and what to do next (STYLE "three states"). */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        paddingInline: { xs: 2, sm: 4 },
        paddingBlock: { xs: 5, sm: 7 },
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      {icon && (
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 56,
            height: 56,
            borderRadius: '50%',
            bgcolor: 'rgba(15, 81, 50, 0.08)',
            color: 'primary.main',
            '& svg': { fontSize: 28 },
          }}
        >
          {icon}
        </Box>
      )}
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
