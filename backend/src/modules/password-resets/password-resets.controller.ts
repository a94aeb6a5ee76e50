import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { MessageAnswer } from '@fund/contracts';
import type { Request } from 'express';

import { Public } from '../../common/auth/decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { RequestPasswordResetDto } from './dto/request-password-reset.dto.js';
import { PasswordResetsService } from './password-resets.service.js';

/** Public: the forgot-password screen. */
@Controller()
export class PasswordResetsController {
  constructor(private readonly resets: PasswordResetsService) {}

  @Public()
  @RateLimit('passwordResetRequest')
  @HttpCode(200)
  @ApiAnswer('Asks the administrators for a password reset', MessageAnswer)
  @Post('request-password-reset')
  request(@Body() dto: RequestPasswordResetDto, @Req() req: Request) {
    return this.resets.request(dto, req);
  }
}
