import { Controller, Get } from '@nestjs/common';
import { PublicSlideView } from '@fund/contracts';

import { Public } from '../../common/auth/decorators.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { MarketingService } from './marketing.service.js';

@Controller('marketing-slides')
export class MarketingController {
  constructor(private readonly slides: MarketingService) {}

  /** Anyone (the investor dashboard's slider): active slides by order. */
  @Public()
  @ApiAnswer('Lists the active marketing slides by order', PublicSlideView, { array: true })
  @Get()
  listActive() {
    return this.slides.listPublic();
  }
}
