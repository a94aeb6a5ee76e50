import { ForbiddenException, Inject, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAdminRole, MESSAGES, OTP_TTL_MINUTES, textFlag, type LoginAnswer, type SignInStepAnswer } from '@fund/contracts';
import type { Request } from 'express';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService, clientIp } from '../../common/audit/audit.service.js';
import { hashPassword, verifyPassword } from '../../common/auth/passwords.js';
import { MailService } from '../../common/mail/mail.service.js';
import { normalizeAddress } from '../../common/rate-limit/client-address.js';
import { FailureLimits } from '../../common/rate-limit/failure-limits.js';
import { isRecordId } from '../../common/http/id-param.js';
import type { AppConfig } from '../../config/config.js';
import type { Secrets } from '../../config/secrets.js';
import { APP_CONFIG, SECRETS } from '../../config/tokens.js';
import { SecondFactors, type FactorCheck } from '../second-factors/second-factors.js';
import { User } from '../users/user.entity.js';
import type { VerifyOtpDto } from './dto/verify-otp.dto.js';
import { KnownDevices } from './known-device.js';
import { LoginCodeLimits } from './login-code-limits.js';
import { LoginCodes } from './login-codes.js';
import { markLoggedIn, markPendingFactorLogin, markPendingLogin, regenerateSession } from './login-session.js';

/** Checks the second factor of the pending login's user (their row locked, in the step's transaction). */
export type FactorVerifier = (manager: EntityManager, user: User) => Promise<FactorCheck>;
const FACTOR_NAMES = { totp: ' with an authenticator app', recovery: ' with a recovery code', passkey: ' with a passkey' } as const;

type CodeOutcome = { ok: true; user: User } | { ok: false; error: UnauthorizedException | ForbiddenException; user: User | null };

/** Who passed the password step (LocalStrategy), and whether from a known device of theirs. */
export interface PasswordChecked {
  user: User;
  knownDevice: boolean;
}

const invalidCredentials = () => new UnauthorizedException(MESSAGES.invalidCredentials);
const invalidCode = () => new UnauthorizedException(MESSAGES.invalidOtp);

/**
 * The two login steps of ARCHITECTURE.md's security model: the password (through Passport's local
 * strategy), then the second factor: the user's authenticator app (or a recovery code) when they have
 * one, else the e-mailed code.
 */
@Injectable()
export class LoginService {
  /**
   * Unknown usernames are checked against this hash, so they cost one argon2 verification like a
   * wrong password does. Made once per process with the same parameters as real hashes.
   */
  private readonly dummyHash = hashPassword(randomBytes(32).toString('base64url'));
  private readonly devices: KnownDevices;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly codes: LoginCodes,
    private readonly codeLimits: LoginCodeLimits,
    private readonly failures: FailureLimits,
    private readonly factors: SecondFactors,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SECRETS) secrets: Secrets,
  ) {
    this.devices = new KnownDevices(config.sessionSecret ?? secrets.sessionSecret);
  }

  /**
   * Step 1a (LocalStrategy.validate): checks the password under the failure limits, then whether the
   * user may log in. An unknown username costs one argon2 verification and answers as a wrong password.
   */
  async checkPassword(username: string, password: string, req: Request): Promise<PasswordChecked> {
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
    // Counted under the name typed, known or not; a right password takes the count back.
    const knownDevice = this.devices.isKnown(req, user);
    const attempt = await this.failures.begin('login', username, req, { knownDevice });
    if (!user) {
      await verifyPassword(await this.dummyHash, password);
      await this.failed(req, null, 'Unknown username');
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.failed(req, user, 'Wrong password');
      throw invalidCredentials();
    }
    await attempt.succeeded();
    await this.assertMayLogIn(user, req);
    return { user, knownDevice };
  }

  /**
   * Step 1b: marks this (fresh) session pending for the second factor. A user with an authenticator app
   * is asked for it (no e-mail); everyone else is e-mailed a code.
   */
  async startSecondStep({ user, knownDevice }: PasswordChecked, req: Request): Promise<SignInStepAnswer> {
    const usable = await this.factors.usableFactors(this.dataSource.manager, user.id);
    if (usable.totp || usable.passkeys) return this.askForFactor(user, knownDevice, req, usable);
    // An unrecognised device gets no code while the code step is closed to it, nor past the e-mail cap.
    const email = knownDevice ? undefined : await this.codeLimits.takeCodeEmail(user, req);

    await regenerateSession(req);
    const issued = await this.dataSource.transaction(async (manager) => {
      // Serialises concurrent logins of one user, so one code stays live (and one of a known device:
      // LoginCodes.issue). A password change, reset or disable that landed after the check above ends
      // this login: it voids codes issued before it, and this re-read catches one that committed
      // before the code exists.
      const [row] = await manager.query<{ password_hash: string; status: string }[]>(
        'SELECT password_hash, status FROM users WHERE id = $1 FOR UPDATE',
        [user.id],
      );
      if (!row || row.password_hash !== user.passwordHash || row.status !== 'active') return null;
      return this.codes.issue(manager, user.id, knownDevice);
    });
    if (!issued) {
      await email?.giveBack();
      throw invalidCredentials();
    }
    const sent = await this.mail.send('login-code', user.email, { fullName: user.fullName, code: issued.code, minutes: OTP_TTL_MINUTES });
    if (!sent) {
      // Without the e-mail nobody can use the code: void it rather than leave it live.
      await this.codes.void(this.dataSource.manager, issued.id);
      await email?.giveBack();
      await this.failed(req, user, 'Login code could not be e-mailed');
      throw new ServiceUnavailableException(MESSAGES.loginCodeNotSent);
    }
    await markPendingLogin(req, user.id, issued.id, knownDevice);
    return { otpSent: true, secondFactor: 'email', recoveryCodes: false, userId: user.id, role: user.role, id: user.id };
  }

  /** The authenticator app's step: nothing is e-mailed; the code step is counted as for e-mailed codes. */
  private async askForFactor(
    user: User,
    knownDevice: boolean,
    req: Request,
    usable: { totp: boolean; passkeys: boolean },
  ): Promise<SignInStepAnswer> {
    if (!knownDevice) await this.codeLimits.assertCodeStepOpen(user, req);
    await regenerateSession(req);
    // As for an e-mailed code: a password change, reset or disable that landed after the check ends this login.
    const [row] = await this.dataSource.query<{ password_hash: string; status: string }[]>(
      'SELECT password_hash, status FROM users WHERE id = $1',
      [user.id],
    );
    if (!row || row.password_hash !== user.passwordHash || row.status !== 'active') throw invalidCredentials();
    await markPendingFactorLogin(req, user.id, knownDevice);
    const answer: SignInStepAnswer = {
      otpSent: false,
      secondFactor: usable.totp ? 'totp' : 'passkey',
      recoveryCodes: true,
      userId: user.id,
      role: user.role,
      id: user.id,
    };
    return usable.passkeys ? { ...answer, passkeys: true } : answer;
  }

  /** Step 2: accepts the code only in the session that passed step 1, then logs that session in. */
  async verifyCode(dto: VerifyOtpDto, req: Request): Promise<LoginAnswer> {
    const submitted = dto.recoveryCode ?? dto.otpCode ?? '';
    const verify: FactorVerifier = (manager, user) => this.factors.verify(manager, user.id, submitted);
    return this.secondStep(dto.userId, req, 'Login code', verify, submitted);
  }

  /**
   * Step 2 with a passkey (modules/passkeys): `verify` checks the assertion in the step's transaction,
   * with the user's row locked; the rest (limits, audit, session) is the code step's.
   */
  verifyPasskey(userId: string, req: Request, verify: FactorVerifier): Promise<LoginAnswer> {
    return this.secondStep(userId, req, 'Passkey', verify);
  }

  /** `emailedCode`: what was typed, checked against the e-mailed code when that is what the login asked for; none with a passkey. */
  private async secondStep(
    claimedUserId: string,
    req: Request,
    what: string,
    verify: FactorVerifier,
    emailedCode?: string,
  ): Promise<LoginAnswer> {
    const { pendingUserId, pendingOtpId, pendingSecondFactor } = req.session;
    const byFactor = pendingSecondFactor === 'totp';
    if (!pendingUserId || (!pendingOtpId && !byFactor) || (emailedCode === undefined && !byFactor)) {
      await this.failed(req, await this.knownUser(claimedUserId), `${what} sent from a session without a pending login`);
      throw new UnauthorizedException(MESSAGES.sessionExpired);
    }
    if (pendingUserId !== claimedUserId) {
      await this.failed(req, await this.knownUser(claimedUserId), `${what} sent from a session that did not pass the password step`);
      throw invalidCode();
    }
    // Only a session that passed the password step guesses this user's code: counted from here on,
    // per account only when that step came from an unrecognised device.
    const knownDevice = req.session.pendingKnownDevice === true;
    const attempt = await this.failures.begin('verifyOtp', pendingUserId, req, { knownDevice });
    // The transaction commits failed tries too (the attempt counters, the owner's warning); the error
    // is thrown afterwards. A right code logs a fresh session in within it, while the user's row is locked.
    const outcome = await this.dataSource.transaction(async (manager) => {
      const checked = byFactor
        ? await this.checkFactor(manager, pendingUserId, verify, req)
        : await this.checkCode(manager, pendingUserId, pendingOtpId ?? '', emailedCode ?? '', req);
      if (checked.ok) {
        await regenerateSession(req);
        await markLoggedIn(req, checked.user.id, manager);
        return { ...checked, warning: undefined };
      }
      const failures = attempt.accountFailures;
      return {
        ...checked,
        warning:
          checked.user && failures !== undefined ? await this.codeLimits.failedCode(manager, checked.user, failures, req) : undefined,
      };
    });
    await this.codeLimits.deliver(outcome.warning);
    if (!outcome.ok) throw outcome.error;
    await attempt.succeeded();

    this.devices.remember(req.res, outcome.user, this.config.secureCookies);
    return { mustChangePassword: textFlag(outcome.user.mustChangePassword), role: outcome.user.role, id: outcome.user.id };
  }

  /** Only active users log in; the password was right, so a disabled user may be told why. */
  private async assertMayLogIn(user: User, req: Request): Promise<void> {
    if (user.status === 'disabled') {
      await this.failed(req, user, 'Account disabled');
      throw new ForbiddenException(MESSAGES.accountDisabled);
    }
    if (user.status !== 'active') {
      await this.failed(req, user, 'Account not active');
      throw invalidCredentials();
    }
    const expiry = user.temporaryPasswordExpiresAt;
    if (user.mustChangePassword && expiry && expiry.getTime() <= Date.now()) {
      await this.failed(req, user, 'Temporary password expired');
      throw invalidCredentials();
    }
  }

  private async checkCode(manager: EntityManager, userId: string, otpId: string, submitted: string, req: Request): Promise<CodeOutcome> {
    // The user's row first, then the code: a password change takes them in the same order (it updates
    // the user, then deletes the codes), so the two wait for each other instead of deadlocking.
    const user = await manager.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
    const code = await this.codes.lock(manager, otpId);
    if (!user || !code || code.userId !== userId || this.codes.isSpent(code)) {
      await this.failed(req, user, 'Expired, used or voided login code', manager);
      return { ok: false, error: invalidCode(), user };
    }
    if (!this.codes.matches(code, submitted)) {
      await this.codes.countWrongTry(manager, code.id);
      await this.failed(req, user, 'Wrong login code', manager);
      return { ok: false, error: invalidCode(), user };
    }
    if (user.status !== 'active') {
      await this.codes.void(manager, code.id);
      await this.failed(req, user, 'Account not active', manager);
      return { ok: false, error: user.status === 'disabled' ? new ForbiddenException(MESSAGES.accountDisabled) : invalidCode(), user };
    }

    await this.codes.markUsed(manager, code.id);
    await this.loggedIn(manager, user, req, '');
    return { ok: true, user };
  }

  /** The code step of a user with an authenticator app: its current code or a recovery code, each used once. */
  private async checkFactor(manager: EntityManager, userId: string, verify: FactorVerifier, req: Request): Promise<CodeOutcome> {
    const user = await manager.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
    if (!user) {
      await this.failed(req, null, 'Second factor for a user who no longer exists', manager);
      return { ok: false, error: invalidCode(), user };
    }
    const check = await verify(manager, user);
    if (!check.ok) {
      await this.failed(req, user, check.reason, manager);
      return { ok: false, error: new UnauthorizedException(check.message), user };
    }
    if (user.status !== 'active') {
      await this.failed(req, user, 'Account not active', manager);
      return { ok: false, error: user.status === 'disabled' ? new ForbiddenException(MESSAGES.accountDisabled) : invalidCode(), user };
    }
    await this.loggedIn(manager, user, req, FACTOR_NAMES[check.kind]);
    return { ok: true, user };
  }

  /** The audit rows and the last address of a login that passed its second step. */
  private async loggedIn(manager: EntityManager, user: User, req: Request, how: string): Promise<void> {
    const ip = clientIp(req);
    // Compared in one spelling: a stored address may predate normalizeAddress's canonical IPv6.
    if (user.lastLoginIp && ip && normalizeAddress(user.lastLoginIp) !== ip) {
      await this.audit.record(
        { action: 'IP_CHANGE_DETECTED', userId: user.id, userRole: user.role, details: 'Login from a new IP address', req },
        manager,
      );
    }
    await manager.update(User, { id: user.id }, { lastLoginIp: ip });
    await this.audit.record(
      {
        action: 'LOGIN',
        userId: user.id,
        userRole: user.role,
        details: `${isAdminRole(user.role) ? 'Admin logged in' : 'Investor logged in'}${how}`,
        req,
      },
      manager,
    );
  }

  /** The user a request names, when the id is well formed and exists; for the audit trail only. */
  private async knownUser(id: string): Promise<User | null> {
    return isRecordId(id) ? this.dataSource.getRepository(User).findOneBy({ id }) : null;
  }

  /** LOGIN_FAILED with a reason; never the username typed (it may be a password) or any secret. */
  private failed(req: Request, user: Pick<User, 'id' | 'role'> | null, details: string, manager?: EntityManager): Promise<void> {
    return this.audit.record({ action: 'LOGIN_FAILED', userId: user?.id ?? null, userRole: user?.role ?? null, details, req }, manager);
  }
}
