import { useEffect } from 'react';

import { useToast } from '../components/toast/useToast';
import { getServerMessage } from './apiClient';

/**
 * spec/000 §8: a read that fails also says so in a destructive toast titled with the spec's words
 * and the server's message. Once per failure: a retry that fails again toasts again.
 */
export function useQueryFailureToast(error: unknown, title: string): void {
  const { toast } = useToast();
  useEffect(() => {
    if (error) toast({ title, description: getServerMessage(error, title), severity: 'error' });
  }, [error, title, toast]);
}
