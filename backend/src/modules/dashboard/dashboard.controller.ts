import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { AdminOnly } from '../../common/auth/decorators.js';
import { DashboardService } from './dashboard.service.js';

@ApiTags('dashboard')
@Controller('admin')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** Admins: the dashboard's figures, aggregated in the database. */
  @AdminOnly()
  @Get('stats')
  stats() {
    return this.dashboard.stats();
  }
}
