import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { SsoRedirect, SsoView } from '@fund/contracts';
import type { Request, Response } from 'express';

import { Public } from '../../common/auth/decorators.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { SsoService, type SsoNext } from './sso.service.js';

const LOCATION = { Location: { description: 'Where the browser goes next', schema: { type: 'string' as const } } };

/** A redirect without a body (a 302 and its Location): these routes are full-page navigations. */
function redirect(res: Response, next: SsoNext): void {
  res.status(302).setHeader('Location', next.to);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

/** Issue 25 item 4: admin single sign-on through OpenID Connect (404 for /login and /callback unless configured). */
@Controller('sso')
export class SsoController {
  constructor(private readonly sso: SsoService) {}

  @Public()
  @ApiAnswer('Whether single sign-on is configured, and the name on its button', SsoView)
  @Get()
  view(): SsoView {
    return this.sso.view();
  }

  @Public()
  @RateLimit('login')
  @ApiAnswer('Starts single sign-on: redirects (302) to the identity provider with state, nonce and PKCE kept in the session', SsoRedirect)
  @ApiResponse({ status: 302, description: 'To the identity provider, or to /login?sso=unavailable', headers: LOCATION })
  @Get('login')
  async login(@Req() req: Request, @Res() res: Response): Promise<void> {
    redirect(res, await this.sso.start(req));
  }

  @Public()
  @ApiAnswer('The identity provider sends the browser back here: redirects (302) to /admin signed in, or to /login?sso=<code>', SsoRedirect)
  @ApiResponse({ status: 302, description: 'To /admin signed in, or to /login?sso=<code> with nothing signed in', headers: LOCATION })
  @Get('callback')
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    redirect(res, await this.sso.callback(req));
  }
}
