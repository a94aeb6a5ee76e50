/** spec/001 §3 expressions_of_interest as read by the admin list; `archived` is a text flag. */
export interface ExpressionView {
  id: string;
  investorId: string;
  investorName: string;
  schemeId: string;
  schemeName: string;
  status: string;
  notes: string | null;
  archived: 'true' | 'false';
  submittedAt: string;
}

/** The row the expressions read query selects (see ExpressionsService.viewQuery). */
export interface ExpressionRow {
  id: string;
  investorId: string;
  investorName: string;
  schemeId: string;
  schemeName: string;
  status: string;
  notes: string | null;
  archived: boolean;
  submittedAt: Date;
}

export function mapExpression(row: ExpressionRow): ExpressionView {
  return {
    id: row.id,
    investorId: row.investorId,
    investorName: row.investorName,
    schemeId: row.schemeId,
    schemeName: row.schemeName,
    status: row.status,
    notes: row.notes,
    archived: row.archived ? 'true' : 'false',
    submittedAt: new Date(row.submittedAt).toISOString(),
  };
}
