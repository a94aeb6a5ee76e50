import { createHash, randomBytes } from 'node:crypto';

import type { InvitationStatus, InvitationView } from '@fund/contracts';

import type { AdminInvitation } from './admin-invitation.entity.js';

/** 32 random bytes, base64url (43 characters). */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds and what lookups compare: the token is high-entropy, so a plain SHA-256 does. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
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
    createdAt: invitation.createdAt.toISOString(),
  };
}
