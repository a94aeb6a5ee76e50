import type { MigrationInterface, QueryRunner } from 'typeorm';

// Every money column stays within MAX_MONEY_AMOUNT (libs/contracts limits.ts: one trillion whole units),
// whoever writes it, so that it converts exactly to a JSON number. Net profits may be a loss.
const CEILING = '1000000000000';

const CHECKS: [table: string, column: string, rule: string][] = [
  ['schemes', 'minimum_investment', `minimum_investment BETWEEN 0 AND ${CEILING}`],
  ['enrollments', 'investment_amount', `investment_amount BETWEEN 1 AND ${CEILING}`],
  ['enrollments', 'current_value', `current_value BETWEEN 0 AND ${CEILING}`],
  ['enrollments', 'total_payouts', `total_payouts BETWEEN 0 AND ${CEILING}`],
  ['enrollments', 'next_payout_amount', `next_payout_amount BETWEEN 0 AND ${CEILING}`],
  ['assets', 'purchase_value', `purchase_value BETWEEN 0 AND ${CEILING}`],
  ['assets', 'current_value', `current_value BETWEEN 0 AND ${CEILING}`],
  ['assets', 'operating_costs', `operating_costs BETWEEN 0 AND ${CEILING}`],
  ['activities', 'amount', `amount BETWEEN -${CEILING} AND ${CEILING}`],
  ['activities', 'net_profits', `net_profits BETWEEN -${CEILING} AND ${CEILING}`],
];

export class MoneyCeiling1795700000000 implements MigrationInterface {
  name = 'MoneyCeiling1795700000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [table, column, rule] of CHECKS) {
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${table}_${column}_check`);
      await db.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_check CHECK (${rule})`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [table, column, rule] of CHECKS) {
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_${column}_check`);
      const old = rule.replace(/ BETWEEN -?\d+ AND \d+$/, column === 'investment_amount' ? ' > 0' : ' >= 0');
      if (table !== 'activities') await db.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_check CHECK (${old})`);
    }
  }
}
