import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HealthView } from '@fund/contracts';
import { DataSource } from 'typeorm';

import { Public } from '../../common/auth/decorators.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { User } from '../users/user.entity.js';

/** True when a plain object inherits no enumerable key (Object.prototype is as the language made it). */
function prototypeIsClean(): boolean {
  for (const key in {}) if (key) return false;
  return true;
}

@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * 200 when the process can serve a signed-in request, 503 otherwise: the database answers through the
   * same ORM path the auth guard takes on every request (a repository find with where and select), and
   * Object.prototype is clean, so a polluted or broken process reports itself instead of answering 500
   * to everyone else.
   */
  @Public()
  @ApiAnswer('Reports whether the server can serve requests', HealthView)
  @Get()
  async check() {
    if (!prototypeIsClean()) throw new ServiceUnavailableException('Process state corrupted');
    try {
      await this.dataSource.getRepository(User).findOne({
        where: { role: 'super_admin' },
        select: { id: true, role: true, status: true, mustChangePassword: true },
      });
    } catch {
      throw new ServiceUnavailableException('Database unavailable');
    }
    return { status: 'ok', database: 'up' };
  }
}
