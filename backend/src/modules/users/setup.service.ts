import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import { hashPassword } from '../../common/auth/passwords.js';
import type { SetupDto } from './dto/setup.dto.js';
import { User } from './user.entity.js';

export const SETUP_DONE = 'Setup has already been completed';

@Injectable()
export class SetupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** First run: no super admin exists yet. */
  async setupRequired(): Promise<{ setupRequired: boolean }> {
    const count = await this.dataSource.getRepository(User).countBy({ role: 'super_admin' });
    return { setupRequired: count === 0 };
  }

  /** Creates the first super admin; an advisory lock makes racing calls create exactly one. */
  async setup(dto: SetupDto, req: Request): Promise<{ message: string; id: string }> {
    const passwordHash = await hashPassword(dto.password);
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['fund:setup']);
      if ((await manager.countBy(User, { role: 'super_admin' })) > 0) throw new ConflictException(SETUP_DONE);
      const taken = await manager
        .createQueryBuilder(User, 'u')
        .where('lower(u.username) = lower(:username) OR lower(u.email) = lower(:email)', dto)
        .getExists();
      if (taken) throw new ConflictException('That username or e-mail is already in use');
      const { identifiers } = await manager.insert(User, {
        fullName: dto.fullName,
        email: dto.email.toLowerCase(),
        username: dto.username,
        passwordHash,
        role: 'super_admin',
        status: 'active',
        mustChangePassword: false,
      });
      const id = String(identifiers[0].id);
      await this.audit.record({ action: 'USER_CREATED', userId: id, userRole: 'super_admin', details: 'First super admin created by setup', req }, manager);
      return { message: 'Admin account created', id };
    });
  }
}
