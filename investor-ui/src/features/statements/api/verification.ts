import { queryOptions, useQuery } from '@tanstack/react-query';

import type { DocumentVerificationView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

/** GET /api/verify/{code} (public): what the fund issued with this code; 404 when nothing was. */
export function getDocumentVerification(code: string): Promise<DocumentVerificationView> {
  return apiClient.get<DocumentVerificationView>(`/api/verify/${encodeURIComponent(code)}`);
}

export function verificationQueryOptions(code: string) {
  return queryOptions({ queryKey: ['document-verification', code], queryFn: () => getDocumentVerification(code) });
}

/** The document a code names; nothing is asked while `code` is null (not a well-formed code). */
export function useDocumentVerification(code: string | null) {
  return useQuery({ ...verificationQueryOptions(code ?? ''), enabled: code !== null });
}
