import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type CredentialsResult } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { MailService } from '../../common/mail/mail.service.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { createAccount } from '../users/new-account.js';
import type { CreateCredentialsDto } from './dto/create-credentials.dto.js';
import { KycApplication } from './kyc-application.entity.js';

/**
 * "Create Login Credentials" (spec/001 §2, §4): one investor account per approved application. The
 * user, the application's investorId and the USER_CREATED audit row commit together; the e-mail goes
 * after the commit, and when it fails the answer says so (the account stays, the admin passes the
 * credentials on another way).
 */
@Injectable()
export class KycCredentialsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  async create(id: string, dto: CreateCredentialsDto, actor: AuthUser, req: Request): Promise<CredentialsResult> {
    const investor = await this.dataSource.transaction(async (manager) => {
      // Locked: two admins creating credentials at once make one account, not two.
      const application = await manager.findOne(KycApplication, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!application) throw new NotFoundException(MESSAGES.kycNotFound);
      if (application.investorId) throw new ConflictException(MESSAGES.credentialsExist);
      if (application.status !== 'approved') throw new ConflictException(MESSAGES.credentialsOnlyApproved);
      const user = await createAccount(
        manager,
        this.audit,
        // The admin chose this password and e-mails it: a temporary one, changed at first login.
        { fullName: application.fullName, email: application.email, username: dto.username, password: dto.password, role: 'investor', temporaryPassword: true },
        {
          by: actor,
          details: (created) => `Investor ${created.username} (${created.id}) created from KYC application ${id} of ${application.fullName}`,
          req,
        },
      );
      await manager.update(KycApplication, { id }, { investorId: user.id });
      return user;
    });
    const emailSent = await this.mail.send('investor-credentials', investor.email, {
      fullName: investor.fullName,
      loginUrl: `${this.config.appOrigin}/login`,
      username: investor.username,
      password: dto.password,
    });
    return { message: emailSent ? MESSAGES.credentialsCreated : MESSAGES.credentialsNotSent, investorId: investor.id, emailSent };
  }
}
