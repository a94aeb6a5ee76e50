import { queryOptions, useQuery } from '@tanstack/react-query';

import type { InvestorSchemeView, SchemeDocumentView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

/** GET /api/investor/schemes/{schemeId}; 404 'Scheme not found'. */
export function getScheme(schemeId: string): Promise<InvestorSchemeView> {
  return apiClient.get<InvestorSchemeView>(`/api/investor/schemes/${encodeURIComponent(schemeId)}`);
}

export function schemeQueryOptions(schemeId: string) {
  return queryOptions({ queryKey: ['investor', 'schemes', schemeId], queryFn: () => getScheme(schemeId) });
}

export function useScheme(schemeId: string) {
  return useQuery(schemeQueryOptions(schemeId));
}

/** GET /api/schemes/{schemeId}/documents, newest first. */
export function getSchemeDocuments(schemeId: string): Promise<SchemeDocumentView[]> {
  return apiClient.get<SchemeDocumentView[]>(`/api/schemes/${encodeURIComponent(schemeId)}/documents`);
}

export function schemeDocumentsQueryOptions(schemeId: string) {
  return queryOptions({ queryKey: ['schemes', schemeId, 'documents'], queryFn: () => getSchemeDocuments(schemeId) });
}

export function useSchemeDocuments(schemeId: string, enabled = true) {
  return useQuery({ ...schemeDocumentsQueryOptions(schemeId), enabled });
}
