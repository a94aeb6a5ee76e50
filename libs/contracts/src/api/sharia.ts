import { Type, type Static } from '@sinclair/typebox';

import { CalendarDate, DateTime, Id, Money, Nullable, StringEnum } from './schema.js';

// The Sharia layer (issue 24): the supervisory board, pronouncements per scheme with the expiry gate,
// annual Sharia reports, purification of non-compliant income, and zakat estimates.
// Routes (admins: admin or super_admin; signed in: any role):
//   GET    /api/sharia/settings                      -> ShariaSettingsView (signed in)
//   PUT    /api/admin/sharia/settings                ShariaSettingsUpdate -> ShariaSettingsView (admins; audited SHARIA_SETTINGS_CHANGED)
//   POST   /api/admin/sharia/upload-url              {kind: 'sharia-document' | 'board-photo'} -> UploadTargetAnswer {uploadURL, objectPath} (admins)
//   GET    /api/sharia/board                         -> BoardMemberView[] (signed in; the current board: not ended)
//   GET    /api/admin/sharia/board                   list convention -> BoardMemberView[] (admins; every member, ended ones too)
//   POST   /api/admin/sharia/board                   BoardMemberInput -> 201 BoardMemberView (audited SHARIA_BOARD_CHANGED)
//   PUT    /api/admin/sharia/board/{id}              BoardMemberInput -> BoardMemberView (audited)
//   DELETE /api/admin/sharia/board/{id}              -> BoardMemberView (audited)
//   GET    /api/sharia/schemes                       -> SchemeShariaStatusView[] (signed in; every scheme's badge, one call)
//   GET    /api/sharia/schemes/{id}                  -> SchemeShariaView (signed in; status, current certificate, history, purification rates)
//   GET    /api/admin/sharia/pronouncements          list convention (filter schemeId, kind) -> PronouncementView[] (admins)
//   POST   /api/admin/sharia/pronouncements          PronouncementInput -> 201 PronouncementView (audited SHARIA_PRONOUNCEMENT_CHANGED)
//   PUT    /api/admin/sharia/pronouncements/{id}     PronouncementInput (schemeId unchanged) -> PronouncementView (audited)
//   DELETE /api/admin/sharia/pronouncements/{id}     -> PronouncementView (audited)
//   GET    /api/sharia/reports                       -> ShariaReportView[] (signed in), newest year first
//   POST   /api/admin/sharia/reports                 ShariaReportInput -> 201 ShariaReportView (audited SHARIA_REPORT_CHANGED; 409 for a year already reported)
//   DELETE /api/admin/sharia/reports/{id}            -> ShariaReportView (audited)
//   GET    /api/admin/sharia/purification-rates      list convention (filter schemeId) -> PurificationRateView[] (admins)
//   POST   /api/admin/sharia/purification-rates      PurificationRateInput -> 201 PurificationRateView (audited PURIFICATION_RATE_CHANGED)
//   DELETE /api/admin/sharia/purification-rates/{id} -> PurificationRateView (audited)
//   GET    /api/admin/sharia/purification-totals     ?schemeId=&year= -> PurificationTotalView[] (admins; per scheme and rate period)
//   GET    /api/admin/sharia/purification-totals.csv ?schemeId=&year= -> text/csv (admins)
//   GET    /api/investor/purification                -> PurificationLedgerView (the investor's own)
//   POST   /api/investor/purification/receipt-upload-url -> UploadTargetAnswer (investors)
//   PUT    /api/investor/purification/{id}           PurificationMarkInput -> PurificationEntryView (the investor's own: given or not)
//   GET    /api/admin/sharia/nisab-prices            list convention, newest first -> NisabPriceView[] (admins)
//   POST   /api/admin/sharia/nisab-prices            NisabPriceInput -> 201 NisabPriceView (audited ZAKAT_SETTINGS_CHANGED)
//   DELETE /api/admin/sharia/nisab-prices/{id}       -> NisabPriceView (audited ZAKAT_SETTINGS_CHANGED)
//   PUT    /api/admin/sharia/schemes/{id}/zakat      SchemeZakatInput -> SchemeShariaView (admins; audited ZAKAT_SETTINGS_CHANGED)
//   GET    /api/investor/zakat                       -> ZakatEstimateView (the investor's own)
//   PUT    /api/investor/zakat                       ZakatDateInput -> ZakatEstimateView
//   GET    /api/objects/sharia-document/{id}         the signed file (any signed-in user, once a pronouncement or report holds it)
//   GET    /api/objects/board-photo/{id}             a board member's photo (any signed-in user)
//   GET    /api/objects/purification-receipt/{id}    the investor's own receipt (and admins)
// The expiry gate: POST /api/expressions-of-interest and POST /api/enrollments answer 409 with
// MESSAGES.shariaCertificateExpired(scheme, date) for a gated scheme; with the gate set to 'warn' they
// succeed and carry MESSAGES.shariaCertificateExpiredWarning(scheme, date) in a `Warning: 299 - "<message>"` header.

export const PRONOUNCEMENT_KINDS = ['certificate', 'fatwa', 'resolution'] as const;
export type PronouncementKind = (typeof PRONOUNCEMENT_KINDS)[number];
export const PRONOUNCEMENT_KIND_LABELS: Record<PronouncementKind, string> = {
  certificate: 'Certificate',
  fatwa: 'Fatwa',
  resolution: 'Resolution',
};

/** The 409's `code` when a scheme's Sharia certificate gate refuses a new expression or enrollment. */
export const SHARIA_GATED = 'SHARIA_GATED';

/** 'enforce': an expired certificate refuses new interest and enrollments; 'warn': they go through with a warning. */
export const SHARIA_GATE_MODES = ['enforce', 'warn'] as const;
export type ShariaGateMode = (typeof SHARIA_GATE_MODES)[number];
export const NISAB_METALS = ['gold', 'silver'] as const;
export type NisabMetal = (typeof NISAB_METALS)[number];
/** Grams of the metal the nisab is worth. */
export const NISAB_GRAMS: Record<NisabMetal, number> = { gold: 85, silver: 595 };
/** 'lunar': 2.5% a Hijri year; 'solar': 2.577% a Gregorian year (the lunar rate over 354 of 365 days). */
export const ZAKAT_YEARS = ['lunar', 'solar'] as const;
export type ZakatYear = (typeof ZAKAT_YEARS)[number];
/** The rate per year basis, as an exact decimal percentage. */
export const ZAKAT_RATES: Record<ZakatYear, string> = { lunar: '2.5', solar: '2.577' };
/** Days a holding must be held for a full year on each basis (a Hijri year is 354 or 355 days: the shorter). */
export const ZAKAT_YEAR_DAYS: Record<ZakatYear, number> = { lunar: 354, solar: 365 };
/** Reminders to admins this many days before a certificate expires. */
export const CERTIFICATE_REMINDER_DAYS = [60, 30, 7] as const;
/** The badge says "expires in N days" from this many days before. */
export const CERTIFICATE_EXPIRING_DAYS = 60;
/** The dashboard shows the zakat estimate when the investor's zakat date is this close. */
export const ZAKAT_DUE_SOON_DAYS = 30;
export const PURIFICATION_BASES = ['percent', 'amount'] as const;
export type PurificationBasis = (typeof PURIFICATION_BASES)[number];
export const SHARIA_OPINIONS = ['unqualified', 'qualified'] as const;
export type ShariaOpinion = (typeof SHARIA_OPINIONS)[number];
/** The Hijri months, 1 to 12, as the investor picks their zakat date. */
export const HIJRI_MONTHS = [
  'Muharram',
  'Safar',
  'Rabi al-Awwal',
  'Rabi al-Thani',
  'Jumada al-Ula',
  'Jumada al-Akhirah',
  'Rajab',
  "Sha'ban",
  'Ramadan',
  'Shawwal',
  "Dhu al-Qa'dah",
  'Dhu al-Hijjah',
] as const;

/** How each product's zakatable base is taken (the board's method; shown to investors under the estimate). */
export const ZAKAT_METHOD_TEXTS: Record<'murabaha' | 'musharakah' | 'ijara', string> = {
  murabaha: 'The receivable: the cost plus the profit owed to you, which is the holding’s current value.',
  musharakah: 'Your share of the venture’s zakatable assets: the holding’s current value times the share of its assets that are zakatable.',
  ijara: 'The rental income retained, not the property’s value: the holding’s current value above what you invested.',
};
export const ZAKAT_DISCLAIMER =
  'This is an estimate by the method the fund’s Sharia board approved, not a ruling. Combine it with your other wealth, and ask a scholar you trust about your own zakat.';

export const ShariaSettingsView = Type.Object({
  gateMode: StringEnum(SHARIA_GATE_MODES),
  certificateRequired: Type.Boolean({ description: 'Every scheme needs a valid certificate (a scheme with none is gated too)' }),
  nisabMetal: StringEnum(NISAB_METALS),
  zakatYear: StringEnum(ZAKAT_YEARS),
  updatedAt: Nullable(DateTime()),
});
export type ShariaSettingsView = Static<typeof ShariaSettingsView>;
export type ShariaSettingsUpdate = Partial<Pick<ShariaSettingsView, 'gateMode' | 'certificateRequired' | 'nisabMetal' | 'zakatYear'>>;

export const BoardMemberView = Type.Object({
  id: Id(),
  fullName: Type.String(),
  title: Type.String({ description: 'e.g. Chair' }),
  credentials: Type.String(),
  photoUrl: Nullable(Type.String({ description: '/api/objects/board-photo/{uuid}' })),
  bioEn: Type.String(),
  bioAr: Type.String(),
  appointedOn: CalendarDate(),
  endedOn: Nullable(CalendarDate()),
  conflicts: Type.String({ description: 'The conflicts-of-interest declaration; "None declared" when empty' }),
  current: Type.Boolean({ description: 'Not ended (endedOn null or after today)' }),
});
export type BoardMemberView = Static<typeof BoardMemberView>;
export interface BoardMemberInput {
  fullName: string;
  title: string;
  credentials: string;
  /** An uploaded board-photo's object path, or null. */
  photoUrl?: string | null;
  bioEn: string;
  bioAr?: string;
  appointedOn: string;
  endedOn?: string | null;
  conflicts?: string;
}

/** certified: a valid certificate; expiring: valid, ends within CERTIFICATE_EXPIRING_DAYS; expired; none: not certified. */
export const SHARIA_STATUSES = ['certified', 'expiring', 'expired', 'none'] as const;
export type ShariaStatus = (typeof SHARIA_STATUSES)[number];

export const SchemeShariaStatusView = Type.Object({
  schemeId: Id(),
  schemeName: Type.String(),
  status: StringEnum(SHARIA_STATUSES),
  validUntil: Nullable(CalendarDate({ description: "The current certificate's last valid day" })),
  daysLeft: Nullable(Type.Integer({ description: 'Days from today (the fund time zone) to validUntil; negative once expired' })),
  gated: Type.Boolean({ description: 'New interest and enrollments are refused (enforce mode) or warned about (warn mode)' }),
  message: Nullable(
    Type.String({ description: "Why it is gated: the words of the 409 (enforce), or of the Warning header (the gate set to 'warn')" }),
  ),
  certificate: Nullable(
    Type.Object(
      { id: Id(), title: Type.String(), issuer: Type.String(), documentUrl: Nullable(Type.String()) },
      { description: "The current certificate (the badge's); null: none on record" },
    ),
  ),
  productId: Type.String(),
  zakatAssetsPercent: Nullable(Type.String({ description: 'Musharakah: the zakatable share of the venture\'s assets, e.g. "62.5"' })),
});
export type SchemeShariaStatusView = Static<typeof SchemeShariaStatusView>;

export const PronouncementView = Type.Object({
  id: Id(),
  schemeId: Id(),
  schemeName: Type.String(),
  kind: StringEnum(PRONOUNCEMENT_KINDS),
  title: Type.String(),
  issuer: Type.String(),
  signatories: Type.String({ description: 'Names, comma separated' }),
  issuedOn: CalendarDate(),
  validUntil: Nullable(CalendarDate({ description: 'Last valid day; null: no expiry (a resolution)' })),
  documentUrl: Nullable(Type.String({ description: '/api/objects/sharia-document/{uuid}' })),
  summary: Type.String(),
  current: Type.Boolean({ description: "The scheme's certificate the badge and the gate read" }),
  createdAt: DateTime(),
});
export type PronouncementView = Static<typeof PronouncementView>;
export interface PronouncementInput {
  schemeId: string;
  kind: PronouncementKind;
  title: string;
  issuer: string;
  signatories: string;
  issuedOn: string;
  validUntil?: string | null;
  documentUrl?: string | null;
  summary?: string;
}

export const PurificationRateView = Type.Object({
  id: Id(),
  schemeId: Id(),
  schemeName: Type.String(),
  periodStart: CalendarDate(),
  periodEnd: CalendarDate(),
  basis: StringEnum(PURIFICATION_BASES),
  percent: Nullable(Type.String({ description: 'basis \'percent\': the share of each payout, e.g. "3.25" (0 to 100, up to 4 decimals)' })),
  amount: Nullable(Money({ description: "basis 'amount': the amount per payout (at most the payout)" })),
  note: Type.String(),
  createdAt: DateTime(),
});
export type PurificationRateView = Static<typeof PurificationRateView>;
export interface PurificationRateInput {
  schemeId: string;
  periodStart: string;
  periodEnd: string;
  basis: PurificationBasis;
  percent?: string | null;
  amount?: number | null;
  note?: string;
}

export const SchemeShariaView = Type.Object({
  status: SchemeShariaStatusView,
  current: Nullable(PronouncementView),
  history: Type.Array(PronouncementView, { description: 'Every pronouncement of the scheme, newest issued first' }),
  purificationRates: Type.Array(PurificationRateView),
  zakatAssetsPercent: Nullable(
    Type.String({ description: 'Musharakah: the share of the venture\'s assets that is zakatable, e.g. "62.5"' }),
  ),
  productId: Type.String(),
});
export type SchemeShariaView = Static<typeof SchemeShariaView>;
export interface SchemeZakatInput {
  zakatAssetsPercent: string | null;
}

export const ShariaReportView = Type.Object({
  id: Id(),
  year: Type.Integer(),
  opinion: StringEnum(SHARIA_OPINIONS),
  documentUrl: Type.String(),
  summary: Type.String(),
  createdAt: DateTime(),
});
export type ShariaReportView = Static<typeof ShariaReportView>;
export interface ShariaReportInput {
  year: number;
  opinion: ShariaOpinion;
  documentUrl: string;
  summary?: string;
}

export const PurificationEntryView = Type.Object({
  id: Id(),
  activityId: Id({ description: 'The payout it comes from' }),
  schemeId: Id(),
  schemeName: Type.String(),
  payoutAmount: Money(),
  amount: Money({ description: 'To purify (give to charity): whole units, rounded half up' }),
  paidOn: CalendarDate({ description: "The payout's date" }),
  givenAt: Nullable(DateTime({ description: 'When the investor marked it given' })),
  receiptUrl: Nullable(Type.String({ description: '/api/objects/purification-receipt/{uuid}' })),
});
export type PurificationEntryView = Static<typeof PurificationEntryView>;
export interface PurificationMarkInput {
  given: boolean;
  /** An uploaded purification-receipt's object path; only with given. */
  receiptUrl?: string | null;
}
export const PurificationLedgerView = Type.Object({
  years: Type.Array(Type.Object({ year: Type.Integer(), owed: Money({ description: 'Not yet given' }), given: Money(), total: Money() }), {
    description: 'Newest first, by the payout date',
  }),
  entries: Type.Array(PurificationEntryView, { description: 'Newest payout first' }),
});
export type PurificationLedgerView = Static<typeof PurificationLedgerView>;

export const PurificationTotalView = Type.Object({
  schemeId: Id(),
  schemeName: Type.String(),
  periodStart: Nullable(CalendarDate()),
  periodEnd: Nullable(CalendarDate()),
  basis: Nullable(StringEnum(PURIFICATION_BASES)),
  rate: Nullable(Type.String({ description: 'e.g. "3.25%" or "$150 per payout"' })),
  payouts: Type.Integer(),
  payoutTotal: Money(),
  purification: Money(),
  given: Money({ description: 'Marked given by investors' }),
});
export type PurificationTotalView = Static<typeof PurificationTotalView>;

export const NisabPriceView = Type.Object({
  id: Id(),
  metal: StringEnum(NISAB_METALS),
  pricePerGram: Type.String({ description: 'Exact decimal, e.g. "78.45"' }),
  effectiveOn: CalendarDate(),
  createdAt: DateTime(),
});
export type NisabPriceView = Static<typeof NisabPriceView>;
export interface NisabPriceInput {
  metal: NisabMetal;
  pricePerGram: string;
  effectiveOn: string;
}

export const ZakatHoldingView = Type.Object({
  enrollmentId: Id(),
  schemeId: Id(),
  schemeName: Type.String(),
  productId: Type.String(),
  method: Type.String({ description: 'ZAKAT_METHOD_TEXTS of the product' }),
  currentValue: Money(),
  investmentAmount: Money(),
  zakatableAmount: Money({ description: 'The zakatable base, whole units rounded half up' }),
  heldSince: DateTime(),
  heldFullYear: Type.Boolean({ description: 'Held at least ZAKAT_YEAR_DAYS by the zakat date' }),
  estimate: Money({ description: 'zakatableAmount x rate, rounded half up; 0 when not held a full year' }),
});
export type ZakatHoldingView = Static<typeof ZakatHoldingView>;

export const ZakatEstimateView = Type.Object({
  hijriMonth: Nullable(Type.Integer({ description: '1 to 12; null until the investor chooses' })),
  hijriDay: Nullable(Type.Integer({ description: '1 to 30' })),
  nextDate: Nullable(CalendarDate({ description: 'The next Gregorian date of the zakat day (Umm al-Qura), today included' })),
  nextDateHijri: Nullable(Type.String({ description: 'e.g. "1 Ramadan 1448 AH"' })),
  daysUntil: Nullable(Type.Integer()),
  year: StringEnum(ZAKAT_YEARS),
  rate: Type.String({ description: 'Percent, e.g. "2.5"' }),
  nisab: Type.Object({
    metal: StringEnum(NISAB_METALS),
    grams: Type.Integer(),
    pricePerGram: Nullable(Type.String()),
    priceOn: Nullable(CalendarDate()),
    amount: Nullable(Money({ description: 'grams x price, rounded half up; null with no price entered' })),
  }),
  holdings: Type.Array(ZakatHoldingView),
  totalZakatable: Money(),
  totalEstimate: Money(),
  rounding: Type.String({ description: 'How amounts are rounded, in words' }),
  disclaimer: Type.String(),
});
export type ZakatEstimateView = Static<typeof ZakatEstimateView>;
export interface ZakatDateInput {
  hijriMonth: number;
  hijriDay: number;
}
