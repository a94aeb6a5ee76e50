import { describe, expect, it } from '@jest/globals';
import { ForbiddenException } from '@nestjs/common';

import type { AuthUser } from './auth.types.js';
import { assertCanActFor } from './ownership.js';

const user = (role: AuthUser['role'], id = 'u1'): AuthUser => ({
  id,
  role,
  fullName: 'X',
  mustChangePassword: false,
  profilePhotoUrl: null,
});

describe('assertCanActFor', () => {
  it('lets an investor act for themselves only', () => {
    expect(() => assertCanActFor(user('investor', 'me'), 'me')).not.toThrow();
    expect(() => assertCanActFor(user('investor', 'me'), 'someone-else')).toThrow(ForbiddenException);
    expect(() => assertCanActFor(user('investor', 'me'), undefined)).toThrow(ForbiddenException);
  });

  it('lets admins and super admins act for any investor', () => {
    expect(() => assertCanActFor(user('admin'), 'anyone')).not.toThrow();
    expect(() => assertCanActFor(user('super_admin'), 'anyone')).not.toThrow();
  });

  it('refuses a caller without a user', () => {
    expect(() => assertCanActFor(undefined, 'anyone')).toThrow(ForbiddenException);
  });
});
