import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Public } from '../../common/auth/decorators.js';
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
}
