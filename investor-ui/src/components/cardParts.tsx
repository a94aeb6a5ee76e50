import type { ReactNode } from 'react';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

/** An investment's or scheme's card's way to its page; `name` says which card for a screen reader. */
export function ViewDetailsButton({ to, label, name, sx }: { to: string; label: string; name: string; sx?: SxProps<Theme> }) {
  return (
    <Button component={RouterLink} to={to} endIcon={<ArrowForwardRounded />} aria-label={name} sx={sx}>
      {label}
    </Button>
  );
}

/** An investment's or scheme's card's shape while the cards load: its product, name, a line, then `children`. */
export function CardSkeleton({ children }: { children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="70%" height={32} />
        {children}
      </CardContent>
    </Card>
  );
}
