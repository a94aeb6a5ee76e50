import {
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MAX_PASSKEYS,
  MESSAGES,
  PASSKEY_CHALLENGE_SECONDS,
  PRODUCT_NAME,
  type LoginAnswer,
  type MessageAnswer,
  type PasskeyAddedAnswer,
  type PasskeyOptionsAnswer,
  type PasskeysView,
  type PasskeyView,
} from '@fund/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { LoginService } from '../auth/login.service.js';
import type { ConfirmIdentityDto } from '../second-factors/dto/second-factor.dto.js';
import type { FactorCheck } from '../second-factors/second-factors.js';
import { SecondFactorsService } from '../second-factors/second-factors.service.js';
import { hasSecondFactor } from '../second-factors/second-factors.queries.js';
import { keepChallenge, takeChallenge, type ChallengePurpose } from './passkey-challenges.js';
import { countPasskeys, listPasskeys, lockOwnPasskey, lockPasskeyByCredential, passkeyRows, passkeyView } from './passkeys.queries.js';
import { RelyingParty } from './relying-party.js';

const TIMEOUT_MS = PASSKEY_CHALLENGE_SECONDS * 1000;

/**
 * Issue 25 item 2: passkeys (WebAuthn, @simplewebauthn/server) as a second factor after the password.
 * Registration and each use answer a challenge this session was given (single-use, 5 minutes);
 * userVerification 'preferred', attestation 'none'. The server keeps the credential id, COSE public
 * key, signature counter and transports: a counter that goes backwards (a cloned key) is refused.
 */
@Injectable()
export class PasskeysService {
  private readonly rp: RelyingParty;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly logins: LoginService,
    private readonly secondFactors: SecondFactorsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.rp = new RelyingParty(config);
  }

  async list(caller: AuthUser): Promise<PasskeysView> {
    return { passkeys: await listPasskeys(this.dataSource.manager, caller.id) };
  }

  /** Options for `navigator.credentials.create`; the challenge stays in the session. */
  async registrationOptions(caller: AuthUser, req: Request): Promise<PasskeyOptionsAnswer> {
    const manager = this.dataSource.manager;
    if ((await countPasskeys(manager, caller.id)) >= MAX_PASSKEYS) throw new ConflictException(MESSAGES.passkeyLimit);
    const [user] = await manager.query<{ username: string; fullName: string }[]>(
      'SELECT username, full_name AS "fullName" FROM users WHERE id = $1',
      [caller.id],
    );
    const existing = await passkeyRows(manager, caller.id);
    const options = await generateRegistrationOptions({
      rpName: PRODUCT_NAME,
      rpID: this.rp.idFor(req),
      userID: new TextEncoder().encode(caller.id),
      userName: user.username,
      userDisplayName: user.fullName || user.username,
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      // The same authenticator twice is refused by the browser itself.
      excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await keepChallenge(req, options.challenge, 'register', caller.id);
    return { options };
  }

  /** Checks the new credential against the session's challenge and keeps it; the first second factor brings recovery codes. */
  async add(caller: AuthUser, name: string, response: Record<string, unknown>, req: Request): Promise<PasskeyAddedAnswer> {
    const challenge = await takeChallenge(req, 'register', caller.id);
    if (!challenge) throw new UnprocessableEntityException(MESSAGES.passkeyChallengeMissing);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origins,
        expectedRPID: this.rp.ids,
        requireUserVerification: false,
      });
    } catch {
      throw new UnprocessableEntityException(MESSAGES.passkeyResponseInvalid);
    }
    if (!verified.verified) throw new UnprocessableEntityException(MESSAGES.passkeyResponseInvalid);
    const { credential } = verified.registrationInfo;
    return this.dataSource.transaction(async (manager) => {
      // The user's row serialises their enrolments: the limit and "first factor" hold under concurrency.
      await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [caller.id]);
      if ((await countPasskeys(manager, caller.id)) >= MAX_PASSKEYS) throw new ConflictException(MESSAGES.passkeyLimit);
      if (await lockPasskeyByCredential(manager, credential.id)) throw new ConflictException(MESSAGES.passkeyAlreadyRegistered);
      const first = !(await hasSecondFactor(manager, caller.id));
      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO passkeys (user_id, name, credential_id, public_key, counter, transports)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [caller.id, name, credential.id, Buffer.from(credential.publicKey), credential.counter, credential.transports ?? []],
      );
      const recoveryCodes = first ? await this.secondFactors.newRecoveryCodes(manager, caller.id) : null;
      await this.record(
        manager,
        caller,
        req,
        'SECOND_FACTOR_ENROLLED',
        `Passkey '${name}' added${first ? ', with 10 new recovery codes' : ''}`,
      );
      return { passkey: await passkeyView(manager, row.id), recoveryCodes };
    });
  }

  async rename(caller: AuthUser, id: string, name: string): Promise<PasskeyView> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await lockOwnPasskey(manager, caller.id, id))) throw new NotFoundException(MESSAGES.passkeyNotFound);
      await manager.query('UPDATE passkeys SET name = $2 WHERE id = $1', [id, name]);
      return passkeyView(manager, id);
    });
  }

  /** Removes one passkey (the password or a current code first); the last second factor takes the recovery codes with it. */
  remove(caller: AuthUser, id: string, dto: ConfirmIdentityDto, req: Request): Promise<MessageAnswer> {
    return this.secondFactors.withIdentity(caller, dto, req, async (manager) => {
      const row = await lockOwnPasskey(manager, caller.id, id);
      if (!row) throw new NotFoundException(MESSAGES.passkeyNotFound);
      await manager.query('DELETE FROM passkeys WHERE id = $1', [id]);
      const last = !(await hasSecondFactor(manager, caller.id));
      if (last) await manager.query('DELETE FROM recovery_codes WHERE user_id = $1', [caller.id]);
      await this.record(
        manager,
        caller,
        req,
        'SECOND_FACTOR_REMOVED',
        `Passkey '${row.name}' removed by its owner${last ? ', with the recovery codes' : ''}`,
      );
      return { message: 'Passkey removed' };
    });
  }

  /** Options for `navigator.credentials.get` during a login (after the password step of this session). */
  async loginOptions(userId: string, req: Request): Promise<PasskeyOptionsAnswer> {
    const { pendingUserId, pendingSecondFactor } = req.session;
    if (!pendingUserId || pendingSecondFactor !== 'totp' || pendingUserId !== userId)
      throw new UnauthorizedException(MESSAGES.sessionExpired);
    return this.assertionOptions(userId, 'login', req);
  }

  /** The login's second step with a passkey: LoginService counts, audits and signs in exactly as for a code. */
  async login(userId: string, response: Record<string, unknown>, req: Request): Promise<LoginAnswer> {
    const challenge = req.session.pendingUserId === userId ? await takeChallenge(req, 'login', userId) : undefined;
    return this.logins.verifyPasskey(userId, req, (manager, user) => this.verifyAssertion(manager, user.id, challenge, response));
  }

  /** Options for confirming it is you at step-up (issue 25 item 5) with one of the user's passkeys; the challenge stays in the session. */
  async stepUpOptions(userId: string, req: Request): Promise<PasskeyOptionsAnswer['options']> {
    return (await this.assertionOptions(userId, 'step-up', req)).options;
  }

  private async assertionOptions(userId: string, purpose: ChallengePurpose, req: Request): Promise<PasskeyOptionsAnswer> {
    const rows = await passkeyRows(this.dataSource.manager, userId);
    if (rows.length === 0) throw new ConflictException(MESSAGES.passkeyNotAvailable);
    const options = await generateAuthenticationOptions({
      rpID: this.rp.idFor(req),
      timeout: TIMEOUT_MS,
      userVerification: 'preferred',
      allowCredentials: rows.map((row) => ({ id: row.credentialId, transports: row.transports })),
    });
    await keepChallenge(req, options.challenge, purpose, userId);
    return { options };
  }

  /**
   * Checks an assertion by one of `userId`'s passkeys against `challenge` (already taken from the
   * session), in the caller's transaction; a right one moves the passkey's counter and last use.
   */
  async verifyAssertion(
    manager: EntityManager,
    userId: string,
    challenge: string | undefined,
    response: Record<string, unknown>,
  ): Promise<FactorCheck> {
    if (!challenge)
      return { ok: false, message: MESSAGES.passkeyChallengeMissing, reason: 'Passkey answered a stale, used or missing challenge' };
    const credentialId = typeof response.id === 'string' ? response.id : '';
    const row = credentialId ? await lockPasskeyByCredential(manager, credentialId) : undefined;
    if (!row || row.userId !== userId) {
      return { ok: false, message: MESSAGES.passkeyNotRecognised, reason: row ? "Passkey of another user's account" : 'Unknown passkey' };
    }
    let newCounter: number;
    try {
      const result = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origins,
        expectedRPID: this.rp.ids,
        // Counter 0 here: the library would refuse a backwards counter too, but the check below names it.
        credential: { id: row.credentialId, publicKey: new Uint8Array(row.publicKey), counter: 0, transports: row.transports },
        requireUserVerification: false,
      });
      if (!result.verified) throw new Error('not verified');
      newCounter = result.authenticationInfo.newCounter;
    } catch (error) {
      const why = error instanceof Error ? error.message.slice(0, 160) : 'unreadable';
      return { ok: false, message: MESSAGES.passkeyResponseInvalid, reason: `Passkey assertion refused (${why})` };
    }
    if ((row.counter > 0 || newCounter > 0) && newCounter <= row.counter) {
      return {
        ok: false,
        message: MESSAGES.passkeyCounterBackwards,
        reason: `Passkey '${row.name}' counter went backwards (${newCounter} after ${row.counter}): possibly cloned`,
      };
    }
    await manager.query('UPDATE passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [row.id, newCounter]);
    return { ok: true, kind: 'passkey' };
  }

  private record(
    manager: EntityManager,
    caller: AuthUser,
    req: Request,
    action: 'SECOND_FACTOR_ENROLLED' | 'SECOND_FACTOR_REMOVED',
    details: string,
  ): Promise<void> {
    return this.audit.record({ action, userId: caller.id, userRole: caller.role, details, req }, manager);
  }
}
