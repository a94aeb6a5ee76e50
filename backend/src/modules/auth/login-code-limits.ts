import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import { MailQueue, type QueuedMail } from '../../common/mail/mail-queue.js';
import { counterKey, giveBack, takeHit, tooManyRequests } from '../../common/rate-limit/counters.js';
import { FailureLimits } from '../../common/rate-limit/failure-limits.js';
import { FAILURE_LIMITS, LOGIN_CODE_LIMITS } from '../../common/rate-limit/rate-limits.js';
import type { User } from '../users/user.entity.js';

type Owner = Pick<User, 'id' | 'role' | 'email' | 'fullName'>;

/**
 * What bounds guessing the e-mailed code with the right password (issue 18 item 2), for unrecognised
 * devices only; a known device (known-device.ts) is neither counted nor held:
 *   - FAILURE_LIMITS.verifyOtp.perAccount: 10 failed codes a day close the code step to them for 24 hours;
 *   - no code is e-mailed to them while it is closed, and at most LOGIN_CODE_LIMITS.emails in 15 minutes;
 *   - the owner is warned by e-mail once a day at the first burst (LOGIN_CODE_LIMITS.warnOwnerAfter).
 * Every count is a row of rate_limit_counters, so every instance sees the same; every refusal, the
 * warning and the lockout are audited (LOGIN_FAILED rows that name them, never a code).
 */
@Injectable()
export class LoginCodeLimits {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mailQueue: MailQueue,
    private readonly failures: FailureLimits,
  ) {}

  /**
   * Before a code is e-mailed to an unrecognised device (the password was right): 429 while the code
   * step is closed to them, or when the account had its code e-mails for 15 minutes. Answers how to
   * take the e-mail back when it could not be sent.
   */
  async takeCodeEmail(user: Owner, req: Request): Promise<{ giveBack(): Promise<void> }> {
    try {
      await this.failures.assertAccountOpen('verifyOtp', user.id, req);
    } catch (error) {
      await this.refused(user, req, 'Right password from an unrecognised device while its login code step is closed: no code e-mailed');
      throw error;
    }
    const emails = LOGIN_CODE_LIMITS.emails;
    const key = counterKey('loginCodeEmails', 'account', user.id);
    const hit = await takeHit(this.dataSource, key, this.failures.limit(emails), emails.windowSeconds);
    if (!hit.taken) {
      await this.refused(user, req, 'Right password from an unrecognised device past the login code e-mail limit: no code e-mailed');
      throw tooManyRequests(req.res, hit.retryAfter, emails.message);
    }
    return { giveBack: () => giveBack(this.dataSource, key) };
  }

  /**
   * Before an unrecognised device is asked for the authenticator app's code (nothing is e-mailed): 429
   * while the code step is closed to it, as for an e-mailed code.
   */
  async assertCodeStepOpen(user: Owner, req: Request): Promise<void> {
    try {
      await this.failures.assertAccountOpen('verifyOtp', user.id, req);
    } catch (error) {
      await this.refused(user, req, 'Right password from an unrecognised device while its login code step is closed: no second step');
      throw error;
    }
  }

  /**
   * After a failed code from an unrecognised device, in the transaction that recorded it: at the
   * first burst of the day queues the owner's warning (answered, to deliver after the commit), and
   * at the cap audits the lockout. `failures` is the account's count, this one included.
   */
  async failedCode(manager: EntityManager, user: Owner, failures: number, req: Request): Promise<QueuedMail | undefined> {
    let warning: QueuedMail | undefined;
    const warn = LOGIN_CODE_LIMITS.warnOwnerAfter;
    // One warning a day: a counter of one hit, taken in this transaction, decides which failure sends it.
    if (
      failures >= this.failures.limit(warn) &&
      (await takeHit(manager, counterKey('verifyOtp', 'owner-warned', user.id), 1, warn.windowSeconds)).taken
    ) {
      warning = await this.mailQueue.enqueue(manager, 'login-code-failures', user.email, {
        fullName: user.fullName,
        when: new Date().toUTCString(),
      });
      await this.record(manager, user, req, `Owner warned by e-mail: ${failures} failed login codes after a right password`);
    }
    const cap = FAILURE_LIMITS.verifyOtp.perAccount;
    if (failures === this.failures.limit(cap)) {
      await this.record(manager, user, req, `Login code step closed to unrecognised devices for 24 hours: ${failures} failed codes`);
    }
    return warning;
  }

  /** Delivers a queued warning once its transaction has committed. */
  async deliver(warning: QueuedMail | undefined): Promise<void> {
    if (warning) await this.mailQueue.deliver(warning);
  }

  private refused(user: Owner, req: Request, details: string): Promise<void> {
    return this.record(this.dataSource.manager, user, req, details);
  }

  private record(manager: EntityManager, user: Owner, req: Request, details: string): Promise<void> {
    return this.audit.record({ action: 'LOGIN_FAILED', userId: user.id, userRole: user.role, details, req }, manager);
  }
}
