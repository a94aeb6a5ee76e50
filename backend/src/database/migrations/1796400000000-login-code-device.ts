import type { MigrationInterface, QueryRunner } from 'typeorm';

// Login codes remember whether a known device (modules/auth/known-device.ts) asked for them: a login
// from an unrecognised device voids only codes of other unrecognised devices, so someone who has the
// password cannot void, login after login, the code the owner's known device is about to type
// (issue 18 item 2). Codes issued before this migration count as unrecognised.
export class LoginCodeDevice1796400000000 implements MigrationInterface {
  name = 'LoginCodeDevice1796400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE login_otps ADD COLUMN known_device boolean NOT NULL DEFAULT false');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE login_otps DROP COLUMN known_device');
  }
}
