import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Public } from '../../common/auth/decorators.js';
import { MarketingService } from './marketing.service.js';

@ApiTags('marketing-slides')
@Controller('marketing-slides')
export class MarketingController {
  constructor(private readonly slides: MarketingService) {}

  /** Anyone (the investor dashboard's slider): active slides by order. */
  @Public()
  @Get()
  listActive() {
    return this.slides.listPublic();
  }
}
