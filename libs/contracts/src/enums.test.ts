import { describe, expect, it } from 'vitest';

import { isAdminRole } from './enums.js';

describe('isAdminRole', () => {
  it('is true for the back-office roles only', () => {
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('super_admin')).toBe(true);
    expect(isAdminRole('investor')).toBe(false);
  });

  it('is false for anything that is not a role', () => {
    for (const value of [undefined, null, '', 'Admin', 'superadmin', 1, {}, ['admin']]) expect(isAdminRole(value)).toBe(false);
  });
});
