import { useMutation } from '@tanstack/react-query';

import { apiClient } from '../../../lib/apiClient';

export type CreateAdminInput = {
  fullName: string;
  email: string;
  username: string;
  password: string;
  /** Sent only when the server asks for it (GET /api/admin/setup-required says setupTokenRequired). */
  setupToken?: string;
};

/** Creates the first super admin; the server accepts this only while no admin exists. */
export function createAdmin(input: CreateAdminInput): Promise<unknown> {
  return apiClient.post<unknown>('/api/admin/setup', input);
}

export function useCreateAdmin() {
  return useMutation({ mutationFn: createAdmin });
}
