// A temporary password for Create Login Credentials. The investor must change it at first login
// (spec/001 §9), so it only has to be strong and easy to read off an e-mail: no look-alike characters
// (0/O, 1/l/I) and only specials that need no quoting.

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#$%&*?';
const ALL = LOWER + UPPER + DIGITS + SPECIAL;

export const GENERATED_PASSWORD_LENGTH = 14;

/** A uniformly chosen index below `max` (rejection sampling, so no character is favoured). */
type RandomFill = (buffer: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

const randomIndex = (max: number, random: RandomFill): number => {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    const [value] = random(buffer);
    if (value < limit) return value % max;
  }
};

/** 14 characters with at least one lower-case letter, upper-case letter, digit and special character. */
export const generatePassword = (random: RandomFill = (buffer) => crypto.getRandomValues(buffer)): string => {
  const pick = (set: string) => set[randomIndex(set.length, random)];
  const characters = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (characters.length < GENERATED_PASSWORD_LENGTH) characters.push(pick(ALL));
  // Fisher-Yates, so the guaranteed classes are not always first.
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, random);
    [characters[i], characters[j]] = [characters[j], characters[i]];
  }
  return characters.join('');
};
