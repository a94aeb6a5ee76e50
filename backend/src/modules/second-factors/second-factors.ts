import { Injectable } from '@nestjs/common';
import { MESSAGES } from '@fund/contracts';
import { verify } from 'otplib';
import type { EntityManager } from 'typeorm';

import { FactorSecrets } from './factor-secrets.js';
import { hasPasskey, hasSecondFactor, readTotp, spendRecoveryCode } from './second-factors.queries.js';

/** RFC 6238's step (30 s) and a window of one step either side: a clock 30 s off still works. */
export const TOTP_TOLERANCE_SECONDS = 30;
const TOTP_CODE = /^\d{6}$/;

/** The RFC 6238 time step a code matched within the window (after `afterTimeStep`), or undefined. */
export async function matchTotp(secret: string, token: string, afterTimeStep?: number): Promise<number | undefined> {
  const result = await verify({ secret, token, epochTolerance: TOTP_TOLERANCE_SECONDS, afterTimeStep });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

export type FactorCheck =
  | { ok: true; kind: 'totp' | 'recovery' | 'passkey' }
  /** `message` is for the client; `reason` for LOGIN_FAILED (or STEP_UP_FAILED), never the code. */
  | { ok: false; message: string; reason: string };

/**
 * Checks a second factor: a 6-digit code of the user's confirmed authenticator app (each time step
 * accepted once: a replay of the same or an older step is refused) or one of their unused recovery
 * codes (spent by its use). Call inside the caller's transaction: the authenticator row is locked,
 * so two requests with one code cannot both pass. The login's code step uses it; step-up can too.
 */
@Injectable()
export class SecondFactors {
  constructor(private readonly secrets: FactorSecrets) {}

  hasFactor(manager: EntityManager, userId: string): Promise<boolean> {
    return hasSecondFactor(manager, userId);
  }

  /**
   * A confirmed authenticator app whose secret this server can read. One it cannot (the session secret
   * changed) is no way in: the login falls back to the e-mailed code rather than lock the user out.
   */
  async hasUsableFactor(manager: EntityManager, userId: string): Promise<boolean> {
    const usable = await this.usableFactors(manager, userId);
    return usable.totp || usable.passkeys;
  }

  /** Which factors the user can sign in with: a readable authenticator app, passkeys (issue 25 item 2). */
  async usableFactors(manager: EntityManager, userId: string): Promise<{ totp: boolean; passkeys: boolean }> {
    const row = await readTotp(manager, userId);
    const totp = row?.confirmed === true && this.secrets.decrypt(userId, row.secretCiphertext) !== undefined;
    return { totp, passkeys: await hasPasskey(manager, userId) };
  }

  async verify(manager: EntityManager, userId: string, code: string): Promise<FactorCheck> {
    return TOTP_CODE.test(code) ? this.verifyTotp(manager, userId, code) : this.verifyRecoveryCode(manager, userId, code);
  }

  private async verifyTotp(manager: EntityManager, userId: string, token: string): Promise<FactorCheck> {
    const row = await readTotp(manager, userId, true);
    const secret = row?.confirmed ? this.secrets.decrypt(userId, row.secretCiphertext) : undefined;
    if (!row?.confirmed || !secret) {
      return { ok: false, message: MESSAGES.invalidAuthenticatorCode, reason: 'Authenticator code without a usable authenticator app' };
    }
    const afterTimeStep = row.lastTimeStep ?? undefined;
    const timeStep = await matchTotp(secret, token, afterTimeStep);
    if (timeStep !== undefined) {
      await manager.query('UPDATE totp_factors SET last_time_step = $2 WHERE user_id = $1', [userId, timeStep]);
      return { ok: true, kind: 'totp' };
    }
    // Right for its window but at or before the last accepted step: a replay, said as such.
    if (afterTimeStep !== undefined && (await matchTotp(secret, token)) !== undefined) {
      return { ok: false, message: MESSAGES.authenticatorCodeReused, reason: 'Authenticator code already used' };
    }
    return { ok: false, message: MESSAGES.invalidAuthenticatorCode, reason: 'Wrong authenticator code' };
  }

  private async verifyRecoveryCode(manager: EntityManager, userId: string, code: string): Promise<FactorCheck> {
    if (await spendRecoveryCode(manager, userId, this.secrets.hashRecoveryCode(userId, code))) return { ok: true, kind: 'recovery' };
    return { ok: false, message: MESSAGES.invalidRecoveryCode, reason: 'Wrong or used recovery code' };
  }
}
