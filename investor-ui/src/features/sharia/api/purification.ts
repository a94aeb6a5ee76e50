import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PurificationEntryView, PurificationMarkInput, UploadTargetAnswer } from '@fund/contracts';
import { uploadFile, type UploadProgress } from '@fund/upload';

import { apiClient } from '../../../lib/apiClient';
import { shariaKeys } from '../../../lib/sharia';

/**
 * A purification receipt's two calls (the house upload flow): a signed URL and object path from
 * POST /api/investor/purification/receipt-upload-url, then the file's PUT to it. The object path goes
 * in the entry's PUT.
 */
export async function uploadPurificationReceipt(file: File, onProgress: (progress: UploadProgress) => void, signal: AbortSignal) {
  let objectPath = '';
  await uploadFile({
    kind: 'purification-receipt',
    file,
    requestUploadUrl: async () => {
      const target = await apiClient.post<UploadTargetAnswer>('/api/investor/purification/receipt-upload-url');
      objectPath = target.objectPath;
      return target.uploadURL;
    },
    onProgress,
    signal,
  });
  return objectPath;
}

/** PUT /api/investor/purification/{id} {given, receiptUrl}: marks an entry given (or not), then reads the ledger again. */
export function useMarkPurification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PurificationMarkInput & { id: string }) =>
      apiClient.put<PurificationEntryView>(`/api/investor/purification/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shariaKeys.purification }),
  });
}
