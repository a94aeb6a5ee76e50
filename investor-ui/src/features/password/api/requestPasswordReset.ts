import { useMutation } from '@tanstack/react-query';

import type { MessageAnswer } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

export type PasswordResetRequestInput = { username: string };

/** Public: asks the administrators for a new temporary password (spec/000 §7). */
export function requestPasswordReset(input: PasswordResetRequestInput): Promise<MessageAnswer> {
  return apiClient.post<MessageAnswer>('/api/request-password-reset', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
