import { useMutation } from '@tanstack/react-query';

import type { MessageAnswer } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

export type AcceptInvitationInput = { token: string; username: string; password: string };

/** Creates the invited admin's account (spec/000 §7). */
export function acceptInvitation({ token, ...body }: AcceptInvitationInput): Promise<MessageAnswer> {
  return apiClient.post<MessageAnswer>(`/api/admin/invitations/accept/${encodeURIComponent(token)}`, body);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
