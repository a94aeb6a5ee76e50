import { isAdminRole, type UploadKind } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';

/**
 * Which uploads a caller may make public through POST /api/objects/set-acl, by kind: the one place to
 * extend (e.g. slide images for admins). A kind missing here is refused; the storage policy
 * (UPLOAD_POLICIES[kind].mayBePublic) is checked as well, so KYC documents never become public.
 */
export const PUBLIC_ACL_RULES: Partial<Record<UploadKind, (user: AuthUser) => boolean>> = {
  'profile-photo': () => true,
  'slide-image': (user) => isAdminRole(user.role),
};
