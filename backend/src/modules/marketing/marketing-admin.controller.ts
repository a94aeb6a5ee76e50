import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@fund/contracts';

import { AdminOnly } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { CreateSlideDto } from './dto/create-slide.dto.js';
import { MoveSlideDto } from './dto/move-slide.dto.js';
import { UpdateSlideDto } from './dto/update-slide.dto.js';
import { MarketingService } from './marketing.service.js';

/** The Marketing Engine (spec/001 §2): slides, the Active/Inactive toggle and order moves. */
@ApiTags('marketing-slides')
@AdminOnly()
@Controller('admin/marketing-slides')
export class MarketingAdminController {
  constructor(private readonly slides: MarketingService) {}

  /** By order, then createdAt. */
  @Get()
  list(@Query() query: ListQueryDto) {
    return this.slides.list(query);
  }

  @Post()
  create(@Body() dto: CreateSlideDto) {
    return this.slides.create(dto);
  }

  @Patch(':id')
  update(@IdParam('id', MESSAGES.slideNotFound) id: string, @Body() dto: UpdateSlideDto) {
    return this.slides.update(id, dto);
  }

  @Delete(':id')
  remove(@IdParam('id', MESSAGES.slideNotFound) id: string) {
    return this.slides.remove(id);
  }

  /** {direction: 'up'|'down'}: swaps the slide with its neighbour; 409 on the first (up) or last (down). */
  @Post(':id/move')
  @HttpCode(200)
  move(@IdParam('id', MESSAGES.slideNotFound) id: string, @Body() dto: MoveSlideDto) {
    return this.slides.move(id, dto);
  }
}
