import { ConflictException, ForbiddenException, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type IdMessageAnswer, type SetupState } from '@fund/contracts';
import type { Request } from 'express';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import { AppLogger } from '../../common/logging/logger.js';
import type { AppConfig } from '../../config/config.js';
import type { Secrets } from '../../config/secrets.js';
import { APP_CONFIG, SECRETS } from '../../config/tokens.js';
import type { SetupDto } from './dto/setup.dto.js';
import { createAccount } from './new-account.js';
import { User } from './user.entity.js';

export const SETUP_DONE = 'Setup has already been completed';

/** Constant-time equality of two strings of any lengths (their SHA-256 digests are compared). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The setup token of a deployment when NODE_ENV=production (undefined otherwise): the same on every instance. */
export function setupTokenFor(config: AppConfig, secrets: Secrets): string | undefined {
  if (!config.production) return undefined;
  return createHmac('sha256', config.sessionSecret ?? secrets.sessionSecret)
    .update('fund:setup-token')
    .digest('hex')
    .slice(0, 32);
}

/**
 * The first super admin. When NODE_ENV=production, setup also asks for a setup token that the server
 * prints in its log at start while setup is required, so the first visitor of a fresh deployment is
 * not its owner by default. The token is derived from the session secret: every instance of one
 * deployment prints and accepts the same token, across restarts, and it stops mattering once setup is
 * done.
 */
@Injectable()
export class SetupService implements OnApplicationBootstrap {
  private readonly setupToken: string | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly logger: AppLogger,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SECRETS) secrets: Secrets,
  ) {
    this.setupToken = setupTokenFor(config, secrets);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.setupToken === undefined || !(await this.setupRequired()).setupRequired) return;
    // The one log line that carries a secret, on purpose: the operator copies it from here. Only while setup is required.
    this.logger.pino.warn({ context: 'Setup' }, `First-run setup token: ${this.setupToken} (the System Setup screen asks for it)`);
  }

  /** First run: no super admin exists yet. */
  async setupRequired(): Promise<SetupState> {
    const count = await this.dataSource.getRepository(User).countBy({ role: 'super_admin' });
    const setupRequired = count === 0;
    return setupRequired && this.setupToken !== undefined ? { setupRequired, setupTokenRequired: true } : { setupRequired };
  }

  /** Creates the first super admin; an advisory lock makes racing calls create exactly one. */
  async setup(dto: SetupDto, req: Request): Promise<IdMessageAnswer> {
    if (this.setupToken !== undefined && !sameSecret(dto.setupToken ?? '', this.setupToken)) {
      throw new ForbiddenException(MESSAGES.setupTokenInvalid);
    }
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['fund:setup']);
      if ((await manager.countBy(User, { role: 'super_admin' })) > 0) throw new ConflictException(SETUP_DONE);
      const { fullName, email, username, password } = dto;
      const user = await createAccount(
        manager,
        this.audit,
        { fullName, email, username, password, role: 'super_admin' },
        { details: () => 'First super admin created by setup', req },
      );
      return { message: 'Admin account created', id: user.id };
    });
  }
}
