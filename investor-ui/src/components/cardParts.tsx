import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
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

type SchemeCardFrameProps = {
  product: string;
  name: string;
  /** The line under the name: country, term. */
  place: string;
  /** The status chip at the inline end of the header. */
  status: ReactNode;
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
};

/** An investment's or scheme's card: an article named by its scheme, the product, name, place and status, then `children`. */
export function SchemeCardFrame({ product, name, place, status, headingLevel = 'h2', children }: SchemeCardFrameProps) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="secondary.dark" sx={{ display: 'block', lineHeight: 1.6 }}>
              {product}
            </Typography>
            <Typography id={titleId} variant="h3" component={headingLevel} sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {place}
            </Typography>
          </Box>
          {status}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A list's card (an <li>) that a notice's ?item= link opens: it scrolls into view below the app bar and,
 * while it is the item asked for, wears the gold outline (tickets, statements).
 */
export const linkedItemSx = (focused: boolean) => ({
  listStyle: 'none',
  scrollMarginBlock: 96,
  ...(focused && { outline: '2px solid', outlineColor: 'secondary.main', bgcolor: 'rgba(176, 141, 60, 0.06)' }),
});
