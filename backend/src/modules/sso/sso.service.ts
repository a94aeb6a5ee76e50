import { HttpException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAdminRole, MESSAGES, type SsoError, type SsoView } from '@fund/contracts';
import type { Request } from 'express';
import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService, clientIp } from '../../common/audit/audit.service.js';
import { FailureLimits, type FailureAttempt } from '../../common/rate-limit/failure-limits.js';
import type { AppConfig, SsoConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { markLoggedIn, regenerateSession } from '../auth/login-session.js';
import { createAccount } from '../users/new-account.js';
import { User } from '../users/user.entity.js';
import { runStrategy, SSO_SESSION_KEY, SsoStrategy } from './sso.strategy.js';

/** What the identity provider told us about the person (the ID token's claims, or its userinfo). */
interface SsoIdentity {
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** Where the browser goes next: the issuer, the back office, or the login screen with a code. */
export type SsoNext = { to: string };

class Refused extends Error {
  constructor(
    readonly code: SsoError,
    /** The audit row's reason: never a token. */
    readonly reason: string,
    readonly user: Pick<User, 'id' | 'role'> | null = null,
  ) {
    super(reason);
  }
}

/** The discovery's and the token endpoint's HTTP time limit, in seconds. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * Issue 25 item 4: admins sign in through the fund's OpenID provider (openid-client's Passport
 * strategy: authorization code with PKCE S256, state and nonce, the ID token's signature, issuer and
 * audience checked by openid-client). The provider is discovered at first use, so the app starts while
 * it is down. Sessions stay ours: a signed-in callback regenerates the session and marks it logged in
 * (markLoggedIn) in a transaction holding the user's row, as the login's code step does.
 */
@Injectable()
export class SsoService {
  private readonly logger = new Logger(SsoService.name);
  private strategy: Promise<SsoStrategy> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly failures: FailureLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  view(): SsoView {
    return { enabled: this.config.sso !== undefined, name: this.config.sso?.name ?? 'single sign-on' };
  }

  private get sso(): SsoConfig {
    if (!this.config.sso) throw new NotFoundException(MESSAGES.ssoNotConfigured);
    return this.config.sso;
  }

  /** GET /api/sso/login: state, nonce and PKCE verifier into this session, then the issuer's authorization URL. */
  async start(req: Request): Promise<SsoNext> {
    if (!this.sso.issuer) return this.loginScreen('unavailable');
    const strategy = await this.loadStrategy().catch(() => undefined);
    if (!strategy) return this.loginScreen('unavailable');
    const outcome = await runStrategy(strategy, req);
    if (outcome.kind !== 'redirect') {
      this.logger.warn(`The single sign-on request could not be built: ${describe(outcome.kind === 'error' ? outcome.error : outcome)}`);
      return this.loginScreen('unavailable');
    }
    await req.session.save();
    return { to: outcome.url };
  }

  /**
   * GET /api/sso/callback: counted with the login codes (FailureLimits 'verifyOtp', per address) until it
   * signs an admin in. A refusal deletes the stored request (a replay finds none), is audited as
   * LOGIN_FAILED with its reason, and sends the browser to the login screen with its code.
   */
  async callback(req: Request): Promise<SsoNext> {
    const sso = this.sso;
    let attempt: FailureAttempt;
    try {
      attempt = await this.failures.begin('verifyOtp', 'single-sign-on', req, { knownDevice: true });
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      req.res?.removeHeader('Retry-After');
      await this.failed(req, null, 'Single sign-on callback refused: too many failed attempts from this address');
      return this.loginScreen('too_many');
    }
    try {
      const identity = await this.identity(req);
      await this.signIn(identity, sso, req);
      await attempt.succeeded();
      return { to: '/admin' };
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      // The stored request was taken by the strategy: store that, unless the session was already replaced.
      if (req.session[SSO_SESSION_KEY] === undefined && !req.session.userId) await req.session.save();
      await this.failed(req, error.user, `Single sign-on refused: ${error.reason}`);
      return this.loginScreen(error.code);
    }
  }

  /** The strategy's check of the callback (state, PKCE, the code exchange, the ID token and its nonce). */
  private async identity(req: Request): Promise<SsoIdentity> {
    if (!req.session[SSO_SESSION_KEY])
      throw new Refused('state', 'no single sign-on was started in this session (a foreign or replayed state)');
    let strategy: SsoStrategy;
    try {
      strategy = await this.loadStrategy();
    } catch (error) {
      throw new Refused('unavailable', `the issuer cannot be reached (${describe(error)})`);
    }
    const outcome = await runStrategy(strategy, req);
    if (outcome.kind === 'success') return outcome.user as SsoIdentity;
    if (outcome.kind === 'fail')
      throw new Refused(outcome.message === 'Unable to verify authorization request state' ? 'state' : 'provider', outcome.message);
    if (outcome.kind === 'redirect') throw new Refused('provider', 'the callback carried neither a code nor an error');
    const error = outcome.error;
    if (error instanceof client.AuthorizationResponseError) throw new Refused('provider', `the provider answered ${error.error}`);
    if (error instanceof client.ResponseBodyError) throw new Refused('provider', `the token endpoint answered ${error.error}`);
    if (error instanceof TypeError && /fetch failed/.test(error.message)) throw new Refused('unavailable', 'the issuer cannot be reached');
    // State, nonce, ID token signature, issuer, audience: openid-client's checks.
    throw new Refused('state', describe(error));
  }

  /** Finds (or, as configured, creates) the admin and signs this session in, in one transaction holding the user's row. */
  private async signIn(identity: SsoIdentity, sso: SsoConfig, req: Request): Promise<void> {
    const email = identity.email?.trim().toLowerCase();
    if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new Refused('email', 'the provider sent no e-mail address');
    const domain = email.slice(email.lastIndexOf('@') + 1);
    if (!identity.emailVerified) throw new Refused('email', `the provider did not verify the e-mail address (domain ${domain})`);
    if (!sso.allowedDomains.includes(domain)) throw new Refused('domain', `e-mail domain ${domain} is not allowed`);

    const refusal = await this.dataSource.transaction(async (manager) => {
      const [found] = await manager.query<{ id: string }[]>('SELECT id FROM users WHERE lower(email) = $1 FOR UPDATE', [email]);
      const user = found ? await manager.findOneByOrFail(User, { id: found.id }) : await this.newAdmin(manager, identity, email, sso, req);
      if (!user) return new Refused('no_account', `no admin account or pending invitation for an e-mail of ${domain}`);
      if (!isAdminRole(user.role)) return new Refused('not_admin', 'the e-mail belongs to an investor', user);
      if (user.status === 'disabled') return new Refused('disabled', 'account disabled', user);
      if (user.status !== 'active') return new Refused('no_account', 'account not active', user);

      await regenerateSession(req);
      req.session.ssoLogin = true;
      await markLoggedIn(req, user.id, manager);
      await manager.update(User, { id: user.id }, { lastLoginIp: clientIp(req) });
      await this.audit.record(
        { action: 'SSO_LOGIN', userId: user.id, userRole: user.role, details: `Admin signed in through ${sso.name}`, req },
        manager,
      );
      return undefined;
    });
    if (refusal) throw refusal;
  }

  /** An unknown e-mail: an admin under OIDC_NEW_USERS=admin, or the admin of its pending invitation (accepted now). */
  private async newAdmin(manager: EntityManager, identity: SsoIdentity, email: string, sso: SsoConfig, req: Request): Promise<User | null> {
    const [invitation] = await manager.query<{ id: string; role: User['role']; fullName: string }[]>(
      `SELECT id, role, full_name AS "fullName" FROM admin_invitations
       WHERE lower(email) = $1 AND status = 'pending' AND expires_at > now() ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [email],
    );
    if (!invitation && sso.newUsers !== 'admin') return null;
    const user = await createAccount(
      manager,
      this.audit,
      {
        // An invitation's name is what the inviting super admin typed; else the provider's.
        fullName: (invitation?.fullName || identity.name?.trim() || email).slice(0, 200),
        email,
        username: email,
        // Nobody knows it: this admin signs in through the provider (or has a password reset by a super admin).
        password: randomBytes(32).toString('base64url'),
        role: invitation?.role ?? 'admin',
      },
      {
        details: (created) =>
          invitation
            ? `Admin account ${created.username} (${created.role}) created by accepting the invitation for ${created.email} through ${sso.name}`
            : `Admin account ${created.username} (${created.role}) created at its first sign-in through ${sso.name}`,
        req,
      },
    );
    if (invitation)
      await manager.query(`UPDATE admin_invitations SET status = 'accepted', accepted_at = now() WHERE id = $1`, [invitation.id]);
    return user;
  }

  /** The strategy of the discovered issuer; a failed discovery is tried again at the next use. */
  private loadStrategy(): Promise<SsoStrategy> {
    this.strategy ??= this.discover().catch((error: unknown) => {
      this.strategy = undefined;
      this.logger.warn(`OpenID Connect discovery of ${this.sso.issuer} failed: ${describe(error)}`);
      throw error;
    });
    return this.strategy;
  }

  private async discover(): Promise<SsoStrategy> {
    const sso = this.sso;
    const issuer = new URL(sso.issuer);
    const config = await client.discovery(issuer, sso.clientId, sso.clientSecret, client.ClientSecretBasic(sso.clientSecret), {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      ...(issuer.protocol === 'http:' && { execute: [client.allowInsecureRequests] }),
    });
    return new SsoStrategy(
      {
        config,
        scope: 'openid email profile',
        callbackURL: `${this.config.appOrigin}/api/sso/callback`,
        sessionKey: SSO_SESSION_KEY,
        passReqToCallback: true,
      },
      (_req, tokens, verified) => {
        identityOf(config, tokens).then(
          (identity) => verified(null, identity),
          (error: unknown) => verified(error),
        );
      },
    );
  }

  private loginScreen(code: SsoError): SsoNext {
    return { to: `/login?sso=${code}` };
  }

  private failed(req: Request, user: Pick<User, 'id' | 'role'> | null, details: string): Promise<void> {
    return this.audit.record({
      action: 'LOGIN_FAILED',
      userId: user?.id ?? null,
      userRole: user?.role ?? null,
      details: details.slice(0, 500),
      req,
    });
  }
}

/** The e-mail from the ID token, or (a provider that keeps it out of the ID token) from its userinfo endpoint. */
async function identityOf(
  config: client.Configuration,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): Promise<SsoIdentity> {
  const claims = tokens.claims();
  if (!claims) throw new Error('the token endpoint sent no ID token');
  let source: Record<string, unknown> = claims;
  if (typeof claims.email !== 'string') source = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
  return {
    email: typeof source.email === 'string' ? source.email : undefined,
    emailVerified: source.email_verified === true,
    name: typeof source.name === 'string' ? source.name : undefined,
  };
}

/** An error's message for the log and the audit: oauth4webapi's messages name the check, never a token. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(JSON.stringify(error)).slice(0, 300);
  // openid-client wraps oauth4webapi's error, whose message names the check (e.g. the ID token's "nonce").
  const cause: unknown = error.cause;
  return (cause instanceof Error ? `${error.message}: ${cause.message}` : error.message).slice(0, 300);
}
