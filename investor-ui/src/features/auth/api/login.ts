import { useMutation } from '@tanstack/react-query';

import { apiClient } from '../../../lib/apiClient';

export type LoginInput = { username: string; password: string };

/** The server sends flags as text ('true'/'false'); accept a boolean too. */
export type Flag = boolean | 'true' | 'false';

export type LoginResponse = {
  otpSent?: boolean;
  userId?: string;
  role?: string;
  id?: string;
  mustChangePassword?: Flag;
};

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiClient.post<LoginResponse>('/api/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
