import type { AdminAssetView } from '@fund/contracts';

import type { UploadedDocument } from '../components/UploadField';
import type { UploadedMedia } from '../providers/adminMethods';

/** The fields POST and PUT /api/admin/assets accept (spec/001 §5); the API refuses any other. */
export const ASSET_FIELDS = [
  'name',
  'type',
  'purchaseValue',
  'address',
  'propertyType',
  'currentValue',
  'occupancyRate',
  'grossYield',
  'operatingCosts',
] as const;
type AssetField = (typeof ASSET_FIELDS)[number];
export type AssetPayload = Pick<AdminAssetView, AssetField>;

const OPTIONAL_NUMBERS = ['currentValue', 'operatingCosts'] as const;
const OPTIONAL_TEXTS = ['occupancyRate', 'grossYield'] as const;

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A whole number: purchaseValue is parsed as an integer with 0 as the fallback (spec/001 §5). */
export const wholeOf = (value: unknown): number => {
  const parsed = Math.trunc(Number(value));
  return Number.isFinite(parsed) ? parsed : 0;
};

/** Picks the asset's own fields from the form (no id, media, timestamps or counts); empty optionals become null. */
export const assetPayload = (data: Partial<Record<string, unknown>>): AssetPayload => {
  const payload: Record<string, unknown> = {};
  for (const field of ASSET_FIELDS) payload[field] = data[field];
  payload.purchaseValue = wholeOf(data.purchaseValue);
  for (const field of OPTIONAL_NUMBERS) payload[field] = isBlank(data[field]) ? null : wholeOf(data[field]);
  for (const field of OPTIONAL_TEXTS) payload[field] = isBlank(data[field]) ? null : String(data[field]).trim();
  return payload as AssetPayload;
};

/** An uploaded image not yet attached (create mode holds these until the asset exists). */
export interface PendingImage {
  mediaUrl: string;
  mediaType: string;
  fileName: string;
  /** A local preview (object URL of the picked file). */
  preview: string;
}

export const pendingImageOf = (upload: UploadedDocument): PendingImage => ({
  mediaUrl: upload.objectPath || upload.uploadURL,
  mediaType: upload.contentType || upload.file.type,
  fileName: upload.file.name,
  preview: URL.createObjectURL(upload.file),
});

/** Attaches every held image in order; answers the names of those that failed. */
export const attachAll = async (attach: (image: UploadedMedia) => Promise<unknown>, images: PendingImage[]): Promise<string[]> => {
  const failed: string[] = [];
  for (const image of images) {
    try {
      await attach(image);
    } catch {
      failed.push(image.fileName);
    }
  }
  return failed;
};
