import { Inject, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, OTP_TTL_MINUTES, type StepUpAnswer, type StepUpStartAnswer } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { MailService } from '../../common/mail/mail.service.js';
import { FailureLimits } from '../../common/rate-limit/failure-limits.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { LoginCodes } from '../auth/login-codes.js';
import { takeChallenge } from '../passkeys/passkey-challenges.js';
import { PasskeysService } from '../passkeys/passkeys.service.js';
import { SecondFactors } from '../second-factors/second-factors.js';
import { User } from '../users/user.entity.js';
import { freshUntil } from './step-up.js';

type Outcome = { ok: true; how: string } | { ok: false; message: string; reason: string };

/**
 * Issue 25 item 5: confirms the signed-in user again. With an authenticator app: its current code or a
 * recovery code; with passkeys: one of them (confirmWithPasskey) or a recovery code; with neither: a code
 * e-mailed by start(). Failures count against the same limits as the login's codes
 * (FAILURE_LIMITS.verifyOtp) and are audited as STEP_UP_FAILED.
 */
@Injectable()
export class StepUpService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly codes: LoginCodes,
    private readonly factors: SecondFactors,
    private readonly passkeys: PasskeysService,
    private readonly failures: FailureLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What to ask for: the authenticator app, a passkey, or a code e-mailed now (the session remembers which). */
  async start(caller: AuthUser, req: Request): Promise<StepUpStartAnswer> {
    // The authenticator app or a passkey when the user has one (a recovery code besides); otherwise an e-mailed code.
    const usable = await this.factors.usableFactors(this.dataSource.manager, caller.id);
    if (usable.totp || usable.passkeys) {
      delete req.session.stepUpOtpId;
      const passkeyOptions = usable.passkeys ? await this.passkeys.stepUpOptions(caller.id, req) : null;
      await req.session.save();
      return { method: usable.totp ? 'totp' : 'passkey', recoveryCodes: true, passkeyOptions };
    }
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: caller.id });
    const issued = await this.dataSource.transaction((manager) => this.codes.issue(manager, caller.id, false));
    const sent = await this.mail.send('step-up-code', user.email, { fullName: user.fullName, code: issued.code, minutes: OTP_TTL_MINUTES });
    if (!sent) {
      await this.codes.void(this.dataSource.manager, issued.id);
      throw new ServiceUnavailableException(MESSAGES.stepUpCodeNotSent);
    }
    req.session.stepUpOtpId = issued.id;
    await req.session.save();
    return { method: 'email', recoveryCodes: false, passkeyOptions: null };
  }

  /** Checks the code; a right one makes the session's second factor fresh for STEP_UP_SECONDS. */
  async confirm(caller: AuthUser, code: string, req: Request): Promise<StepUpAnswer> {
    return this.check(caller, req, async (manager) => {
      const usable = await this.factors.usableFactors(manager, caller.id);
      return usable.totp || usable.passkeys
        ? this.checkFactor(manager, caller.id, code)
        : this.checkEmailedCode(manager, caller.id, code, req);
    });
  }

  /** Checks the browser's answer to the passkey options start() gave (single-use challenge); a right one as confirm(). */
  async confirmWithPasskey(caller: AuthUser, response: Record<string, unknown>, req: Request): Promise<StepUpAnswer> {
    const challenge = await takeChallenge(req, 'step-up', caller.id);
    return this.check(caller, req, async (manager) => {
      const checked = await this.passkeys.verifyAssertion(manager, caller.id, challenge, response);
      return checked.ok ? { ok: true, how: 'a passkey' } : { ok: false, message: checked.message, reason: `Step-up: ${checked.reason}` };
    });
  }

  /** Counts the try, checks within one transaction with its audit row, and on success makes the session fresh. */
  private async check(caller: AuthUser, req: Request, verify: (manager: EntityManager) => Promise<Outcome>): Promise<StepUpAnswer> {
    const attempt = await this.failures.begin('verifyOtp', caller.id, req);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const checked = await verify(manager);
      await this.audit.record(
        checked.ok
          ? { action: 'STEP_UP', userId: caller.id, userRole: caller.role, details: `Identity confirmed again with ${checked.how}`, req }
          : { action: 'STEP_UP_FAILED', userId: caller.id, userRole: caller.role, details: checked.reason, req },
        manager,
      );
      return checked;
    });
    if (!outcome.ok) throw new UnauthorizedException(outcome.message);
    await attempt.succeeded();
    req.session.stepUpAt = Date.now();
    delete req.session.stepUpOtpId;
    await req.session.save();
    return { freshUntil: new Date(freshUntil(req, this.config)).toISOString() };
  }

  private async checkFactor(manager: EntityManager, userId: string, code: string): Promise<Outcome> {
    const checked = await this.factors.verify(manager, userId, code);
    if (checked.ok) return { ok: true, how: checked.kind === 'totp' ? 'the authenticator app' : 'a recovery code' };
    return { ok: false, message: checked.message, reason: `Step-up: ${checked.reason}` };
  }

  private async checkEmailedCode(manager: EntityManager, userId: string, submitted: string, req: Request): Promise<Outcome> {
    const otpId = req.session.stepUpOtpId;
    if (!otpId) return { ok: false, message: MESSAGES.stepUpNotStarted, reason: 'Step-up code sent before one was asked for' };
    const code = await this.codes.lock(manager, otpId);
    if (!code || code.userId !== userId || this.codes.isSpent(code)) {
      return { ok: false, message: MESSAGES.invalidStepUpCode, reason: 'Step-up: expired, used or voided e-mailed code' };
    }
    if (!this.codes.matches(code, submitted)) {
      await this.codes.countWrongTry(manager, code.id);
      return { ok: false, message: MESSAGES.invalidStepUpCode, reason: 'Step-up: wrong e-mailed code' };
    }
    await this.codes.markUsed(manager, code.id);
    return { ok: true, how: 'the e-mailed code' };
  }
}
