import { Box } from '@mui/material';

import { formatDate, formatMoney, formatMoneyFull, formatPercent, formatTotalReturn, type Currency } from '@fund/contracts';

// Figures over the contracts formatters (spec/000 §9, spec/001 §9), with tabular numerals so they
// line up (STYLE.md), in both apps. Use the formatters themselves where a plain string is needed
// (chart labels, CSV columns, running text).

const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;

/** STYLE.md: positive figures green, negative red, zero and missing in the text's colour. */
const signColor = (value: number | null | undefined) => (!value ? 'inherit' : value > 0 ? 'success.main' : 'error.main');

export interface MoneyProps {
  amount: number | null | undefined;
  /** USD for investments and schemes, GBP for assets. */
  currency?: Currency;
  /** Every digit ('$1,250,000') instead of the short form ('$1.3M'). */
  full?: boolean;
}

/** A money amount: '$1.3M' from 1,000,000 up, otherwise '$950,000'; assets in GBP. */
export const Money = ({ amount, currency = 'USD', full = false }: MoneyProps) => (
  <Box component="span" sx={TABULAR}>
    {full ? formatMoneyFull(amount, currency) : formatMoney(amount, currency)}
  </Box>
);

export interface PercentProps {
  value: number | null | undefined;
  /** Green when above 0, red when below (returns). */
  colored?: boolean;
}

/** A percentage with two decimals and its sign: '+12.50%'. */
export const Percent = ({ value, colored = false }: PercentProps) => (
  <Box component="span" sx={{ ...TABULAR, color: colored ? signColor(Number(value ?? 0)) : 'inherit' }}>
    {formatPercent(value)}
  </Box>
);

/** The total return including the change in value (contracts' totalReturnPercentage), coloured by sign: '+5.67%', or '—' when nothing is invested. */
export const TotalReturnPercent = ({ value }: { value: number | null }) => (
  <Box component="span" sx={{ ...TABULAR, color: signColor(value) }}>
    {formatTotalReturn(value)}
  </Box>
);

export interface DateTextProps {
  value: string | Date | null | undefined;
  /** The dashboard's 'MMM dd, yyyy' instead of 'MMM d, yyyy'. */
  padDay?: boolean;
}

/** A date as 'MMM d, yyyy' in a <time> element ('-' when missing). */
export const DateText = ({ value, padDay = false }: DateTextProps) => {
  const text = formatDate(value, padDay);
  if (text === '-' || value === null || value === undefined) return <span>{text}</span>;
  return <time dateTime={value instanceof Date ? value.toISOString() : value}>{text}</time>;
};
