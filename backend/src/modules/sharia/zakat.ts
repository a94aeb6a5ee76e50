import { Decimal } from 'decimal.js';

import {
  HIJRI_MONTHS,
  NISAB_GRAMS,
  ZAKAT_METHOD_TEXTS,
  ZAKAT_RATES,
  ZAKAT_YEAR_DAYS,
  type NisabMetal,
  type ZakatHoldingView,
  type ZakatYear,
} from '@fund/contracts';

// The zakat estimate, in exact decimals (decimal.js; no floating point). Each amount is rounded once, to
// a whole unit, half up: the zakatable base of a holding, then its estimate (base x rate), then the
// nisab (grams x price per gram). Totals are sums of the rounded figures.
//
// The zakatable base per product (the board's method, ZAKAT_METHOD_TEXTS):
// - murabaha: the receivable, cost plus the profit owed: the holding's current value;
// - musharakah: the holding's current value x the scheme's zakatable share of assets (percent; a scheme
//   with none entered counts whole);
// - ijara: the rental income retained, not the property: the current value above the amount invested (0 if none).
// A holding not yet held a full year (ZAKAT_YEAR_DAYS of the basis) by the zakat date owes nothing yet.

export const ZAKAT_ROUNDING = 'Amounts are exact decimals, each rounded once to a whole unit, half up.';

const DAY_MS = 86_400_000;

export const roundHalfUp = (value: Decimal): bigint => BigInt(value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));

export interface ZakatHoldingInput {
  enrollmentId: string;
  schemeId: string;
  schemeName: string;
  productId: string;
  investmentAmount: bigint;
  currentValue: bigint;
  enrolledAt: Date;
  /** Musharakah: the zakatable share of the venture's assets, a decimal percent string; null: 100. */
  zakatAssetsPercent: string | null;
}

/** The zakatable base of one holding, by its product's method. */
export function zakatableBase(
  holding: Pick<ZakatHoldingInput, 'productId' | 'investmentAmount' | 'currentValue' | 'zakatAssetsPercent'>,
): bigint {
  const value = new Decimal(holding.currentValue.toString());
  switch (holding.productId) {
    case 'musharakah':
      return roundHalfUp(value.times(holding.zakatAssetsPercent ?? '100').dividedBy(100));
    case 'ijara': {
      const retained = holding.currentValue - holding.investmentAmount;
      return retained > 0n ? retained : 0n;
    }
    default:
      return holding.currentValue;
  }
}

/** Held at least the basis's year by `zakatDate` (YYYY-MM-DD, the fund's calendar day). */
export function heldFullYear(enrolledAt: Date, zakatDate: string, year: ZakatYear): boolean {
  const enrolledDay = Date.UTC(enrolledAt.getUTCFullYear(), enrolledAt.getUTCMonth(), enrolledAt.getUTCDate());
  return Date.parse(`${zakatDate}T00:00:00Z`) - enrolledDay >= ZAKAT_YEAR_DAYS[year] * DAY_MS;
}

export function estimateHolding(holding: ZakatHoldingInput, zakatDate: string, year: ZakatYear): ZakatHoldingView {
  const base = zakatableBase(holding);
  const full = heldFullYear(holding.enrolledAt, zakatDate, year);
  const estimate = full ? roundHalfUp(new Decimal(base.toString()).times(ZAKAT_RATES[year]).dividedBy(100)) : 0n;
  return {
    enrollmentId: holding.enrollmentId,
    schemeId: holding.schemeId,
    schemeName: holding.schemeName,
    productId: holding.productId,
    method: ZAKAT_METHOD_TEXTS[holding.productId as keyof typeof ZAKAT_METHOD_TEXTS] ?? ZAKAT_METHOD_TEXTS.murabaha,
    currentValue: Number(holding.currentValue),
    investmentAmount: Number(holding.investmentAmount),
    zakatableAmount: Number(base),
    heldSince: holding.enrolledAt.toISOString(),
    heldFullYear: full,
    estimate: Number(estimate),
  };
}

/** The nisab in money: the metal's grams x its price per gram, rounded half up. */
export function nisabAmount(metal: NisabMetal, pricePerGram: string): bigint {
  return roundHalfUp(new Decimal(pricePerGram).times(NISAB_GRAMS[metal]));
}

const HIJRI_PARTS = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function hijriParts(time: number): { month: number; day: number; year: number } {
  const parts = Object.fromEntries(HIJRI_PARTS.formatToParts(new Date(time)).map((p) => [p.type, p.value]));
  return { month: Number(parts.month), day: Number(parts.day), year: Number(parts.year) };
}

/** The Hijri (Umm al-Qura) month and day of a Gregorian day (YYYY-MM-DD), and whether it ends its month. */
export function hijriDayOf(date: string): { month: number; day: number; lastOfMonth: boolean } {
  const time = Date.parse(`${date}T00:00:00Z`);
  const here = hijriParts(time);
  return { month: here.month, day: here.day, lastOfMonth: hijriParts(time + DAY_MS).month !== here.month };
}

/**
 * The next Gregorian day (YYYY-MM-DD), from `today` on, that is day `day` of Hijri month `month` by the
 * Umm al-Qura calendar; a day 30 in a year whose month has 29 days falls on the month's last day.
 */
export function nextHijriDate(today: string, month: number, day: number): { date: string; hijri: string } {
  const start = Date.parse(`${today}T00:00:00Z`);
  for (let i = 0; i <= 400; i++) {
    const time = start + i * DAY_MS;
    const here = hijriParts(time);
    if (here.month !== month) continue;
    const lastOfMonth = hijriParts(time + DAY_MS).month !== month;
    if (here.day === day || (lastOfMonth && here.day < day)) {
      return { date: new Date(time).toISOString().slice(0, 10), hijri: `${here.day} ${HIJRI_MONTHS[month - 1]} ${here.year} AH` };
    }
  }
  throw new Error(`No Hijri day ${day}/${month} within 400 days of ${today}`);
}

/** A Hijri day an investor may choose: month 1-12, day 1-30 (whole numbers). */
export const isHijriDay = (month: unknown, day: unknown): boolean =>
  Number.isInteger(month) &&
  Number.isInteger(day) &&
  (month as number) >= 1 &&
  (month as number) <= 12 &&
  (day as number) >= 1 &&
  (day as number) <= 30;
