import type { AssetMediaView, AssetView, InvestorAssetView } from '@fund/contracts';

import type { AssetMedia } from './asset-media.entity.js';
import type { Asset } from './asset.entity.js';

export function mapAssetMedia(m: AssetMedia): AssetMediaView {
  return {
    id: m.id,
    assetId: m.assetId,
    mediaUrl: m.mediaUrl,
    mediaType: m.mediaType,
    fileName: m.fileName,
    uploadedAt: m.uploadedAt.toISOString(),
  };
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
