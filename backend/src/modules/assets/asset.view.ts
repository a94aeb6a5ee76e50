import type { AssetMedia } from './asset-media.entity.js';
import type { Asset } from './asset.entity.js';

/** spec/001 §3 "asset_media". */
export interface AssetMediaView {
  id: string;
  assetId: string;
  mediaUrl: string;
  mediaType: string;
  fileName: string;
  uploadedAt: string;
}

/** spec/001 §3 "assets" with its media (GBP whole units; percents as text). */
export interface AssetView {
  id: string;
  name: string;
  type: string;
  purchaseValue: number;
  currentValue: number | null;
  address: string;
  propertyType: string;
  occupancyRate: string | null;
  grossYield: string | null;
  operatingCosts: number | null;
  createdAt: string;
  updatedAt: string;
  media: AssetMediaView[];
}

/** The admin list and detail add how many enrollments hold the asset. */
export interface AdminAssetView extends AssetView {
  allocationCount: number;
}

/** spec/000 §3 "Asset (investor view)". */
export interface InvestorAssetView {
  id: string;
  name: string;
  type: string;
  address: string;
  propertyType: string;
  purchaseValue: number;
  currentValue: number | null;
  occupancyRate: string | null;
  grossYield: string | null;
  operatingCosts: number | null;
  media: { id: string; mediaUrl: string; mediaType: string; fileName: string }[];
  schemeName: string;
}

export function mapAssetMedia(m: AssetMedia): AssetMediaView {
  return { id: m.id, assetId: m.assetId, mediaUrl: m.mediaUrl, mediaType: m.mediaType, fileName: m.fileName, uploadedAt: m.uploadedAt.toISOString() };
}

export function mapAsset(a: Asset, media: AssetMedia[] = []): AssetView {
  return {
    id: a.id,
    name: a.name,
    type: a.type,
    purchaseValue: a.purchaseValue,
    currentValue: a.currentValue,
    address: a.address,
    propertyType: a.propertyType,
    occupancyRate: a.occupancyRate,
    grossYield: a.grossYield,
    operatingCosts: a.operatingCosts,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    media: media.map(mapAssetMedia),
  };
}

export function mapInvestorAsset(a: Asset, media: AssetMedia[], schemeName: string): InvestorAssetView {
  return {
    id: a.id,
    name: a.name,
    type: a.type,
    address: a.address,
    propertyType: a.propertyType,
    purchaseValue: a.purchaseValue,
    currentValue: a.currentValue,
    occupancyRate: a.occupancyRate,
    grossYield: a.grossYield,
    operatingCosts: a.operatingCosts,
    media: media.map((m) => ({ id: m.id, mediaUrl: m.mediaUrl, mediaType: m.mediaType, fileName: m.fileName })),
    schemeName,
  };
}
