const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "5 minutes ago", "yesterday", "2 days ago"; under a minute, `justNow`. */
export function relativeTime(iso: string, justNow: string, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(-Math.trunc(elapsed / size), unit);
  }
  return justNow;
}
