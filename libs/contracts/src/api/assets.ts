import { Type, type Static } from '@sinclair/typebox';

import { PROPERTY_TYPES } from '../enums.js';
import { DateTime, Id, Money, Nullable, StringEnum } from './schema.js';

// Real-estate assets (GBP whole units; percents as text), their images and their allocations to
// investors' scheme enrollments (spec/001 §3).

export const AssetMediaView = Type.Object({
  id: Id(),
  assetId: Id(),
  mediaUrl: Type.String(),
  mediaType: Type.String({ description: 'The image type read from its content, e.g. image/jpeg' }),
  fileName: Type.String(),
  uploadedAt: DateTime(),
});
export type AssetMediaView = Static<typeof AssetMediaView>;

const PropertyType = StringEnum(PROPERTY_TYPES);
const Percent = () => Nullable(Type.String({ description: "Percent text, e.g. '6.5%'" }));

/** spec/001 §3 "assets" with its media. */
export const AssetView = Type.Object({
  id: Id(),
  name: Type.String(),
  type: Type.String({ description: "Free text, 'Real Estate' by default" }),
  purchaseValue: Money(),
  currentValue: Nullable(Money()),
  address: Type.String(),
  propertyType: PropertyType,
  occupancyRate: Percent(),
  grossYield: Percent(),
  operatingCosts: Nullable(Money()),
  createdAt: DateTime(),
  updatedAt: DateTime(),
  media: Type.Array(AssetMediaView),
});
export type AssetView = Static<typeof AssetView>;

/** The admin list and detail add how many enrollments hold the asset. */
export const AdminAssetView = Type.Object({ ...AssetView.properties, allocationCount: Type.Integer() });
export type AdminAssetView = Static<typeof AdminAssetView>;

/** spec/000 §3 "Asset (investor view)". */
export const InvestorAssetView = Type.Object({
  ...Type.Omit(AssetView, ['createdAt', 'updatedAt', 'media']).properties,
  media: Type.Array(Type.Omit(AssetMediaView, ['assetId', 'uploadedAt'])),
  schemeName: Type.String(),
});
export type InvestorAssetView = Static<typeof InvestorAssetView>;

/** spec/001 §3 "asset_enrollments" read form, with the ids the admin UI links by. */
export const AllocationView = Type.Object({
  id: Id(),
  assetId: Id(),
  enrollmentId: Id(),
  assetName: Type.String(),
  assetPropertyType: PropertyType,
  investorId: Id(),
  investorName: Type.String(),
  schemeId: Id(),
  schemeName: Type.String(),
  createdAt: DateTime(),
});
export type AllocationView = Static<typeof AllocationView>;

/**
 * POST /api/admin/asset-enrollments/scheme (issue 19 item 4): the asset allocated to every enrollment
 * of the scheme that did not hold it yet, in one transaction.
 */
export const SchemeAllocationView = Type.Object({
  assetId: Id(),
  schemeId: Id(),
  allocated: Type.Integer({ minimum: 0, description: 'Enrollments allocated the asset now' }),
  alreadyAllocated: Type.Integer({ minimum: 0, description: 'Enrollments that already held it (left as they were)' }),
});
export type SchemeAllocationView = Static<typeof SchemeAllocationView>;

/** GET /api/admin/allocated-assets: an allocated asset with the enrollments that hold it. */
export const AllocatedAssetView = Type.Object({
  ...AdminAssetView.properties,
  schemeName: Type.String({ description: "The distinct scheme names of its allocations, joined by ', '" }),
  allocations: Type.Array(Type.Omit(AllocationView, ['assetName', 'assetPropertyType', 'assetId'])),
});
export type AllocatedAssetView = Static<typeof AllocatedAssetView>;

/** POST /api/admin/asset-performance-update: the updated asset and one activity per allocation. */
export const AssetPerformanceView = Type.Object({ asset: AdminAssetView, activitiesPosted: Type.Integer() });
export type AssetPerformanceView = Static<typeof AssetPerformanceView>;
