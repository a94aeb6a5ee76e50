import type { AdminAssetView, AssetMediaView, ImageUploadAnswer, SchemeAllocationView } from '@fund/contracts';

import type { UploadedDocument } from '../components/UploadField';
import { API_URL, httpClient, moneyWrite } from '../providers/dataProvider';

/** The fields POST and PUT /api/admin/assets accept (spec/001 §5); the API refuses any other. */
export const ASSET_FIELDS = ['name', 'type', 'purchaseValue', 'address', 'propertyType', 'currentValue', 'occupancyRate', 'grossYield', 'operatingCosts'] as const;
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

/** POST /api/objects/request-upload: a signed URL for one asset image (type and size checked by the server too). */
export const requestAssetImageUrl = async (file: File): Promise<string> => {
  const body = { fileName: file.name, contentType: file.type, size: file.size, path: 'assets' };
  const { json } = await httpClient(`${API_URL}/objects/request-upload`, { method: 'POST', body: JSON.stringify(body) });
  return (json as ImageUploadAnswer).url;
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

/** POST /api/admin/assets/{id}/media. */
export const attachImage = async (assetId: string, image: Pick<PendingImage, 'mediaUrl' | 'mediaType' | 'fileName'>): Promise<AssetMediaView> => {
  const body = { mediaUrl: image.mediaUrl, mediaType: image.mediaType, fileName: image.fileName };
  const { json } = await httpClient(`${API_URL}/admin/assets/${encodeURIComponent(assetId)}/media`, { method: 'POST', body: JSON.stringify(body) });
  return json as AssetMediaView;
};

/** Attaches every held image in order; answers the names of those that failed. */
export const attachAll = async (assetId: string, images: PendingImage[]): Promise<string[]> => {
  const failed: string[] = [];
  for (const image of images) {
    try {
      await attachImage(assetId, image);
    } catch {
      failed.push(image.fileName);
    }
  }
  return failed;
};

/** DELETE /api/admin/asset-media/{mediaId}. */
export const deleteImage = async (mediaId: string): Promise<void> => {
  await httpClient(`${API_URL}/admin/asset-media/${encodeURIComponent(mediaId)}`, { method: 'DELETE' });
};

/**
 * POST /api/admin/asset-enrollments/scheme (issue 19 item 4; a money write: see `moneyWrite`): the
 * asset to every enrollment of the scheme that does not hold it yet, in one transaction.
 */
export const allocateToScheme = (body: { assetId: string; schemeId: string }) =>
  moneyWrite<SchemeAllocationView>(`${API_URL}/admin/asset-enrollments/scheme`, body);
