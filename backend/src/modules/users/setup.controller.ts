import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { Public } from '../../common/auth/decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { SetupDto } from './dto/setup.dto.js';
import { SetupService } from './setup.service.js';

@ApiTags('setup')
@Controller('admin')
export class SetupController {
  constructor(private readonly setup: SetupService) {}

  @Public()
  @Get('setup-required')
  setupRequired() {
    return this.setup.setupRequired();
  }

  @Public()
  @RateLimit('setup')
  @Post('setup')
  create(@Body() dto: SetupDto, @Req() req: Request) {
    return this.setup.setup(dto, req);
  }
}
