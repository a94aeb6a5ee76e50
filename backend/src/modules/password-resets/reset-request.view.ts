import type { ResetRequestView } from '@fund/contracts';

import type { User } from '../users/user.entity.js';
import type { PasswordResetRequest } from './password-reset-request.entity.js';

/** The request with who it is for and, once resolved, the admin who resolved it (if still there). */
export type ResetRequestWithUser = PasswordResetRequest & { user: User; resolver?: User | null };

export function mapResetRequest(request: ResetRequestWithUser): ResetRequestView {
  return {
    id: request.id,
    userId: request.userId,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    resolvedAt: request.resolvedAt?.toISOString() ?? null,
    resolvedBy: request.resolvedBy,
    resolvedByName: request.resolver?.fullName ?? null,
    notes: request.notes,
    requestedBy: request.requestedBy,
    userFullName: request.user.fullName,
    userEmail: request.user.email,
    userName: request.user.username,
    userRole: request.user.role,
  };
}
