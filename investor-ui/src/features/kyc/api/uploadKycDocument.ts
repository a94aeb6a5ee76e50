import type { ObjectPathAnswer, UploadUrlAnswer } from '@fund/contracts';
import { uploadFile, type UploadProgress } from '@fund/upload';

import { apiClient } from '../../../lib/apiClient';

/**
 * The ID document's three calls (spec/000 §7 "KYC"): a signed URL from POST /api/objects/upload,
 * the file's one PUT to it (progress, retries and the size and type refusals are the shared
 * helper's), then PUT /api/kyc-documents, whose object path the application carries.
 */
export async function uploadKycDocument(file: File, onProgress: (progress: UploadProgress) => void, signal: AbortSignal): Promise<string> {
  const uploaded = await uploadFile({
    kind: 'kyc-document',
    file,
    requestUploadUrl: async () => (await apiClient.post<UploadUrlAnswer>('/api/objects/upload')).uploadURL,
    onProgress,
    signal,
  });
  const { objectPath } = await apiClient.put<ObjectPathAnswer>('/api/kyc-documents', { documentURL: uploaded.uploadURL });
  return objectPath;
}
