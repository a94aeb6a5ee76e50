import type { Role } from '@fund/contracts';

import type { User } from '../users/user.entity.js';
import type { PasswordResetRequest } from './password-reset-request.entity.js';

/** spec/001 §3 password_reset_requests with its display fields. */
export interface ResetRequestView {
  id: string;
  userId: string;
  status: PasswordResetRequest['status'];
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  notes: string | null;
  /** The IP address the request came from (the route is public, so nobody else can be named). */
  requestedBy: string | null;
  userFullName: string;
  userEmail: string;
  userName: string;
  userRole: Role;
}

export type ResetRequestWithUser = PasswordResetRequest & { user: User };

export function mapResetRequest(request: ResetRequestWithUser): ResetRequestView {
  return {
    id: request.id,
    userId: request.userId,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    resolvedAt: request.resolvedAt?.toISOString() ?? null,
    resolvedBy: request.resolvedBy,
    notes: request.notes,
    requestedBy: request.requestedBy,
    userFullName: request.user.fullName,
    userEmail: request.user.email,
    userName: request.user.username,
    userRole: request.user.role,
  };
}
