import type { Role, UserStatus } from '@fund/contracts';

import type { User } from './user.entity.js';

/** spec/001 §3 "Admin user", plus status and createdAt for the admin lists. */
export interface AdminUserView {
  id: string;
  fullName: string;
  email: string;
  username: string;
  role: Role;
  status: UserStatus;
  createdAt: string;
}

/** spec/001 §3 "Profile": username is read-only. */
export interface ProfileView {
  email: string;
  fullName: string;
  profilePhotoUrl: string | null;
  username: string;
  role: Role;
}

export function mapUser(user: User): AdminUserView {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    username: user.username,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
  };
}

export function mapProfile(user: User): ProfileView {
  return {
    email: user.email,
    fullName: user.fullName,
    profilePhotoUrl: user.profilePhotoUrl,
    username: user.username,
    role: user.role,
  };
}
