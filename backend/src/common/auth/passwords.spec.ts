import { describe, expect, it } from '@jest/globals';

import { strongPasswordError } from '@fund/contracts';

import { generateTemporaryPassword, hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('generates temporary passwords that meet the forced-change policy and differ each time', () => {
    const generated = Array.from({ length: 200 }, () => generateTemporaryPassword());
    for (const password of generated) {
      expect(password).toHaveLength(16);
      expect(strongPasswordError(password)).toBeNull();
    }
    expect(new Set(generated).size).toBe(200);
  });

  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('Correct#Horse1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Correct#Horse1')).toBe(true);
    expect(await verifyPassword(hash, 'correct#horse1')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
