import { Body, Controller, Delete, Get, Post, Query } from '@nestjs/common';
import { AllocatedAssetView, AllocationView, MESSAGES } from '@fund/contracts';

import { AdminOnly } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
import { AssetAllocationsService } from './asset-allocations.service.js';
import { CreateAllocationDto } from './dto/asset-allocation.dto.js';

/** Admins: allocations of assets to investors' scheme enrollments. */
@AdminOnly()
@Controller('admin')
export class AssetAllocationsController {
  constructor(private readonly allocations: AssetAllocationsService) {}

  /** {assetId, enrollmentId, investorId?} -> 201 allocation; 409 when the pair exists. */
  @ApiAnswer("Allocates an asset to an investor's scheme enrollment", AllocationView)
  @ApiUnprocessable("investorId is given and the enrollment is not that investor's")
  @Post('asset-enrollments')
  create(@Body() dto: CreateAllocationDto) {
    return this.allocations.create(dto);
  }

  @ApiAnswer('Removes an allocation', AllocationView)
  @Delete('asset-enrollments/:id')
  remove(@IdParam('id', MESSAGES.allocationNotFound) id: string) {
    return this.allocations.remove(id);
  }

  @ApiAnswer('Lists allocations', AllocationView, { list: true })
  @Get('asset-allocations')
  list(@Query() query: ListQueryDto) {
    return this.allocations.list(query);
  }

  @ApiAnswer('Lists allocated assets with the enrollments that hold them', AllocatedAssetView, { list: true })
  @Get('allocated-assets')
  allocatedAssets(@Query() query: ListQueryDto) {
    return this.allocations.allocatedAssets(query);
  }
}
