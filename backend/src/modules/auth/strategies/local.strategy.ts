import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';

import { LoginService, type PasswordChecked } from '../login.service.js';

/**
 * The password step as a Passport strategy (issue 25 item 1). Passport only carries the request to
 * the login service, which keeps every rule: the rate limits and lockout, one argon2 check and one
 * answer for an unknown username, the audit rows. Its HTTP errors (401, 403, 429, 503) leave as they
 * are (PasswordStepGuard.handleRequest). A passkey or OpenID Connect strategy plugs in the same way:
 * a strategy whose validate() asks a service and answers who passed, and a guard that names it.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly logins: LoginService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(req: Request, username: string, password: string): Promise<PasswordChecked> {
    return this.logins.checkPassword(username, password, req);
  }
}
