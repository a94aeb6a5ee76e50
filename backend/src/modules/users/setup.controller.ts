import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { IdMessageAnswer, SetupState } from '@fund/contracts';
import type { Request } from 'express';

import { Public } from '../../common/auth/decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { SetupDto } from './dto/setup.dto.js';
import { SetupService } from './setup.service.js';

@Controller('admin')
export class SetupController {
  constructor(private readonly setup: SetupService) {}

  @Public()
  @ApiAnswer('Tells whether the first super admin is still to be created', SetupState)
  @Get('setup-required')
  setupRequired() {
    return this.setup.setupRequired();
  }

  @Public()
  @RateLimit('setup')
  @ApiAnswer('Creates the first super admin', IdMessageAnswer)
  @Post('setup')
  create(@Body() dto: SetupDto, @Req() req: Request) {
    return this.setup.setup(dto, req);
  }
}
