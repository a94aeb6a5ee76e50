import { Module } from '@nestjs/common';

import { SsoController } from './sso.controller.js';
import { SsoService } from './sso.service.js';

/** Issue 25 item 4: admin single sign-on through OpenID Connect. */
@Module({ controllers: [SsoController], providers: [SsoService] })
export class SsoModule {}
