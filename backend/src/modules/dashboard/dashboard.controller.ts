import { Controller, Get } from '@nestjs/common';
import { AdminStatsView } from '@fund/contracts';

import { AdminOnly } from '../../common/auth/decorators.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { DashboardService } from './dashboard.service.js';

@Controller('admin')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** Admins: the dashboard's figures, aggregated in the database. */
  @AdminOnly()
  @ApiAnswer("Reads the admin dashboard's figures", AdminStatsView)
  @Get('stats')
  stats() {
    return this.dashboard.stats();
  }
}
