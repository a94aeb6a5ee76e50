import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { Public } from '../../common/auth/decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { RequestPasswordResetDto } from './dto/request-password-reset.dto.js';
import { PasswordResetsService } from './password-resets.service.js';

/** Public: the forgot-password screen. */
@ApiTags('password-resets')
@Controller()
export class PasswordResetsController {
  constructor(private readonly resets: PasswordResetsService) {}

  @Public()
  @RateLimit('passwordResetRequest')
  @HttpCode(200)
  @Post('request-password-reset')
  request(@Body() dto: RequestPasswordResetDto, @Req() req: Request) {
    return this.resets.request(dto, req);
  }
}
