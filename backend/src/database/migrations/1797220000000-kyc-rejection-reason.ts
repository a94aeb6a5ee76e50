import type { MigrationInterface, QueryRunner } from 'typeorm';

import { KYC_REJECTION_REASON_MAX } from '@fund/contracts';

// Issue 21 item 8: a rejection keeps the admin's reason (shown in the KYC review and e-mailed to the
// applicant). Applications rejected before this have none (NULL); the length is the API's limit.

export class KycRejectionReason1797220000000 implements MigrationInterface {
  name = 'KycRejectionReason1797220000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE kyc_applications
        ADD COLUMN rejection_reason text,
        ADD CONSTRAINT kyc_applications_rejection_reason_check
          CHECK (rejection_reason IS NULL OR (status = 'rejected' AND char_length(rejection_reason) BETWEEN 1 AND ${KYC_REJECTION_REASON_MAX}))
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE kyc_applications DROP CONSTRAINT kyc_applications_rejection_reason_check, DROP COLUMN rejection_reason');
  }
}
