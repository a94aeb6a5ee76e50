import { describe, expect, it } from 'vitest';

import { TRANSACTION_CATEGORIES } from './enums.js';
import { transactionDirection } from './transactions.js';

describe('transactionDirection', () => {
  it('reads every transaction category as money the investor receives, pays, or neither', () => {
    expect(Object.fromEntries(TRANSACTION_CATEGORIES.map((c) => [c, transactionDirection(c)]))).toEqual({
      Contribution: 'out',
      Payout: 'in',
      'Payout Adjustment': null,
      'Service Fee': 'out',
      Exit: 'in',
    });
    expect(transactionDirection(null)).toBeNull();
  });
});
