import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

import { PASSWORD_SPECIAL_CHARACTERS } from '@fund/contracts';

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane).
const OPTIONS = {
  algorithm: 2 /* Argon2id: the package's enum is an ambient const enum */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';

/**
 * A temporary password that meets the forced-change policy (upper, lower, digit, special), 16
 * characters from a CSPRNG, without look-alike characters.
 */
export function generateTemporaryPassword(length = 16): string {
  const pick = (set: string) => set[randomInt(set.length)];
  const all = UPPER + LOWER + DIGITS + PASSWORD_SPECIAL_CHARACTERS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(PASSWORD_SPECIAL_CHARACTERS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
