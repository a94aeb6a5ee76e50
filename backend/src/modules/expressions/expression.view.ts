import { textFlag, type ExpressionStatus, type ExpressionView, type InvestorExpressionView } from '@fund/contracts';

/** The row the expressions read query selects (see ExpressionsService.viewQuery). */
export interface ExpressionRow {
  id: string;
  investorId: string;
  investorName: string;
  schemeId: string;
  schemeName: string;
  status: ExpressionStatus;
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
    archived: textFlag(row.archived),
    submittedAt: new Date(row.submittedAt).toISOString(),
  };
}

export function mapInvestorExpression(row: ExpressionRow): InvestorExpressionView {
  return {
    id: row.id,
    schemeId: row.schemeId,
    schemeName: row.schemeName,
    status: row.status,
    submittedAt: new Date(row.submittedAt).toISOString(),
  };
}
