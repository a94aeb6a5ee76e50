import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type CredentialsResult } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { credentialsMailKey } from '../../common/auth/session.js';
import { MailQueue } from '../../common/mail/mail-queue.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { createAccount } from '../users/new-account.js';
import type { CreateCredentialsDto } from './dto/create-credentials.dto.js';
import { KycApplication } from './kyc-application.entity.js';

/**
 * "Create Login Credentials" (spec/001 §2, §4): one investor account per approved application. The
 * user, the application's investorId, the USER_CREATED audit row and the queued e-mail commit together;
 * the e-mail is tried at once after the commit, and when the relay has not taken it the answer says so
 * (emailSent false, emailStatus 'queued': it is retried for a day; the admin may pass the credentials
 * on another way).
 */
@Injectable()
export class KycCredentialsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly mail: MailQueue,
  ) {}

  async create(id: string, dto: CreateCredentialsDto, actor: AuthUser, req: Request): Promise<CredentialsResult> {
    const { investor, queued } = await this.dataSource.transaction(async (manager) => {
      // Locked: two admins creating credentials at once make one account, not two.
      const application = await manager.findOne(KycApplication, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!application) throw new NotFoundException(MESSAGES.kycNotFound);
      if (application.investorId) throw new ConflictException(MESSAGES.credentialsExist);
      if (application.status !== 'approved') throw new ConflictException(MESSAGES.credentialsOnlyApproved);
      const user = await createAccount(
        manager,
        this.audit,
        // The admin chose this password and e-mails it: a temporary one, changed at first login.
        {
          fullName: application.fullName,
          email: application.email,
          username: dto.username,
          password: dto.password,
          role: 'investor',
          temporaryPassword: true,
        },
        {
          by: actor,
          details: (created) =>
            `Investor ${created.username} (${created.id}) created from KYC application ${id} of ${application.fullName}`,
          req,
        },
      );
      await manager.update(KycApplication, { id }, { investorId: user.id });
      const mail = await this.mail.enqueue(
        manager,
        'investor-credentials',
        user.email,
        {
          fullName: user.fullName,
          loginUrl: `${this.config.appOrigin}/login`,
          username: user.username,
          password: dto.password,
        },
        { replaces: credentialsMailKey(user.id) },
      );
      return { investor: user, queued: mail };
    });
    const emailStatus = await this.mail.deliver(queued);
    const emailSent = emailStatus === 'sent';
    return {
      message: emailSent ? MESSAGES.credentialsCreated : MESSAGES.credentialsNotSent,
      investorId: investor.id,
      emailSent,
      emailStatus,
    };
  }
}
