import { useCallback } from 'react';

import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';

/** spec/000 §8: a destructive toast titled with the spec's words, with the server's message when it sent one. */
export function useFailureToast() {
  const { toast } = useToast();
  return useCallback(
    (title: string, error: unknown, fallback = '') => toast({ title, description: getServerMessage(error, fallback) || undefined, severity: 'error' }),
    [toast],
  );
}
