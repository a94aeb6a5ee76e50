import { Body, Controller, Delete, Get, Post, Query, Req } from '@nestjs/common';
import { AllocatedAssetView, AllocationView, MESSAGES, SchemeAllocationView } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
import { AssetAllocationsService } from './asset-allocations.service.js';
import { AllocateToSchemeDto, CreateAllocationDto } from './dto/asset-allocation.dto.js';

/** Admins: allocations of assets to investors' scheme enrollments. */
@AdminOnly()
@Controller('admin')
export class AssetAllocationsController {
  constructor(private readonly allocations: AssetAllocationsService) {}

  /** {assetId, enrollmentId, investorId?} -> 201 allocation; 409 when the pair exists. */
  @ApiAnswer("Allocates an asset to an investor's scheme enrollment", AllocationView)
  @ApiUnprocessable("investorId is given and the enrollment is not that investor's")
  @Post('asset-enrollments')
  create(@Body() dto: CreateAllocationDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.allocations.create(dto, user, req);
  }

  /**
   * {assetId, schemeId} -> 201 {assetId, schemeId, allocated, alreadyAllocated} (issue 19 item 4): the
   * asset to every enrollment of the scheme that does not hold it yet, in one transaction; 400 when the
   * scheme has no investors enrolled, 404 for no such asset or scheme.
   */
  @ApiAnswer(
    'Allocates an asset to every enrollment of a scheme (those already holding it are counted and left as they are)',
    SchemeAllocationView,
  )
  @Idempotent()
  @Post('asset-enrollments/scheme')
  allocateToScheme(@Body() dto: AllocateToSchemeDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.allocations.allocateToScheme(dto, user, req);
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
