import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Roles } from '../../common/auth/decorators.js';
import { DashboardService } from './dashboard.service.js';

@ApiTags('dashboard')
@Controller('admin')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** Admins: the dashboard's figures, aggregated in the database. */
  @Roles('admin', 'super_admin')
  @Get('stats')
  stats() {
    return this.dashboard.stats();
  }
}
