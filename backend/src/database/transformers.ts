import type { ValueTransformer } from 'typeorm';

/** bigint money columns arrive from pg as strings; whole units stay exact below 2^53. */
export const bigintNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
