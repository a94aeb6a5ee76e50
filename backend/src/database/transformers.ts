import type { ValueTransformer } from 'typeorm';

/**
 * bigint money columns arrive from pg as strings. The database keeps them within MAX_MONEY_AMOUNT (CHECK
 * constraints), so they convert exactly; a value JSON could not carry exactly is an error, never rounded.
 */
export const bigintNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => {
    if (value === null) return null;
    const number = Number(value);
    if (!Number.isSafeInteger(number)) throw new RangeError(`A stored amount is outside the exact range: ${value}`);
    return number;
  },
};
