import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@fund/contracts';

import { Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { CreateSlideDto } from './dto/create-slide.dto.js';
import { MoveSlideDto } from './dto/move-slide.dto.js';
import { UpdateSlideDto } from './dto/update-slide.dto.js';
import { MarketingService } from './marketing.service.js';

const slideId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(MESSAGES.slideNotFound) });

/** The Marketing Engine (spec/001 §2): slides, the Active/Inactive toggle and order moves. */
@ApiTags('marketing-slides')
@Roles('admin', 'super_admin')
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
  update(@Param('id', slideId()) id: string, @Body() dto: UpdateSlideDto) {
    return this.slides.update(id, dto);
  }

  @Delete(':id')
  remove(@Param('id', slideId()) id: string) {
    return this.slides.remove(id);
  }

  /** {direction: 'up'|'down'}: swaps the slide with its neighbour; 409 on the first (up) or last (down). */
  @Post(':id/move')
  @HttpCode(200)
  move(@Param('id', slideId()) id: string, @Body() dto: MoveSlideDto) {
    return this.slides.move(id, dto);
  }
}
