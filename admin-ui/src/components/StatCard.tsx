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
  const body = (
    <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, '&:last-child': { pb: 2 } }}>
      <Box
        aria-hidden
        sx={theme => ({
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: 44,
          height: 44,
          borderRadius: 2.5,
          color: theme.palette.mode === 'light' ? theme.palette[tone].dark : theme.palette[tone].light,
          bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'light' ? 0.1 : 0.18),
        })}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {translate(label, { _: label })}
        </Typography>
        <Typography component="p" className="tabular-nums" sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3, mt: 0.25 }}>
          {loading ? <Skeleton width="5rem" /> : value}
        </Typography>
        {(hint || trend !== undefined) && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }}>
            {loading ? (
              <Skeleton width="8rem" />
            ) : (
              <>
                {trend !== undefined && <Trend value={trend} />} {hint}
              </>
            )}
          </Typography>
        )}
      </Box>
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
