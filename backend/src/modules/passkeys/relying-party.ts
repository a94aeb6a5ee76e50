import type { Request } from 'express';

import type { AppConfig } from '../../config/config.js';

/**
 * The WebAuthn relying party: its id is APP_ORIGIN's host name and the origin APP_ORIGIN. With APP_ORIGIN
 * unset, config.appOrigins lists the server's loopback origins: each is accepted, and the options name
 * the host of the one the request came from (a passkey made on localhost works on localhost).
 */
export class RelyingParty {
  readonly origins: string[];
  readonly ids: string[];

  constructor(private readonly config: AppConfig) {
    this.origins = config.appOrigins;
    this.ids = [...new Set(config.appOrigins.map((origin) => new URL(origin).hostname))];
  }

  /** The RP id for options answered to `req`: its Origin's host when that origin is ours, else APP_ORIGIN's. */
  idFor(req: Request): string {
    const origin = req.headers.origin;
    if (typeof origin === 'string' && this.origins.includes(origin)) return new URL(origin).hostname;
    return new URL(this.config.appOrigin).hostname;
  }
}
