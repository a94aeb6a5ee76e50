import { describe, expect, it } from 'vitest';

import { PASSWORD_MIN_ADMIN, strongPasswordError } from '@fund/contracts';

import { GENERATED_PASSWORD_LENGTH, generatePassword } from './generatePassword';

describe('generatePassword', () => {
  it('makes passwords the forced password change would accept, longer than the credentials minimum', () => {
    for (let n = 0; n < 200; n++) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_ADMIN);
      expect(strongPasswordError(password)).toBeNull();
    }
  });

  it('never uses look-alike characters', () => {
    const all = Array.from({ length: 200 }, () => generatePassword()).join('');
    expect(all).not.toMatch(/[0O1lI]/);
  });

  it('differs from one call to the next', () => {
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50);
  });
});
