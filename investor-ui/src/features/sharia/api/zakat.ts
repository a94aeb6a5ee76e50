import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ZakatDateInput, ZakatEstimateView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';
import { shariaKeys } from '../../../lib/sharia';

/** PUT /api/investor/zakat {hijriMonth, hijriDay}: the new estimate replaces the cached one; 400 for a day that is not real. */
export function useSaveZakatDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ZakatDateInput) => apiClient.put<ZakatEstimateView>('/api/investor/zakat', input),
    onSuccess: (estimate) => queryClient.setQueryData(shariaKeys.zakat, estimate),
  });
}
