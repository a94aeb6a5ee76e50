import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { DemoDataStatusView } from '@fund/contracts';
import type { Request } from 'express';

import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { DemoDataService } from './demo-data.service.js';

@Controller('admin/demo-data')
export class DemoDataController {
  constructor(private readonly demo: DemoDataService) {}

  /** Super admins: the latest demo-data run (state none before any). */
  @Roles('super_admin')
  @ApiAnswer('Reads the progress of the demo-data job', DemoDataStatusView)
  @Get()
  status() {
    return this.demo.status();
  }

  /** Super admins: loads the demo fund in the background; 409 when the fund has investors or a run is under way. */
  @Roles('super_admin')
  @ApiAnswer('Starts loading the demo data (a background job)', DemoDataStatusView)
  @HttpCode(202)
  @Post()
  start(@CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.demo.start(user, req);
  }
}
