import type { ObjectPathAnswer, PhotoUploadAnswer, ProfilePhotoAnswer } from '@fund/contracts';
import { uploadFile, type UploadProgress } from '@fund/upload';

import { apiClient } from '../../../lib/apiClient';

/** Which of the photo's four calls failed: each has its own words in spec/000 §8. */
export type PhotoStep = 'uploadUrl' | 'upload' | 'acl' | 'save';

export class PhotoStepError extends Error {
  readonly step: PhotoStep;

  constructor(step: PhotoStep, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PhotoStepError';
    this.step = step;
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

async function step<T>(name: PhotoStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PhotoStepError || isAbort(error)) throw error;
    throw new PhotoStepError(name, error);
  }
}

/**
 * spec/000 §7 profile photo: POST /api/upload-url, one PUT of the file (size, type, progress and
 * retries are @fund/upload's), POST /api/objects/set-acl to make it public, then
 * PATCH /api/profile/{userId}/photo with the object path. Answers the saved photo URL.
 */
export async function uploadProfilePhoto(
  userId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<string | null> {
  const requestUploadUrl = () => step('uploadUrl', async () => (await apiClient.post<PhotoUploadAnswer>('/api/upload-url')).uploadURL);
  const uploaded = await step('upload', () => uploadFile({ kind: 'profile-photo', file, requestUploadUrl, onProgress, signal }));
  const { objectPath } = await step('acl', () =>
    apiClient.post<ObjectPathAnswer>('/api/objects/set-acl', { uploadURL: uploaded.uploadURL, visibility: 'public' }),
  );
  const saved = await step('save', () => savePhoto(userId, objectPath));
  return saved.profilePhotoUrl;
}

/** PATCH /api/profile/{userId}/photo; null removes the photo. */
export function savePhoto(userId: string, profilePhotoUrl: string | null): Promise<ProfilePhotoAnswer> {
  return apiClient.patch<ProfilePhotoAnswer>(`/api/profile/${encodeURIComponent(userId)}/photo`, { profilePhotoUrl });
}
