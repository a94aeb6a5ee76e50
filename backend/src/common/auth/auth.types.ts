import type { Role } from '@fund/contracts';

/** The caller of a request, read from the database on every request. */
export interface AuthUser {
  id: string;
  role: Role;
  fullName: string;
  mustChangePassword: boolean;
  /** As read with the session: GET /api/me answers it without another statement. */
  profilePhotoUrl: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}
