import {
  BadRequestException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BANK_FIELDS, MESSAGES, type InvestorProfileView } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { assertCanActFor } from '../../common/auth/ownership.js';
import { verifyPassword } from '../../common/auth/passwords.js';
import { MailQueue, type QueuedMail } from '../../common/mail/mail-queue.js';
import { FailureLimits } from '../../common/rate-limit/failure-limits.js';
import { keyFrom, ObjectStorage, objectPathOf } from '../../common/storage/object-storage.js';
import { StorageService } from '../../common/storage/storage.service.js';
import { KycApplication } from '../kyc/kyc-application.entity.js';
import { User } from '../users/user.entity.js';
import type { UpdateBankDto } from './dto/update-bank.dto.js';
import type { UpdateNextOfKinDto } from './dto/update-next-of-kin.dto.js';
import type { UpdatePersonalDto } from './dto/update-personal.dto.js';
import type { UpdatePhotoDto } from './dto/update-photo.dto.js';
import { accountTail, mapInvestorProfile } from './profile.view.js';

/** How the audit row names a changed bank field (names only: the values are the investor's). */
const BANK_FIELD_NAMES: Record<(typeof BANK_FIELDS)[number], string> = {
  accountName: 'account name',
  accountNumber: 'account number',
  sortCode: 'sort code',
  swiftBic: 'SWIFT/BIC',
  ibanNumber: 'IBAN',
  bankName: 'bank name',
  bankAddress: 'bank address',
};

/**
 * Writes are the investor's own: the spec lets investors see only their own data and gives admins no
 * profile editor, so an admin may read a profile (assertCanActFor) but not change one.
 */
function assertOwnProfile(actor: AuthUser, userId: string): void {
  if (actor.id !== userId) throw new ForbiddenException(MESSAGES.ownProfileOnly);
}

@Injectable()
export class ProfileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly mail: MailQueue,
    private readonly storageService: StorageService,
    private readonly audit: AuditService,
    private readonly failures: FailureLimits,
  ) {}

  async get(userId: string, actor: AuthUser): Promise<InvestorProfileView> {
    assertCanActFor(actor, userId);
    return this.load(this.dataSource.manager, userId);
  }

  /** fullName is the account's name too: users and the application change together. */
  async updatePersonal(userId: string, dto: UpdatePersonalDto, actor: AuthUser): Promise<InvestorProfileView> {
    assertOwnProfile(actor, userId);
    return this.dataSource.transaction(async (manager) => {
      await this.updateApplication(manager, userId, { fullName: dto.fullName, phone: dto.phone, fullAddress: dto.fullAddress });
      await manager.update(User, { id: userId }, { fullName: dto.fullName });
      return this.load(manager, userId);
    });
  }

  /**
   * The payout account, with the investor's current password (a wrong one is a 400 and changes nothing).
   * Wrong passwords count against FAILURE_LIMITS.ownPasswordChange, the budget the own password change
   * uses: both guess the same secret with a session. A change of any bank field e-mails the investor a
   * notice and leaves a BANK_DETAILS_CHANGED audit row (field names and last four digits only), both in
   * the change's transaction.
   */
  async updateBank(userId: string, dto: UpdateBankDto, actor: AuthUser, req: Request): Promise<InvestorProfileView> {
    assertOwnProfile(actor, userId);
    const attempt = await this.failures.begin('ownPasswordChange', userId, req);
    // The hash is checked outside the transaction (argon2 takes tens of milliseconds and must hold no
    // connection or lock), then found unchanged under the lock below.
    const checked = await this.dataSource.getRepository(User).findOne({ where: { id: userId }, select: { id: true, passwordHash: true } });
    if (!checked) throw new NotFoundException(MESSAGES.profileNotFound);
    if (!(await verifyPassword(checked.passwordHash, dto.currentPassword)))
      throw new BadRequestException(MESSAGES.currentPasswordIncorrect);
    await attempt.succeeded();
    const { profile, notice } = await this.dataSource.transaction(async (manager) => {
      // FOR SHARE: a password change waits for this write, and this waits for a change under way; a
      // password changed since the check above makes the one typed stale.
      const account = await manager.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_read' } });
      if (!account) throw new NotFoundException(MESSAGES.profileNotFound);
      if (account.passwordHash !== checked.passwordHash) throw new BadRequestException(MESSAGES.currentPasswordIncorrect);
      // Locked, so two concurrent changes each compare against the row the other left.
      const before = await manager.findOne(KycApplication, { where: { investorId: userId }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw new NotFoundException(MESSAGES.profileNotFound);
      const changes = Object.fromEntries(BANK_FIELDS.filter((f) => dto[f] !== undefined).map((f) => [f, dto[f]]));
      await manager.update(KycApplication, { id: before.id }, changes);
      const after = await this.load(manager, userId);
      let queued: QueuedMail | null = null;
      const changed = BANK_FIELDS.filter((f) => before[f] !== after[f]);
      if (changed.length > 0) {
        const previous = changed.includes('accountNumber') ? ` (was ending ${accountTail(before.accountNumber)})` : '';
        await this.audit.record(
          {
            action: 'BANK_DETAILS_CHANGED',
            userId,
            userRole: actor.role,
            details: `Bank details changed: ${changed.map((f) => BANK_FIELD_NAMES[f]).join(', ')}; payout account ending ${accountTail(after.accountNumber)}${previous}`,
            req,
          },
          manager,
        );
        queued = await this.mail.enqueue(manager, 'bank-details-changed', after.email, {
          fullName: after.fullName,
          when: new Date().toUTCString(),
          bankName: after.bankName,
          accountLast4: accountTail(after.accountNumber),
        });
      }
      return { profile: after, notice: queued };
    });
    if (notice) await this.mail.deliver(notice);
    return profile;
  }

  async updateNextOfKin(userId: string, dto: UpdateNextOfKinDto, actor: AuthUser): Promise<InvestorProfileView> {
    assertOwnProfile(actor, userId);
    return this.dataSource.transaction(async (manager) => {
      await this.updateApplication(manager, userId, { ...dto });
      return this.load(manager, userId);
    });
  }

  /** An uploaded 'profile-photo' object already made public (POST /api/objects/set-acl), or null to remove. */
  async updatePhoto(userId: string, dto: UpdatePhotoDto, actor: AuthUser): Promise<{ profilePhotoUrl: string | null }> {
    assertOwnProfile(actor, userId);
    let profilePhotoUrl: string | null = null;
    if (dto.profilePhotoUrl !== null) {
      const key = keyFrom(dto.profilePhotoUrl, ['profile-photo']);
      const object = key ? await this.storage.stat(key) : null;
      // A well-formed text that does not name a public photo stored here: the stored state refuses it.
      if (!key || object?.visibility !== 'public') throw new UnprocessableEntityException(MESSAGES.profilePhotoInvalid);
      profilePhotoUrl = objectPathOf(key);
    }
    const previous = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    await this.dataSource.getRepository(User).update({ id: userId }, { profilePhotoUrl });
    // The replaced or removed photo's file goes too, unless another account shows it.
    if (previous?.profilePhotoUrl && previous.profilePhotoUrl !== profilePhotoUrl) {
      await this.storageService.deleteIfUnreferenced([previous.profilePhotoUrl]);
    }
    return { profilePhotoUrl };
  }

  private async updateApplication(manager: EntityManager, userId: string, changes: Partial<KycApplication>): Promise<void> {
    const result = await manager.update(KycApplication, { investorId: userId }, changes);
    if (!result.affected) throw new NotFoundException(MESSAGES.profileNotFound);
  }

  private async load(manager: EntityManager, userId: string): Promise<InvestorProfileView> {
    const user = await manager.findOneBy(User, { id: userId });
    const kyc = user && (await manager.findOneBy(KycApplication, { investorId: userId }));
    if (!user || !kyc) throw new NotFoundException(MESSAGES.profileNotFound);
    return mapInvestorProfile(user, kyc);
  }
}
