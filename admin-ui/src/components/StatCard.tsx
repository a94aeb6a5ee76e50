import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, type ReactElement, type ReactNode } from 'react';
import { Link, useTranslate } from 'react-admin';

export type StatTone = 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';

export interface StatCardProps {
  /** Catalog key (or text) of the figure's name, e.g. 'app.dashboard.stats.total_aum'. */
  label: string;
  /** The figure, already formatted (formatMoney, toLocaleString). */
  value: ReactNode;
  /** An outlined MUI icon. */
  icon: ReactElement;
  /** Colour of the icon's tile. */
  tone?: StatTone;
  /** A secondary line: a change, a share of the total, what the figure counts. */
  hint?: ReactNode;
  /** A signed change in percent, shown green when up and red when down. */
  trend?: number;
  /** Skeletons instead of the figure while it loads. */
  loading?: boolean;
  /** Makes the whole card a link (a path inside /admin). */
  to?: string;
}

const Trend = ({ value }: { value: number }) => (
  <Typography component="span" variant="caption" className="tabular-nums" sx={{ fontWeight: 600, color: value >= 0 ? 'success.main' : 'error.main' }}>
    {value > 0 ? '+' : ''}
    {value.toFixed(2)}%
  </Typography>
);

/**
 * One headline figure: icon, label, value and an optional secondary line. The card is a labelled
 * group, so a screen reader (and a journey) reads 'Total AUM, $1.2M'.
 *
 * @example <StatCard label="app.dashboard.stats.total_aum" value={formatMoney(stats.totalAum)} icon={<SavingsOutlined />} />
 */
export const StatCard = ({ label, value, icon, tone = 'primary', hint, trend, loading = false, to }: StatCardProps) => {
  const translate = useTranslate();
  const labelId = useId();
  // Label and icon share the first line so a narrow card (five in a row) keeps the label whole.
  const body = (
    <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 600, fontSize: '0.8125rem', pt: 0.5 }}>
          {translate(label, { _: label })}
        </Typography>
        <Box
          aria-hidden
          sx={theme => ({
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            width: 32,
            height: 32,
            borderRadius: 2,
            color: theme.palette.mode === 'light' ? theme.palette[tone].dark : theme.palette[tone].light,
            bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'light' ? 0.1 : 0.18),
            '& .MuiSvgIcon-root': { fontSize: 18 },
          })}
        >
          {icon}
        </Box>
      </Box>
      <Typography component="p" className="tabular-nums" sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.25, mt: 0.5 }}>
        {loading ? <Skeleton width="5rem" /> : value}
      </Typography>
      {(hint || trend !== undefined) && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {loading ? (
            <Skeleton width="8rem" />
          ) : (
            <>
              {trend !== undefined && <Trend value={trend} />} {hint}
            </>
          )}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card role="group" aria-labelledby={labelId} aria-busy={loading || undefined} sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
};
