/** The counts migration 1796300000000-maintained-counts keeps, exact in every transaction. */
export type RowCount = 'investors' | 'pending_kyc' | 'audit_logs';

/** An SQL expression answering a maintained count (the sum of its shards; bigint). */
export const rowCountSql = (name: RowCount): string => `(SELECT coalesce(sum(n), 0)::bigint FROM row_counts WHERE name = '${name}')`;
