import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { User } from './user.entity.js';

@Injectable()
export class SetupService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** First run: no super admin exists yet. */
  async setupRequired(): Promise<{ setupRequired: boolean }> {
    const count = await this.dataSource.getRepository(User).countBy({ role: 'super_admin' });
    return { setupRequired: count === 0 };
  }
}
