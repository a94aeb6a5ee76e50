import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19 item 2: an enrollment is money paid in. From now on the enrollment writes a Contribution
// transaction activity in its own transaction (EnrollmentsService.create); this gives every earlier
// enrollment the same row: the invested amount, dated the enrollment's date (created_at = enrolled_at,
// the date in UTC in the text), the same title and content. An enrollment whose investor already has a
// Contribution activity in that scheme (an admin posted it by hand, or this ran before) gets none, so
// running it again adds nothing. No trigger or maintained total reads activities: the money figures
// come from the enrollments, so nothing else changes.

export class EnrollmentContributions1796700000000 implements MigrationInterface {
  name = 'EnrollmentContributions1796700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      INSERT INTO activities (type, category, investor_id, scheme_id, title, content, amount, created_at)
      SELECT 'transaction', 'Contribution', e.investor_id, e.scheme_id, 'Contribution',
             'Investment in ' || s.name || ' (enrollment date ' || to_char(e.enrolled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') || ')',
             e.investment_amount, e.enrolled_at
        FROM enrollments e
        JOIN schemes s ON s.id = e.scheme_id
       WHERE NOT EXISTS (
               SELECT 1 FROM activities a
                WHERE a.investor_id = e.investor_id AND a.scheme_id = e.scheme_id
                  AND a.type = 'transaction' AND a.category = 'Contribution'
             )
    `);
  }

  /**
   * Nothing: the contributions are records of money paid in, as true without this migration as with it,
   * and cannot be told apart from the ones enrollments wrote since.
   */
  async down(): Promise<void> {}
}
