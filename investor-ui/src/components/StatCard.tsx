import { useId, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export type StatTone = 'primary' | 'secondary' | 'success' | 'info';

export type StatCardProps = {
  /** The figure's name, from the catalog. */
  label: string;
  /** The figure, already formatted (formatMoney, formatPercent). */
  value: ReactNode;
  /** An outlined MUI icon. */
  icon: ReactElement;
  tone?: StatTone;
  /** Colour of the figure: a signed change is green when up and red when down. */
  valueColor?: 'success.main' | 'error.main';
  /** A secondary line: what the figure is made of, a change, a date. */
  hint?: ReactNode;
  /** Skeletons instead of the figure while it loads. */
  loading?: boolean;
};

/**
 * One headline figure: icon, label, value and an optional secondary line (STYLE "stat cards"). The
 * card is a labelled group, so a screen reader (and a journey) reads 'Total Account Value, $1.2M'.
 */
export function StatCard({ label, value, icon, tone = 'primary', valueColor, hint, loading = false }: StatCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, '&:last-child': { paddingBlockEnd: 2 } }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: 2.5,
            color: theme.palette[tone].dark,
            bgcolor: alpha(theme.palette[tone].main, 0.1),
          })}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.3, mt: 0.25, color: valueColor, overflowWrap: 'anywhere' }}>
            {loading ? <Skeleton width="6rem" /> : value}
          </Typography>
          {hint !== undefined && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }}>
              {loading ? <Skeleton width="9rem" /> : hint}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
