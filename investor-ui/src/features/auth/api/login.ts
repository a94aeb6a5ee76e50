import { useMutation } from '@tanstack/react-query';

import type { PasswordStepAnswer } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

export type LoginInput = { username: string; password: string };

export function login(input: LoginInput): Promise<PasswordStepAnswer> {
  return apiClient.post<PasswordStepAnswer>('/api/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
