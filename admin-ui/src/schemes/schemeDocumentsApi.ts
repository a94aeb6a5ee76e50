import type { SavedDocumentAnswer, SchemeDocumentView, UploadUrlAnswer } from '@fund/contracts';
import { useQuery } from '@tanstack/react-query';

import { API_URL, httpClient } from '../providers/dataProvider';
import { documentSizeOf, documentTypeOf } from './schemeForm';

// Scheme documents are not react-admin records of their own (they live under /schemes/{id}/documents),
// so they go through the console's httpClient (spec/001 §7).

/** The query key of one scheme's documents; invalidated after an upload or a delete. */
export const schemeDocumentsKey = (schemeId: string) => ['schemes', schemeId, 'documents'] as const;

/** POST /api/scheme-documents/upload-url: a signed URL for one PUT. */
export const requestSchemeDocumentUrl = async (): Promise<string> => {
  const { json } = await httpClient(`${API_URL}/scheme-documents/upload-url`, { method: 'POST', body: '{}' });
  return (json as UploadUrlAnswer).uploadURL;
};

/** A file uploaded and not yet attached (the create dialog holds these until the scheme exists). */
export interface PendingDocument {
  uploadURL: string;
  name: string;
  /** Bytes. */
  size: number;
}

/** POST /api/objects/save-document: the uploaded file becomes a document of the scheme. */
export const saveSchemeDocument = async (schemeId: string, document: PendingDocument): Promise<SavedDocumentAnswer> => {
  const body = { uploadURL: document.uploadURL, schemeId, name: document.name, type: documentTypeOf(document.name), size: documentSizeOf(document.size) };
  const { json } = await httpClient(`${API_URL}/objects/save-document`, { method: 'POST', body: JSON.stringify(body) });
  return json as SavedDocumentAnswer;
};

/** DELETE /api/schemes/{id}/documents/{documentId}. */
export const deleteSchemeDocument = async (schemeId: string, documentId: string): Promise<void> => {
  await httpClient(`${API_URL}/schemes/${encodeURIComponent(schemeId)}/documents/${encodeURIComponent(documentId)}`, { method: 'DELETE' });
};

/** GET /api/schemes/{id}/documents, newest first. */
export const useSchemeDocuments = (schemeId: string | undefined) =>
  useQuery({
    queryKey: schemeDocumentsKey(schemeId ?? ''),
    queryFn: async ({ signal }) =>
      (await httpClient(`${API_URL}/schemes/${encodeURIComponent(schemeId ?? '')}/documents`, { signal })).json as SchemeDocumentView[],
    enabled: Boolean(schemeId),
    staleTime: 0,
  });
