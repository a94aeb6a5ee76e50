// Formatters and formulas of spec/000 §9 and spec/001 §9.

export type Currency = 'USD' | 'GBP';

const symbols: Record<Currency, string> = { USD: '$', GBP: '£' };

/** Whole currency units: 1,000,000 or more as '$1.2M', otherwise '$950,000'. */
export function formatMoney(amount: number | null | undefined, currency: Currency = 'USD'): string {
  const value = Number(amount ?? 0);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${sign}${symbols[currency]}${(abs / 1_000_000).toFixed(1)}M`;
  return `${sign}${symbols[currency]}${Math.round(abs).toLocaleString('en-US')}`;
}

/** Whole currency units with thousands separators and no abbreviation (assets in GBP). */
export function formatMoneyFull(amount: number | null | undefined, currency: Currency = 'USD'): string {
  const value = Math.round(Number(amount ?? 0));
  const sign = value < 0 ? '-' : '';
  return `${sign}${symbols[currency]}${Math.abs(value).toLocaleString('en-US')}`;
}

/** Two decimals with a sign: '+12.50%', '-3.00%', '0.00%'. */
export function formatPercent(value: number | null | undefined): string {
  const v = Number(value ?? 0);
  if (!Number.isFinite(v)) return '0.00%';
  const sign = v > 0 ? '+' : v < 0 ? '-' : '';
  return `${sign}${Math.abs(v).toFixed(2)}%`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, yyyy' (e.g. 'Nov 2, 2026'); `padDay` gives the dashboard's 'MMM dd, yyyy'. A date-only string is read as that calendar day. */
export function formatDate(value: string | Date | null | undefined, padDay = false): string {
  if (value === null || value === undefined || value === '') return '-';
  const dateOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = dateOnly ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(d.getTime())) return '-';
  const [y, m, day] = dateOnly ? [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()] : [d.getFullYear(), d.getMonth(), d.getDate()];
  return `${MONTHS[m]} ${padDay ? String(day).padStart(2, '0') : day}, ${y}`;
}

/** Return % = (currentValue - investmentAmount) / investmentAmount x 100, rounded to 2 decimals. */
export function returnPercentage(currentValue: number, investmentAmount: number): number {
  if (!investmentAmount) return 0;
  return Math.round(((currentValue - investmentAmount) / investmentAmount) * 10000) / 100;
}

/**
 * Total return including the change in value (issue 19): (currentValue + payouts - invested) / invested
 * x 100, as a percent with 2 decimals rounded half away from zero; null when nothing is invested (shown
 * as '—'). The amounts are whole units: they are summed as integers and divided once, in BigInt, so
 * no floating-point drift reaches the figure. Unlike returnPercentage (change in value only) and the
 * dashboard's Total Return (payouts only), this is what the investor has actually made.
 */
export function totalReturnPercentage(currentValue: number, payouts: number, invested: number): number | null {
  if (!invested) return null;
  const gain = BigInt(Math.round(currentValue)) + BigInt(Math.round(payouts)) - BigInt(Math.round(invested));
  const base = BigInt(Math.round(invested));
  const scaled = gain * 10_000n; // hundredths of a percent, before the one division
  let hundredths = scaled / base; // truncates toward zero
  const remainder = scaled % base;
  const abs = (n: bigint) => (n < 0n ? -n : n);
  if (2n * abs(remainder) >= abs(base)) hundredths += scaled < 0n !== base < 0n ? -1n : 1n;
  return Number(hundredths) / 100;
}

/** The total return as the screens show it: '+8.57%', '-0.13%', '0.00%', or '—' when nothing is invested. */
export function formatTotalReturn(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : formatPercent(value);
}

/** Parses a percent text such as '7.5%' or '92' into a number, or null. */
export function parsePercent(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const n = Number.parseFloat(String(text).replace('%', '').trim());
  return Number.isFinite(n) ? n : null;
}

/** 'capital_end_of_term' -> 'capital end of term'. */
export function humanize(value: string | null | undefined): string {
  return (value ?? '').replace(/_/g, ' ');
}

/** A YouTube watch or short link in embed form; embed links and anything else unchanged. */
export function toYoutubeEmbed(url: string): string {
  const trimmed = url.trim();
  const watch = /^https?:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([\w-]{6,})/i.exec(trimmed);
  const short = /^https?:\/\/youtu\.be\/([\w-]{6,})/i.exec(trimmed);
  const id = watch?.[1] ?? short?.[1];
  return id ? `https://www.youtube.com/embed/${id}` : trimmed;
}
