import type { AdminUserView, ProfileView } from '@fund/contracts';

import type { User } from './user.entity.js';

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
