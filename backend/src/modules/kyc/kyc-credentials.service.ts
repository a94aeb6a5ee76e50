import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, TEMPORARY_PASSWORD_TTL_DAYS, type CredentialsResult } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { hashPassword } from '../../common/auth/passwords.js';
import { asUserConflict } from '../../common/errors/unique-violation.js';
import { MailService } from '../../common/mail/mail.service.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { assertUsernameAndEmailFree } from '../users/user-uniqueness.js';
import { User } from '../users/user.entity.js';
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
    const passwordHash = await hashPassword(dto.password);
    let investor: User;
    try {
      investor = await this.dataSource.transaction(async (manager) => {
        // Locked: two admins creating credentials at once make one account, not two.
        const application = await manager.findOne(KycApplication, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!application) throw new NotFoundException(MESSAGES.kycNotFound);
        if (application.investorId) throw new ConflictException(MESSAGES.credentialsExist);
        if (application.status !== 'approved') throw new ConflictException(MESSAGES.credentialsOnlyApproved);
        const email = application.email.toLowerCase();
        await assertUsernameAndEmailFree(manager, { username: dto.username, email });
        const user = await manager.save(
          manager.create(User, {
            username: dto.username,
            email,
            fullName: application.fullName,
            passwordHash,
            role: 'investor',
            status: 'active',
            // The admin chose this password and e-mails it: a temporary one, changed at first login.
            mustChangePassword: true,
            temporaryPasswordExpiresAt: new Date(Date.now() + TEMPORARY_PASSWORD_TTL_DAYS * 86_400_000),
          }),
        );
        await manager.update(KycApplication, { id }, { investorId: user.id });
        await this.audit.record(
          {
            action: 'USER_CREATED',
            userId: actor.id,
            userRole: actor.role,
            details: `Investor ${user.username} (${user.id}) created from KYC application ${id} of ${application.fullName}`,
            req,
          },
          manager,
        );
        return user;
      });
    } catch (error) {
      throw asUserConflict(error);
    }
    const emailSent = await this.mail.send('investor-credentials', investor.email, {
      fullName: investor.fullName,
      loginUrl: `${this.config.appOrigin}/login`,
      username: investor.username,
      password: dto.password,
    });
    return { message: emailSent ? MESSAGES.credentialsCreated : MESSAGES.credentialsNotSent, investorId: investor.id, emailSent };
  }
}
