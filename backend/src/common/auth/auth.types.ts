import type { Role } from '@fund/contracts';

/** The caller of a request, read from the database on every request. */
export interface AuthUser {
  id: string;
  role: Role;
  fullName: string;
  mustChangePassword: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}
