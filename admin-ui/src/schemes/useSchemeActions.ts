import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

import type { SchemeView } from '@fund/contracts';

import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';

// Issue 19 item 5: what a scheme's delete destroys, and archive / restore (routes of their own, not
// react-admin record calls).

/** GET /api/schemes/{id}/deletion-impact: the counts a delete would remove, read fresh each time the dialog opens. */
export const useSchemeDeletionImpact = (schemeId: string | undefined) => {
  const api = useAdminDataProvider();
  return useQuery({
    queryKey: ['schemes', schemeId, 'deletion-impact'],
    queryFn: ({ signal }) => api.getSchemeDeletionImpact(schemeId ?? '', signal),
    enabled: Boolean(schemeId),
    staleTime: 0,
    gcTime: 0,
  });
};

/** POST /api/schemes/{id}/archive or /restore, with the toasts and the server's message on failure; refreshes the lists. */
export const useSchemeArchive = () => {
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [pending, setPending] = useState<string | null>(null);

  const run = async (scheme: SchemeView, action: 'archive' | 'restore', onDone?: () => void) => {
    setPending(scheme.id);
    try {
      await api.archiveScheme(scheme.id, action);
      notify(action === 'archive' ? 'app.schemes.toast.archived' : 'app.schemes.toast.restored', { type: 'success' });
      refresh();
      onDone?.();
    } catch (error) {
      notifyFailure(error, action === 'archive' ? 'app.schemes.toast.archive_failed' : 'app.schemes.toast.restore_failed');
    } finally {
      setPending(null);
    }
  };

  return {
    archive: (scheme: SchemeView, onDone?: () => void) => run(scheme, 'archive', onDone),
    restore: (scheme: SchemeView, onDone?: () => void) => run(scheme, 'restore', onDone),
    /** The id of the scheme being archived or restored, if any. */
    pending,
  };
};
