import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, type ElementType, type ReactElement, type ReactNode } from 'react';

export type StatTone = 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';

export interface StatCardProps {
  /** The figure's name (already translated); it names the card for screen readers. */
  label: ReactNode;
  /** The figure, already formatted (formatMoney, formatPercent). */
  value: ReactNode;
  /** An outlined MUI icon. */
  icon: ReactElement;
  /** Colour of the icon's tile. */
  tone?: StatTone;
  /** Colour of the figure: a signed change is green when up and red when down. */
  valueColor?: 'success.main' | 'error.main';
  /** A secondary line: what the figure is made of, a change, a date. */
  hint?: ReactNode;
  /** A signed change in percent, shown green when up and red when down before the hint. */
  trend?: number;
  /** Skeletons instead of the figure while it loads. */
  loading?: boolean;
  /** Makes the whole card a link to this path, drawn by `linkComponent` (the app's router link). */
  to?: string;
  linkComponent?: ElementType;
  /**
   * `wide` (the portal's): a large icon tile before the label and figure; `compact` (the back office's,
   * five in a row): label and a small icon tile share the first line.
   */
  layout?: 'wide' | 'compact';
}

const Trend = ({ value }: { value: number }) => (
  <Typography
    component="span"
    variant="caption"
    className="tabular-nums"
    sx={{ fontWeight: 600, color: value >= 0 ? 'success.main' : 'error.main' }}
  >
    {value > 0 ? '+' : ''}
    {value.toFixed(2)}%
  </Typography>
);

/**
 * One headline figure (STYLE "stat cards"): icon, label, value and an optional secondary line. The
 * card is a labelled group, so a screen reader (and a journey) reads 'Total AUM, $1.2M'.
 *
 * @example <StatCard label={t('totalValue')} value={formatMoney(total)} icon={<SavingsOutlined />} />
 */
export function StatCard(props: StatCardProps) {
  const {
    label,
    value,
    icon,
    tone = 'primary',
    valueColor,
    hint,
    trend,
    loading = false,
    to,
    linkComponent = 'a',
    layout = 'wide',
  } = props;
  const labelId = useId();
  const compact = layout === 'compact';
  const tile = (
    <Box
      aria-hidden
      sx={(theme) => ({
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        ...(compact
          ? {
              width: 32,
              height: 32,
              borderRadius: 2,
              color: theme.palette.mode === 'light' ? theme.palette[tone].dark : theme.palette[tone].light,
              bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'light' ? 0.1 : 0.18),
              '& .MuiSvgIcon-root': { fontSize: 18 },
            }
          : { width: 44, height: 44, borderRadius: 2.5, color: theme.palette[tone].dark, bgcolor: alpha(theme.palette[tone].main, 0.1) }),
      })}
    >
      {icon}
    </Box>
  );
  const name = (
    <Typography
      id={labelId}
      variant="body2"
      color="text.secondary"
      sx={compact ? { fontWeight: 600, fontSize: '0.8125rem', pt: 0.5 } : { fontWeight: 500 }}
    >
      {label}
    </Typography>
  );
  const figure = (
    <Typography
      component="p"
      className="tabular-nums"
      sx={{
        fontSize: '1.6rem',
        fontWeight: 700,
        lineHeight: compact ? 1.25 : 1.3,
        mt: compact ? 0.5 : 0.25,
        color: valueColor,
        overflowWrap: 'anywhere',
      }}
    >
      {loading ? <Skeleton width={compact ? '5rem' : '6rem'} /> : value}
    </Typography>
  );
  const secondary = (hint !== undefined || trend !== undefined) && (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: compact ? 0.5 : 0.25 }}>
      {loading ? (
        <Skeleton width={compact ? '8rem' : '9rem'} />
      ) : (
        <>
          {trend !== undefined && <Trend value={trend} />}
          {trend !== undefined && hint !== undefined && ' '}
          {hint}
        </>
      )}
    </Typography>
  );
  const body = compact ? (
    // Label and icon share the first line so a narrow card (five in a row) keeps the label whole.
    <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        {name}
        {tile}
      </Box>
      {figure}
      {secondary}
    </CardContent>
  ) : (
    <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, '&:last-child': { paddingBlockEnd: 2 } }}>
      {tile}
      <Box sx={{ minWidth: 0 }}>
        {name}
        {figure}
        {secondary}
      </Box>
    </CardContent>
  );
  return (
    <Card role="group" aria-labelledby={labelId} aria-busy={loading || undefined} sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={linkComponent} to={to} href={linkComponent === 'a' ? to : undefined} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
