import { BadRequestException, Injectable, UnauthorizedException, ValidationPipe, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { MESSAGES } from '@fund/contracts';
import type { Request } from 'express';
import passport from 'passport';

import { LoginDto } from '../dto/login.dto.js';
import type { PasswordChecked } from '../login.service.js';
import { LocalStrategy } from './local.strategy.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Who passed the password step (PasswordStepGuard): not signed in yet, so never `req.user`. */
    passwordStep?: PasswordChecked;
  }
}

/** The app's ValidationPipe: guards run before pipes, and the body must be checked (400) before Passport reads it. */
const bodyPipe = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true });

/**
 * POST /api/login's guard: the body's checks and messages of LoginDto first, then the 'local'
 * strategy. Sessions stay ours (`session: false`); the result goes to `req.passwordStep`.
 */
@Injectable()
export class PasswordStepGuard extends AuthGuard('local') {
  constructor(private readonly strategy: LocalStrategy) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // Passport keeps one strategy per name for the whole process: another app instance in it (the demo
    // seed's, which then closes) replaces 'local' with its own. This app's strategy, every time.
    passport.use('local', this.strategy);
    const req = context.switchToHttp().getRequest<Request>();
    req.body = await bodyPipe.transform(req.body, { type: 'body', metatype: LoginDto });
    // Text PostgreSQL cannot store (a NUL) is the client's 400 before any query reads it (the rate-limit
    // counters, the user lookup): the same answer as every other route gives.
    const { username, password } = req.body as LoginDto;
    if (username.includes('\u0000') || password.includes('\u0000')) throw new BadRequestException(MESSAGES.unstorableText);
    return (await super.canActivate(context)) as boolean;
  }

  override getAuthenticateOptions() {
    return { session: false, property: 'passwordStep' };
  }

  /** The strategy's own error (an HttpException of the login service) as it is; a missing result is a wrong password. */
  override handleRequest<T = PasswordChecked>(err: unknown, checked: unknown): T {
    if (err) throw err;
    if (!checked) throw new UnauthorizedException(MESSAGES.invalidCredentials);
    return checked as T;
  }
}
