import { Type, type Static } from '@sinclair/typebox';

import { CAPITAL_RETURN_METHODS, PAYOUT_FREQUENCIES, PRODUCT_TYPES, RETURN_TYPES, SCHEME_STATUSES } from '../enums.js';
import { DateTime, Id, Money, Nullable, StringEnum } from './schema.js';

/** One of the three Islamic-finance products; its id is the product type. */
export const ProductView = Type.Object({ id: Type.String(), name: Type.String(), type: StringEnum(PRODUCT_TYPES) });
export type ProductView = Static<typeof ProductView>;

/** spec/000 §3 "Scheme (investor view)". */
export const InvestorSchemeView = Type.Object({
  id: Id(),
  name: Type.String(),
  description: Type.String(),
  country: Type.String(),
  status: StringEnum(SCHEME_STATUSES),
  minimumInvestment: Money(),
  term: Type.String(),
  roiPerAnnum: Type.String({ description: 'Percent text, e.g. 8%' }),
  liquidity: Type.String(),
  returnType: StringEnum(RETURN_TYPES),
  payoutFrequency: StringEnum(PAYOUT_FREQUENCIES),
  capitalReturnMethod: StringEnum(CAPITAL_RETURN_METHODS),
  videoUrl: Nullable(Type.String()),
  productId: Type.String(),
  productName: Nullable(Type.String()),
});
export type InvestorSchemeView = Static<typeof InvestorSchemeView>;

/** spec/001 §3 "schemes" plus productName and archivedAt (issue 19), for the lists and the admin back office. */
export const SchemeView = Type.Object({
  ...InvestorSchemeView.properties,
  createdAt: DateTime(),
  updatedAt: DateTime(),
  archivedAt: Nullable(
    DateTime({
      description:
        'When the scheme was archived (kept with its history, hidden from opportunities, closed to new enrollments and interest); null when current',
    }),
  ),
});
export type SchemeView = Static<typeof SchemeView>;

/** The fields an admin writes on a scheme (POST /api/schemes with productId, PATCH /api/schemes/{id}) besides videoUrl, typed as SchemeView carries them. */
export type SchemeWritableField =
  | 'name'
  | 'description'
  | 'country'
  | 'status'
  | 'minimumInvestment'
  | 'term'
  | 'roiPerAnnum'
  | 'liquidity'
  | 'returnType'
  | 'payoutFrequency'
  | 'capitalReturnMethod';

const Count = (description: string) => Type.Integer({ minimum: 0, description });

/**
 * GET /api/schemes/{id}/deletion-impact (issue 19 item 5): what DELETE /api/schemes/{id} removes with
 * the scheme, counted in one statement; the SCHEME_DELETED audit row carries the same counts.
 */
export const SchemeDeletionImpactView = Type.Object({
  schemeId: Id(),
  name: Type.String(),
  investors: Count('Investors enrolled in the scheme'),
  enrollments: Count('Enrollments (with their totals)'),
  investedTotal: Money({ description: 'The sum of their invested amounts' }),
  payouts: Count('Payout transaction activities'),
  payoutTotal: Money({ description: 'The sum of those payouts' }),
  activities: Count(
    'Activities of every type in the scheme (updates, transactions including the payouts, documents, asset performance updates)',
  ),
  documents: Count('Scheme documents'),
  expressionsOfInterest: Count('Expressions of interest in the scheme'),
  assetAllocations: Count("Asset allocations of the scheme's enrollments"),
  distributionRuns: Count('Distribution runs of the scheme, reversals included'),
});
export type SchemeDeletionImpactView = Static<typeof SchemeDeletionImpactView>;

/** spec/000 §3 "Scheme document" plus uploadedAt and schemeId (spec/001 §3). */
export const SchemeDocumentView = Type.Object({
  id: Id(),
  schemeId: Id(),
  name: Type.String(),
  type: Type.String({ description: 'Upper-case file extension, e.g. PDF' }),
  size: Type.String({ description: "Size as MB text, e.g. '1.2 MB'" }),
  url: Nullable(Type.String()),
  uploadedAt: DateTime(),
});
export type SchemeDocumentView = Static<typeof SchemeDocumentView>;
