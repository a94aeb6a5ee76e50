import { Inject, Injectable } from '@nestjs/common';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@fund/contracts';
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';

import type { AppConfig } from '../../config/config.js';
import type { Secrets } from '../../config/secrets.js';
import { APP_CONFIG, SECRETS } from '../../config/tokens.js';
import { LoginOtp } from './login-otp.entity.js';

/** A login code row as the second step reads it, with its liveness judged by the database clock. */
export interface IssuedCode {
  id: string;
  userId: string;
  otpCode: string;
  verified: boolean;
  attempts: number;
  expired: boolean;
}

/**
 * Login codes: 6 digits from a CSPRNG, stored as an HMAC keyed by a secret the database does not
 * hold, so a read of the table cannot recover a live code (10^6 candidates would fall to a plain hash).
 */
@Injectable()
export class LoginCodes {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(SECRETS) secrets: Secrets) {
    this.key = createHmac('sha256', config.sessionSecret ?? secrets.sessionSecret)
      .update('fund:login-otp')
      .digest();
  }

  /**
   * Voids the user's earlier unverified codes (a new login voids the previous code) and stores a new
   * one. A login from an unrecognised device voids only codes issued to unrecognised devices: someone
   * who has the password cannot void the code the owner's known device is about to type.
   */
  async issue(manager: EntityManager, userId: string, knownDevice: boolean): Promise<{ id: string; code: string }> {
    const id = randomUUID();
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await manager.delete(LoginOtp, knownDevice ? { userId, verified: false } : { userId, verified: false, knownDevice: false });
    await manager
      .createQueryBuilder()
      .insert()
      .into(LoginOtp)
      .values({
        id,
        userId,
        otpCode: this.hash(id, code),
        expiresAt: () => `now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
        verified: false,
        attempts: 0,
        knownDevice,
      })
      .execute();
    return { id, code };
  }

  async void(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(LoginOtp, { id });
  }

  /** Reads and row-locks a code, so two verifications of one code are serialised. */
  async lock(manager: EntityManager, id: string): Promise<IssuedCode | undefined> {
    const rows = await manager.query<IssuedCode[]>(
      `SELECT id, user_id AS "userId", otp_code AS "otpCode", verified, attempts, expires_at <= now() AS expired
       FROM login_otps WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0];
  }

  /** Spent: used once, expired, or out of tries. Even the right code fails then. */
  isSpent(code: IssuedCode): boolean {
    return code.verified || code.expired || code.attempts >= OTP_MAX_ATTEMPTS;
  }

  /** Constant-time comparison of the submitted code's hash with the stored one. */
  matches(code: IssuedCode, submitted: string): boolean {
    const stored = Buffer.from(code.otpCode, 'hex');
    const given = Buffer.from(this.hash(code.id, submitted), 'hex');
    return stored.length === given.length && timingSafeEqual(stored, given);
  }

  async countWrongTry(manager: EntityManager, id: string): Promise<void> {
    await manager.increment(LoginOtp, { id }, 'attempts', 1);
  }

  async markUsed(manager: EntityManager, id: string): Promise<void> {
    await manager.update(LoginOtp, { id }, { verified: true });
  }

  private hash(id: string, code: string): string {
    return createHmac('sha256', this.key).update(`${id}:${code}`).digest('hex');
  }
}
