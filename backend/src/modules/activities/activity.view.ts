import type { ActivityView } from '@fund/contracts';

import type { Activity } from './activity.entity.js';

/** An activity's columns (alias `a`) under the ActivityRow names, for plain SQL. */
export const ACTIVITY_COLUMNS = `a.id, a.type, a.investor_id AS "investorId", a.scheme_id AS "schemeId", a.title, a.content, a.category, a.amount, a.url,
  a.document_url AS "documentUrl", a.document_name AS "documentName", a.document_type AS "documentType", a.document_size AS "documentSize",
  a.asset_id AS "assetId", a.net_profits AS "netProfits", a.created_at AS "createdAt", a.read_at AS "readAt", a.post_id AS "postId"`;

/** The row of ACTIVITY_COLUMNS (the feed adds schemeName): bigint columns arrive as text. */
export interface ActivityRow extends Omit<ActivityView, 'amount' | 'netProfits' | 'createdAt' | 'readAt'> {
  amount: string | null;
  netProfits: string | null;
  createdAt: Date;
  readAt?: Date | null;
}

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

export function mapActivity(activity: Activity | ActivityRow): ActivityView {
  const view: ActivityView = {
    id: activity.id,
    type: activity.type,
    investorId: activity.investorId,
    schemeId: activity.schemeId,
    title: activity.title,
    content: activity.content,
    category: activity.category,
    amount: toNumber(activity.amount),
    url: activity.url,
    documentUrl: activity.documentUrl,
    // Unset (not null) on an entity saved without them, as payouts save theirs.
    documentName: activity.documentName ?? null,
    documentType: activity.documentType ?? null,
    documentSize: activity.documentSize ?? null,
    assetId: activity.assetId,
    netProfits: toNumber(activity.netProfits),
    createdAt: new Date(activity.createdAt).toISOString(),
    readAt: activity.readAt ? new Date(activity.readAt).toISOString() : null,
    postId: activity.postId ?? null,
  };
  if ('schemeName' in activity && activity.schemeName !== undefined) view.schemeName = activity.schemeName;
  return view;
}
