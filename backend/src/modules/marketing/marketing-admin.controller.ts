import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { MESSAGES, SlideView } from '@fund/contracts';

import { AdminOnly } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { CreateSlideDto } from './dto/create-slide.dto.js';
import { MoveSlideDto } from './dto/move-slide.dto.js';
import { UpdateSlideDto } from './dto/update-slide.dto.js';
import { MarketingService } from './marketing.service.js';

/** The Marketing Engine (spec/001 §2): slides, the Active/Inactive toggle and order moves. */
@AdminOnly()
@Controller('admin/marketing-slides')
export class MarketingAdminController {
  constructor(private readonly slides: MarketingService) {}

  /** By order, then createdAt. */
  @ApiAnswer('Lists marketing slides by order', SlideView, { list: true })
  @Get()
  list(@Query() query: ListQueryDto) {
    return this.slides.list(query);
  }

  @ApiAnswer('Creates a marketing slide', SlideView)
  @Post()
  create(@Body() dto: CreateSlideDto) {
    return this.slides.create(dto);
  }

  @ApiAnswer('Updates a marketing slide', SlideView)
  @Patch(':id')
  update(@IdParam('id', MESSAGES.slideNotFound) id: string, @Body() dto: UpdateSlideDto) {
    return this.slides.update(id, dto);
  }

  @ApiAnswer('Deletes a marketing slide', SlideView)
  @Delete(':id')
  remove(@IdParam('id', MESSAGES.slideNotFound) id: string) {
    return this.slides.remove(id);
  }

  /** {direction: 'up'|'down'}: swaps the slide with its neighbour; 409 on the first (up) or last (down). */
  @ApiAnswer('Moves a slide up or down one place', SlideView)
  @Post(':id/move')
  @HttpCode(200)
  move(@IdParam('id', MESSAGES.slideNotFound) id: string, @Body() dto: MoveSlideDto) {
    return this.slides.move(id, dto);
  }
}
