import { useMutation } from '@tanstack/react-query';

import type { PasswordChangeAnswer } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

export type ChangePasswordInput = { newPassword: string };

/** The forced change after a temporary password (spec/000 §2 /change-password). */
export function changePassword(input: ChangePasswordInput): Promise<PasswordChangeAnswer> {
  return apiClient.post<PasswordChangeAnswer>('/api/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
