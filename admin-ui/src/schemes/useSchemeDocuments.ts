import { useQuery } from '@tanstack/react-query';

import type { SchemeDocumentBody } from '../providers/adminMethods';
import { useAdminDataProvider } from '../providers/dataProvider';
import { documentSizeOf, documentTypeOf } from './schemeForm';

// Scheme documents are not react-admin records of their own (they live under /schemes/{id}/documents):
// they are custom methods of the data provider (spec/001 §7).

/** The query key of one scheme's documents; invalidated after an upload or a delete. */
export const schemeDocumentsKey = (schemeId: string) => ['schemes', schemeId, 'documents'] as const;

/** A file uploaded and not yet attached (the create dialog holds these until the scheme exists). */
export interface PendingDocument {
  uploadURL: string;
  name: string;
  /** Bytes. */
  size: number;
}

/** The body of POST /api/objects/save-document: the uploaded file as a document of the scheme. */
export const schemeDocumentBody = (schemeId: string, document: PendingDocument): SchemeDocumentBody => ({
  uploadURL: document.uploadURL,
  schemeId,
  name: document.name,
  type: documentTypeOf(document.name),
  size: documentSizeOf(document.size),
});

/** GET /api/schemes/{id}/documents, newest first. */
export const useSchemeDocuments = (schemeId: string | undefined) => {
  const api = useAdminDataProvider();
  return useQuery({
    queryKey: schemeDocumentsKey(schemeId ?? ''),
    queryFn: ({ signal }) => api.getSchemeDocuments(schemeId ?? '', signal),
    enabled: Boolean(schemeId),
    staleTime: 0,
  });
};
