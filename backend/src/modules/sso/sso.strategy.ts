import type { Request } from 'express';
import * as client from 'openid-client';
import {
  Strategy,
  type AuthenticateOptions,
  type StrategyOptionsWithRequest,
  type VerifyFunctionWithRequest,
} from 'openid-client/passport';

/** Where the strategy keeps the request's state, nonce and PKCE verifier: in our session, under this key. */
export const SSO_SESSION_KEY = 'ssoRequest';

/** What the strategy keeps in the session between the redirect and the callback (openid-client's shape). */
export interface SsoRequestState {
  code_verifier: string;
  state?: string;
  nonce?: string;
  max_age?: number;
}

declare module '../../common/auth/session.js' {
  interface SessionData {
    /** Issue 25 item 4: the single sign-on started in this session (openid-client's state, nonce, PKCE verifier). */
    ssoRequest?: SsoRequestState;
    /** The session was signed in through single sign-on: the identity provider's own factors count as a strong one. */
    ssoLogin?: boolean;
  }
}

/**
 * openid-client's Passport strategy, asking for state and nonce besides PKCE (S256): the strategy adds
 * a state only when the provider lacks PKCE, and a nonce only for implicit flows; we want all three.
 * It keeps them in req.session[SSO_SESSION_KEY] and deletes them at the callback.
 */
export class SsoStrategy extends Strategy {
  constructor(options: StrategyOptionsWithRequest, verify: VerifyFunctionWithRequest) {
    super(options, verify);
  }

  override authorizationRequestParams<TOptions extends AuthenticateOptions>(req: Request, options: TOptions): URLSearchParams {
    const params = new URLSearchParams(super.authorizationRequestParams(req, options) ?? undefined);
    params.set('state', client.randomState());
    params.set('nonce', client.randomNonce());
    return params;
  }
}

/** How one run of the strategy ended: Passport's four actions. */
export type StrategyOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'success'; user: unknown }
  | { kind: 'fail'; message: string }
  | { kind: 'error'; error: unknown };

/**
 * Runs the strategy on one request the way passport.authenticate does (a per-request object whose
 * prototype is the strategy, given the redirect/success/fail/error actions), as a promise. Sessions
 * stay ours: nothing is serialised into the session by Passport, and the caller decides what a
 * success signs in, saves the session before redirecting, and answers every refusal the same way.
 * (passport.authenticate with a strategy instance would set those actions on the shared instance.)
 */
export function runStrategy(strategy: SsoStrategy, req: Request): Promise<StrategyOutcome> {
  return new Promise((resolve) => {
    const actions = {
      redirect: (url: string) => resolve({ kind: 'redirect', url }),
      success: (user: unknown) => resolve({ kind: 'success', user }),
      fail: (info: unknown) => resolve({ kind: 'fail', message: failMessage(info) }),
      error: (error: unknown) => resolve({ kind: 'error', error }),
      pass: () => resolve({ kind: 'fail', message: 'Passed' }),
    };
    const run = Object.assign(Object.create(strategy) as SsoStrategy, actions);
    run.authenticate.call(run as never, req, {});
  });
}

function failMessage(info: unknown): string {
  if (typeof info === 'string') return info;
  if (info && typeof info === 'object' && 'message' in info && typeof info.message === 'string') return info.message;
  return 'Refused';
}
