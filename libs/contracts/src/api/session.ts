import { Type, type Static } from '@sinclair/typebox';

import { ADMIN_ROLES, AUDIT_ACTIONS, INVITATION_STATUSES, RESET_REQUEST_STATUSES, ROLES, USER_STATUSES } from '../enums.js';
import { EmailStatus } from './mail.js';
import { DateTime, Id, Nullable, StringEnum, TextFlag } from './schema.js';

// Accounts: signing in, the signed-in user, admin users, invitations, password resets, the audit trail.

const Role = StringEnum(ROLES);
const UserStatus = StringEnum(USER_STATUSES);

/** POST /api/login: the password was right and a code was e-mailed; `id` repeats userId. */
export const PasswordStepAnswer = Type.Object({ otpSent: Type.Literal(true), userId: Id(), role: Role, id: Id() });
export type PasswordStepAnswer = Static<typeof PasswordStepAnswer>;

/** POST /api/verify-otp: signed in; with mustChangePassword 'true' only change-password, me and logout answer. */
export const LoginAnswer = Type.Object({ mustChangePassword: TextFlag, role: Role, id: Id() });
export type LoginAnswer = Static<typeof LoginAnswer>;

/** POST /api/change-password (the forced change after a temporary password). */
export const PasswordChangeAnswer = Type.Object({ role: Role, id: Id() });
export type PasswordChangeAnswer = Static<typeof PasswordChangeAnswer>;

/** GET /api/me (spec/000 §7). */
export const MeView = Type.Object({
  id: Id(),
  role: Role,
  fullName: Type.String(),
  profilePhotoUrl: Nullable(Type.String()),
  mustChangePassword: TextFlag,
});
export type MeView = Static<typeof MeView>;

/** GET /api/admin/setup-required; setupTokenRequired (present, true) when the setup call needs the token printed in the server log. */
export const SetupState = Type.Object({ setupRequired: Type.Boolean(), setupTokenRequired: Type.Optional(Type.Literal(true)) });
export type SetupState = Static<typeof SetupState>;

/** spec/001 §3 "Admin user", plus status and createdAt for the admin lists. */
export const AdminUserView = Type.Object({
  id: Id(),
  fullName: Type.String(),
  email: Type.String(),
  username: Type.String(),
  role: Role,
  status: UserStatus,
  createdAt: DateTime(),
});
export type AdminUserView = Static<typeof AdminUserView>;

/** PATCH /api/users/{id}/status. */
export const UserStatusAnswer = Type.Object({ id: Id(), status: UserStatus });
export type UserStatusAnswer = Static<typeof UserStatusAnswer>;

/** spec/001 §3 "Profile" (the admin Settings page): username is read-only. */
export const ProfileView = Type.Object({
  email: Type.String(),
  fullName: Type.String(),
  profilePhotoUrl: Nullable(Type.String()),
  username: Type.String(),
  role: Role,
});
export type ProfileView = Static<typeof ProfileView>;

/**
 * spec/001 §3 "Invitation read", plus createdAt, without inviteToken: only a hash of the token is
 * stored, so the token (and the link) appear once, in the answer that creates the invitation.
 */
export const InvitationView = Type.Object({
  id: Id(),
  fullName: Type.String(),
  email: Type.String(),
  role: StringEnum(ADMIN_ROLES),
  status: StringEnum(INVITATION_STATUSES),
  expiresAt: DateTime(),
  createdAt: DateTime(),
});
export type InvitationView = Static<typeof InvitationView>;

/** POST /api/admin/invitations: the only answer that carries the token and the link. */
export const CreatedInvitationView = Type.Object({
  ...InvitationView.properties,
  inviteToken: Type.String(),
  inviteLink: Type.String(),
  /** False (emailStatus 'queued'): the e-mail is retried for a day; the link can be copied meanwhile (spec/001 §8). */
  emailSent: Type.Boolean(),
  emailStatus: EmailStatus,
});
export type CreatedInvitationView = Static<typeof CreatedInvitationView>;

/** GET /api/admin/invitations/by-token/{token} (public). */
export const InvitationLookupView = Type.Object({ email: Type.String(), status: StringEnum(['pending', 'accepted']) });
export type InvitationLookupView = Static<typeof InvitationLookupView>;

/** spec/001 §3 password_reset_requests with the requesting user's display fields. */
export const ResetRequestView = Type.Object({
  id: Id(),
  userId: Id(),
  status: StringEnum(RESET_REQUEST_STATUSES),
  createdAt: DateTime(),
  resolvedAt: Nullable(DateTime()),
  resolvedBy: Nullable(Id()),
  /** Issue 21 item 11: who resolved it, by name (null while pending, or when that admin is gone). */
  resolvedByName: Nullable(
    Type.String({ description: 'The full name of the admin who resolved it (null while pending or when that admin is gone)' }),
  ),
  notes: Nullable(Type.String()),
  requestedBy: Nullable(Type.String({ description: 'The IP address the request came from' })),
  userFullName: Type.String(),
  userEmail: Type.String(),
  userName: Type.String(),
  userRole: Role,
});
export type ResetRequestView = Static<typeof ResetRequestView>;

/** A temporary password was set and e-mailed (emailSent false, emailStatus 'queued': the e-mail is retried for a day). */
export const ResetResult = Type.Object({ message: Type.String(), emailSent: Type.Boolean(), emailStatus: EmailStatus });
export type ResetResult = Static<typeof ResetResult>;

/** spec/001 §3 audit_logs. */
export const AuditLogView = Type.Object({
  id: Id(),
  userId: Nullable(Id()),
  userRole: Nullable(Role),
  action: StringEnum(AUDIT_ACTIONS),
  actionDetails: Nullable(Type.String()),
  ipAddress: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  timestamp: DateTime(),
  /** Issue 21 item 9: who by name (the user's full name now; null when no user or the user is gone), and the user agent read as browser and system. */
  userName: Nullable(
    Type.String({ description: 'The full name of the user who did it (null for no user or a deleted one); the id is userId' }),
  ),
  browser: Nullable(
    Type.String({ description: 'The browser the user agent names, with its major version (e.g. Chrome 131); null when it names none' }),
  ),
  os: Nullable(
    Type.String({ description: 'The operating system the user agent names (e.g. Windows 10, iOS 17.1); null when it names none' }),
  ),
});
export type AuditLogView = Static<typeof AuditLogView>;

/** Issue 25 item 7: where the audit chain first fails to match (a row edited, deleted or inserted outside the chain). */
export const AuditChainBreak = Type.Object({
  seq: Type.Integer({ minimum: 1, description: "The entry's place in the chain (1 is the oldest)" }),
  id: Nullable(Id({ description: 'The entry that does not match (null when the entry at this place is missing)' })),
  timestamp: Nullable(DateTime()),
  reason: Type.String({ description: 'What does not match, in words' }),
});
export type AuditChainBreak = Static<typeof AuditChainBreak>;

/** GET /api/admin/audit-logs/chain: the hash chain walked from its first entry. */
export const AuditChainView = Type.Object({
  intact: Type.Boolean({ description: 'Every entry matches its hash and follows the one before it' }),
  entries: Type.Integer({ minimum: 0, description: 'Entries verified, from the first, before the end or the first break' }),
  verifiedUpTo: Nullable(DateTime({ description: 'The time of the last entry verified (null for an empty log)' })),
  checkedAt: DateTime(),
  firstBreak: Nullable(AuditChainBreak),
  head: Nullable(
    Type.Object(
      {
        seq: Type.Integer({ minimum: 0 }),
        hash: Type.String({ description: 'SHA-256 (hex) of the newest entry: keep it outside the database to prove the log later' }),
        recordedAt: Nullable(DateTime({ description: 'When the daily head entry last recorded it (null before the first)' })),
      },
      { description: 'Super admins only (null for others): the newest daily head recorded in the log' },
    ),
  ),
});
export type AuditChainView = Static<typeof AuditChainView>;
