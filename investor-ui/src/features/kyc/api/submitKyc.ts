import { useMutation } from '@tanstack/react-query';

import type { KycSubmittedView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';
import type { KycApplicationInput } from '../kycForm';

/** Public: sends the finished application (spec/000 §7); the answer is not read beyond success. */
export function submitKyc(application: KycApplicationInput): Promise<KycSubmittedView> {
  return apiClient.post<KycSubmittedView>('/api/kyc', application);
}

export function useSubmitKyc() {
  return useMutation({ mutationFn: submitKyc });
}
