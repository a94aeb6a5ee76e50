import { Body, Controller, Delete, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@fund/contracts';

import { AdminOnly } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { AssetAllocationsService } from './asset-allocations.service.js';
import { CreateAllocationDto } from './dto/asset-allocation.dto.js';

/** Admins: allocations of assets to investors' scheme enrollments. */
@ApiTags('asset allocations')
@AdminOnly()
@Controller('admin')
export class AssetAllocationsController {
  constructor(private readonly allocations: AssetAllocationsService) {}

  /** {assetId, enrollmentId, investorId?} -> 201 allocation; 409 when the pair exists. */
  @Post('asset-enrollments')
  create(@Body() dto: CreateAllocationDto) {
    return this.allocations.create(dto);
  }

  @Delete('asset-enrollments/:id')
  remove(@IdParam('id', MESSAGES.allocationNotFound) id: string) {
    return this.allocations.remove(id);
  }

  @Get('asset-allocations')
  list(@Query() query: ListQueryDto) {
    return this.allocations.list(query);
  }

  @Get('allocated-assets')
  allocatedAssets(@Query() query: ListQueryDto) {
    return this.allocations.allocatedAssets(query);
  }
}
