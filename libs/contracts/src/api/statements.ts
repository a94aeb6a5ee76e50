import { Type, type Static } from '@sinclair/typebox';

import { CalendarDate, DateTime, Id, Money, Nullable, StringEnum } from './schema.js';

// Issued documents (issue 23): investor statements for a period and payout advices, printed to PDF by
// the server, stored, and verifiable by anyone holding the file through its code.
// Routes:
//   POST /api/admin/statement-runs                 StatementRunRequest -> 201 StatementRunView (admins)
//   GET  /api/admin/statement-runs                 list convention, newest first -> StatementRunView[] (admins)
//   GET  /api/admin/statement-runs/{id}            -> StatementRunView (admins)
//   GET  /api/admin/issued-documents               list convention (filter investorId, runId, kind) -> IssuedDocumentView[] (admins)
//   GET  /api/investor/statements                  list convention, newest first -> IssuedDocumentView[] (the investor's own)
//   GET  /api/objects/issued-document/{id}         the PDF (the investor's own, or any for admins)
//   GET  /api/verify/{code}                        -> DocumentVerificationView (public)

/** Issue 24 adds the annual zakat statement, issued on the investor's zakat day. */
export const ISSUED_DOCUMENT_KINDS = ['statement', 'payout_advice', 'zakat_statement'] as const;
export type IssuedDocumentKind = (typeof ISSUED_DOCUMENT_KINDS)[number];

/** queued: waiting for the job runner; running; completed (every investor rendered, or failed after retries). */
export const STATEMENT_RUN_STATES = ['queued', 'running', 'completed'] as const;
export type StatementRunState = (typeof STATEMENT_RUN_STATES)[number];

/** A rendering that fails is tried this many times in all before it counts as failed. */
export const DOCUMENT_RENDER_ATTEMPTS = 3;

/** POST /api/admin/statement-runs. */
export interface StatementRunRequest {
  /** YYYY-MM-DD, the first day of the period. */
  periodStart: string;
  /** YYYY-MM-DD, the last day (inclusive), on or after periodStart and not after today (UTC). */
  periodEnd: string;
  /** The investors to issue for; null or absent: every investor. 1 to 10,000 ids. */
  investorIds?: string[] | null;
}

export const StatementRunView = Type.Object({
  id: Id(),
  periodStart: CalendarDate(),
  periodEnd: CalendarDate(),
  scope: StringEnum(['all', 'selected'] as const, { description: "'all' investors, or the 'selected' ones" }),
  state: StringEnum(STATEMENT_RUN_STATES),
  total: Type.Integer({ description: 'Statements to issue' }),
  done: Type.Integer({ description: 'Issued' }),
  failed: Type.Integer({ description: 'Given up after DOCUMENT_RENDER_ATTEMPTS tries' }),
  requestedBy: Nullable(Type.String({ description: "The admin's name" })),
  createdAt: DateTime(),
  finishedAt: Nullable(DateTime()),
});
export type StatementRunView = Static<typeof StatementRunView>;

export const IssuedDocumentView = Type.Object({
  id: Id(),
  kind: StringEnum(ISSUED_DOCUMENT_KINDS),
  investorId: Id(),
  investorName: Type.String(),
  periodStart: Nullable(CalendarDate({ description: 'Statements: the period; payout advices: null' })),
  periodEnd: Nullable(CalendarDate()),
  version: Type.Integer({ description: 'Statements: 1 for the first of this investor and period, then 2, 3... (earlier ones kept)' }),
  schemeName: Nullable(Type.String({ description: 'Payout advices: the scheme paid' })),
  amount: Nullable(Money({ description: 'Payout advices: the amount paid' })),
  code: Type.String({ description: 'The verification code printed on the document, e.g. 7KQ2-M9XD-4TPA' }),
  sha256: Type.String({ description: "The file's SHA-256, hex" }),
  size: Type.Integer({ description: 'Bytes' }),
  pages: Type.Integer(),
  fileUrl: Type.String({ description: 'GET it for the PDF: /api/objects/issued-document/{uuid}' }),
  fileName: Type.String({ description: 'A file name for saving, e.g. statement-2026-07-01-2026-09-30.pdf' }),
  createdAt: DateTime(),
});
export type IssuedDocumentView = Static<typeof IssuedDocumentView>;

export const DocumentVerificationView = Type.Object({
  code: Type.String(),
  issuer: Type.String({ description: "The fund's name" }),
  kind: StringEnum(ISSUED_DOCUMENT_KINDS),
  investorInitials: Type.String({ description: 'e.g. "L. H."' }),
  periodStart: Nullable(CalendarDate()),
  periodEnd: Nullable(CalendarDate()),
  version: Type.Integer(),
  issuedAt: DateTime(),
  sha256: Type.String({ description: "The issued file's SHA-256: a copy whose hash differs was altered" }),
  pages: Type.Integer(),
});
export type DocumentVerificationView = Static<typeof DocumentVerificationView>;

/** Verification codes: 12 characters of Crockford's base 32 in groups of four, e.g. 7KQ2-M9XD-4TPA. */
export const VERIFICATION_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A code as typed (lower case, without dashes, O for 0, I or L for 1) in its printed form, or null. */
export function normalizeVerificationCode(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== 12) return null;
  const code = `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
  return VERIFICATION_CODE_PATTERN.test(code) ? code : null;
}

export const DOCUMENT_KIND_LABELS: Readonly<Record<IssuedDocumentKind, string>> = {
  statement: 'Investor statement',
  payout_advice: 'Payout advice',
  zakat_statement: 'Zakat statement',
};
