import type { AdminInvitation } from './admin-invitation.entity.js';

export type InvitationStatus = AdminInvitation['status'];

/** spec/001 §3 "Invitation read", plus createdAt. */
export interface InvitationView {
  id: string;
  fullName: string;
  email: string;
  role: AdminInvitation['role'];
  status: InvitationStatus;
  expiresAt: string;
  inviteToken: string;
  createdAt: string;
}

/** A pending invitation past its expiry is expired, whether or not the expiry job has marked it yet. */
export function effectiveStatus(invitation: Pick<AdminInvitation, 'status' | 'expiresAt'>, now = new Date()): InvitationStatus {
  return invitation.status === 'pending' && invitation.expiresAt <= now ? 'expired' : invitation.status;
}

export function mapInvitation(invitation: AdminInvitation): InvitationView {
  return {
    id: invitation.id,
    fullName: invitation.fullName,
    email: invitation.email,
    role: invitation.role,
    status: effectiveStatus(invitation),
    expiresAt: invitation.expiresAt.toISOString(),
    inviteToken: invitation.inviteToken,
    createdAt: invitation.createdAt.toISOString(),
  };
}
