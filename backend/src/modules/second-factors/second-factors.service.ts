import { ConflictException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  PRODUCT_NAME,
  type AuthenticatorEnrolment,
  type MessageAnswer,
  type RecoveryCodesAnswer,
  type SecondFactorsView,
} from '@fund/contracts';
import type { Request } from 'express';
import { generateSecret, generateURI } from 'otplib';
import qrcode from 'qrcode-generator';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { verifyPassword } from '../../common/auth/passwords.js';
import { FailureLimits } from '../../common/rate-limit/failure-limits.js';
import type { ConfirmIdentityDto } from './dto/second-factor.dto.js';
import { FactorSecrets } from './factor-secrets.js';
import { matchTotp, SecondFactors } from './second-factors.js';
import { readTotp, removeAuthenticatorApp, replaceRecoveryCodes, unusedRecoveryCodes } from './second-factors.queries.js';
import { countPasskeys } from '../passkeys/passkeys.queries.js';
import { SecurityPolicy } from './security-policy.service.js';

/**
 * A signed-in user's own second factors: enrolling an authenticator app (an unconfirmed secret until a
 * code confirms it), the recovery codes (shown once, stored as HMACs), and removal. The secret is
 * answered only by the enrolment call, never by a GET, a log line or an audit row.
 */
@Injectable()
export class SecondFactorsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly failures: FailureLimits,
    private readonly secrets: FactorSecrets,
    private readonly factors: SecondFactors,
    private readonly policy: SecurityPolicy,
  ) {}

  /** `enrolmentRequired` as the policy guard decides: never for a session signed in through single sign-on. */
  async view(caller: AuthUser, req: Request): Promise<SecondFactorsView> {
    const manager = this.dataSource.manager;
    const totp = await readTotp(manager, caller.id);
    return {
      authenticatorApp: totp?.confirmed === true,
      enrolledAt: totp?.confirmedAt?.toISOString() ?? null,
      recoveryCodesLeft: await unusedRecoveryCodes(manager, caller.id),
      passkeys: await countPasskeys(manager, caller.id),
      enrolmentRequired: req.session.ssoLogin !== true && (await this.policy.holds(caller.id, caller.role, manager)),
    };
  }

  /** A new secret, unconfirmed (it replaces an earlier unconfirmed one); 409 while an app is confirmed. */
  async startAuthenticator(caller: AuthUser): Promise<AuthenticatorEnrolment> {
    return this.dataSource.transaction(async (manager) => {
      const existing = await readTotp(manager, caller.id, true);
      if (existing?.confirmed) throw new ConflictException(MESSAGES.authenticatorAlreadyEnrolled);
      const [user] = await manager.query<{ username: string }[]>('SELECT username FROM users WHERE id = $1', [caller.id]);
      const secret = generateSecret();
      await manager.query(
        `INSERT INTO totp_factors (user_id, secret_ciphertext) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET secret_ciphertext = EXCLUDED.secret_ciphertext, confirmed_at = NULL, last_time_step = NULL, created_at = now()`,
        [caller.id, this.secrets.encrypt(caller.id, secret)],
      );
      const otpauthUri = generateURI({ issuer: PRODUCT_NAME, label: user.username, secret });
      return { otpauthUri, secret, qrCode: svgDataUrl(otpauthUri) };
    });
  }

  /** The first code confirms the app; answers the 10 recovery codes, shown this once. */
  async confirmAuthenticator(caller: AuthUser, code: string, req: Request): Promise<RecoveryCodesAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const row = await readTotp(manager, caller.id, true);
      if (row?.confirmed) throw new ConflictException(MESSAGES.authenticatorAlreadyEnrolled);
      const secret = row && this.secrets.decrypt(caller.id, row.secretCiphertext);
      if (!secret) throw new ConflictException(MESSAGES.authenticatorEnrolmentMissing);
      const timeStep = await matchTotp(secret, code);
      if (timeStep === undefined) throw new UnprocessableEntityException(MESSAGES.invalidAuthenticatorCode);
      await manager.query('UPDATE totp_factors SET confirmed_at = now(), last_time_step = $2 WHERE user_id = $1', [caller.id, timeStep]);
      const recoveryCodes = await this.newRecoveryCodes(manager, caller.id);
      await this.record(manager, caller, req, 'SECOND_FACTOR_ENROLLED', 'Authenticator app set up, with 10 new recovery codes');
      return { recoveryCodes };
    });
  }

  /** New recovery codes replace the old ones (used or not); asks for the password or a current code. */
  async regenerateRecoveryCodes(caller: AuthUser, dto: ConfirmIdentityDto, req: Request): Promise<RecoveryCodesAnswer> {
    return this.withIdentity(caller, dto, req, async (manager) => {
      if (!(await this.factors.hasFactor(manager, caller.id))) throw new ConflictException(MESSAGES.authenticatorNotEnrolled);
      const recoveryCodes = await this.newRecoveryCodes(manager, caller.id);
      await this.record(manager, caller, req, 'RECOVERY_CODES_GENERATED', '10 new recovery codes; the earlier ones no longer work');
      return { recoveryCodes };
    });
  }

  /** Removes the app and the recovery codes; the e-mailed code is the second step again. */
  async remove(caller: AuthUser, dto: ConfirmIdentityDto, req: Request): Promise<MessageAnswer> {
    return this.withIdentity(caller, dto, req, async (manager) => {
      if (!(await readTotp(manager, caller.id))?.confirmed) throw new ConflictException(MESSAGES.authenticatorNotEnrolled);
      // Passkeys (modules/passkeys) stay, and with them the recovery codes.
      await removeAuthenticatorApp(manager, caller.id);
      await this.record(manager, caller, req, 'SECOND_FACTOR_REMOVED', 'Authenticator app and recovery codes removed by their owner');
      return { message: 'Authenticator app removed' };
    });
  }

  /**
   * Runs `work` once the caller proved it is them: their password, or a current authenticator code
   * (used up like a login's). Wrong answers count against FAILURE_LIMITS.ownPasswordChange (a stolen
   * session guessing); the failed check commits nothing else.
   */
  async withIdentity<T>(caller: AuthUser, dto: ConfirmIdentityDto, req: Request, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    // 422, not 400: each field alone is optional in the body's schema; one of them is the rule.
    if (!dto.password && !dto.code) throw new UnprocessableEntityException(MESSAGES.confirmWithPasswordOrCode);
    const attempt = await this.failures.begin('ownPasswordChange', caller.id, req);
    const answer = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [caller.id]);
      if (!(await this.proves(manager, caller.id, dto))) return { wrong: true as const };
      return { wrong: false as const, value: await work(manager) };
    });
    if (answer.wrong) throw new UnprocessableEntityException(MESSAGES.wrongPasswordOrCode);
    await attempt.succeeded();
    return answer.value;
  }

  private async proves(manager: EntityManager, userId: string, dto: ConfirmIdentityDto): Promise<boolean> {
    if (dto.code) return (await this.factors.verify(manager, userId, dto.code)).ok;
    const [row] = await manager.query<{ hash: string }[]>('SELECT password_hash AS hash FROM users WHERE id = $1', [userId]);
    return row !== undefined && (await verifyPassword(row.hash, dto.password ?? ''));
  }

  /** Replaces the user's recovery codes with 10 new ones; answers them, to be shown once (passkeys use it too). */
  async newRecoveryCodes(manager: EntityManager, userId: string): Promise<string[]> {
    const codes = this.secrets.newRecoveryCodes();
    await replaceRecoveryCodes(
      manager,
      userId,
      codes.map((code) => this.secrets.hashRecoveryCode(userId, code)),
    );
    return codes;
  }

  private record(
    manager: EntityManager,
    caller: AuthUser,
    req: Request,
    action: 'SECOND_FACTOR_ENROLLED' | 'SECOND_FACTOR_REMOVED' | 'RECOVERY_CODES_GENERATED',
    details: string,
  ): Promise<void> {
    return this.audit.record({ action, userId: caller.id, userRole: caller.role, details, req }, manager);
  }
}

/** The QR code of `text` as an SVG data URL (drawn here, so the page needs no QR library). */
function svgDataUrl(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
