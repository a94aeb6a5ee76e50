import { BadRequestException, ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type AllocatedAssetView, type AllocationView, type InvestorAssetView, type SchemeAllocationView } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, QueryFailedError } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { uniqueViolation } from '../../common/errors/unique-violation.js';
import { idempotentTransaction } from '../../common/idempotency/idempotency.js';
import type { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ListResult, parseListQuery, runList, runRawList } from '../../common/lists/list-query.js';
import { lockEnrollmentsOf } from '../enrollments/enrollment-locks.js';
import { Enrollment } from '../enrollments/enrollment.entity.js';
import { AssetEnrollment } from './asset-enrollment.entity.js';
import { ALLOCATION_LIST, allocationQuery } from './asset-allocation.queries.js';
import { mapAllocation, type AllocationRow } from './asset-allocation.view.js';
import { Asset } from './asset.entity.js';
import { ALLOCATED_ASSET_LIST, assetQuery, INVESTOR_ASSET_LIST, mediaByAsset, schemeNamesFor } from './asset.queries.js';
import { mapAsset, mapInvestorAsset } from './asset.view.js';
import type { AllocateToSchemeDto, CreateAllocationDto } from './dto/asset-allocation.dto.js';

/** The constraint a failed insert broke with a foreign key violation (23503), else undefined. */
const foreignKeyViolation = (error: unknown) => {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23503' ? (driverError.constraint ?? '') : undefined;
};

@Injectable()
export class AssetAllocationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /**
   * Links an asset to an enrollment, with the acting admin's ASSET_ALLOCATED audit row in the same
   * transaction. The pair is unique in the database (asset_enrollments_asset_enrollment_key), so racing
   * duplicates make one row and the rest a 409 (and no audit row).
   */
  async create(dto: CreateAllocationDto, actor: AuthUser, req: Request): Promise<AllocationView> {
    const id = await this.dataSource.transaction(async (manager) => {
      const asset = await manager.findOne(Asset, { where: { id: dto.assetId }, select: { id: true, name: true } });
      if (!asset) throw new NotFoundException(MESSAGES.assetNotFound);
      const enrollment = await manager.findOne(Enrollment, {
        where: { id: dto.enrollmentId },
        select: { id: true, investorId: true, schemeId: true },
      });
      if (!enrollment) throw new NotFoundException(MESSAGES.enrollmentNotFound);
      if (dto.investorId !== undefined && dto.investorId !== enrollment.investorId)
        throw new UnprocessableEntityException(MESSAGES.enrollmentNotInvestors);
      let inserted: string;
      try {
        const result = await manager.insert(AssetEnrollment, { assetId: dto.assetId, enrollmentId: dto.enrollmentId });
        inserted = (result.identifiers[0] as { id: string }).id;
      } catch (error) {
        if (uniqueViolation(error) === 'asset_enrollments_asset_enrollment_key') throw new ConflictException(MESSAGES.allocationExists);
        // The asset or the enrollment was deleted between the checks above and the insert.
        const missing = foreignKeyViolation(error);
        if (missing !== undefined)
          throw new NotFoundException(missing.includes('enrollment') ? MESSAGES.enrollmentNotFound : MESSAGES.assetNotFound);
        throw error;
      }
      await this.audit.record(
        {
          action: 'ASSET_ALLOCATED',
          userId: actor.id,
          userRole: actor.role,
          details: `Asset "${asset.name}" (${asset.id}) allocated to enrollment ${enrollment.id} of investor ${enrollment.investorId} in scheme ${enrollment.schemeId}; allocation ${inserted}`,
          req,
        },
        manager,
      );
      return inserted;
    });
    return this.get(id);
  }

  /**
   * Links the asset to every enrollment of the scheme that does not hold it yet (issue 19 item 4): one
   * INSERT ... SELECT in one transaction, the pairs already there skipped (ON CONFLICT, so a racing
   * single allocation is counted as already there, never a 409) and counted, and one ASSET_ALLOCATED
   * audit row with both counts.
   */
  async allocateToScheme(dto: AllocateToSchemeDto, actor: AuthUser, req: Request): Promise<SchemeAllocationView> {
    return idempotentTransaction(this.dataSource, async (manager) => {
      // FOR KEY SHARE: the scheme's enrollments (first, in id order: enrollment-locks.ts), then the asset
      // and the scheme, stay until the allocations commit. Only the enrollments locked are allocated: one
      // enrolled meanwhile is not, and none can go while the insert runs.
      const locked = await lockEnrollmentsOf(manager, 'scheme_id', dto.schemeId, 'FOR KEY SHARE');
      const [asset] = await manager.query<{ name: string }[]>('SELECT name FROM assets WHERE id = $1 FOR KEY SHARE', [dto.assetId]);
      if (!asset) throw new NotFoundException(MESSAGES.assetNotFound);
      const [scheme] = await manager.query<{ name: string }[]>('SELECT name FROM schemes WHERE id = $1 FOR KEY SHARE', [dto.schemeId]);
      if (!scheme) throw new NotFoundException(MESSAGES.schemeNotFound);
      const [{ holders, allocated }] = await manager.query<{ holders: number; allocated: number }[]>(
        `WITH holdings AS (SELECT unnest($2::uuid[]) AS id),
         added AS (
           INSERT INTO asset_enrollments (asset_id, enrollment_id) SELECT $1, h.id FROM holdings h
           ON CONFLICT ON CONSTRAINT asset_enrollments_asset_enrollment_key DO NOTHING
           RETURNING 1
         )
         SELECT (SELECT count(*) FROM holdings)::int AS holders, (SELECT count(*) FROM added)::int AS allocated`,
        [dto.assetId, locked],
      );
      if (holders === 0) throw new BadRequestException(MESSAGES.schemeHasNoHolders);
      const alreadyAllocated = holders - allocated;
      await this.audit.record(
        {
          action: 'ASSET_ALLOCATED',
          userId: actor.id,
          userRole: actor.role,
          details: `Asset "${asset.name}" (${dto.assetId}) allocated to ${allocated} enrollments of scheme "${scheme.name}" (${dto.schemeId}); ${alreadyAllocated} already held it`,
          req,
        },
        manager,
      );
      return { assetId: dto.assetId, schemeId: dto.schemeId, allocated, alreadyAllocated };
    });
  }

  async list(query: ListQueryDto): Promise<ListResult<AllocationView>> {
    const page = await runRawList<AllocationRow>(
      allocationQuery(this.dataSource.manager),
      ALLOCATION_LIST,
      parseListQuery(query, ALLOCATION_LIST),
    );
    return page.map(mapAllocation);
  }

  async remove(id: string): Promise<AllocationView> {
    const view = await this.get(id);
    const { affected } = await this.dataSource.getRepository(AssetEnrollment).delete({ id });
    if (!affected) throw new NotFoundException(MESSAGES.allocationNotFound);
    return view;
  }

  /** Assets with at least one allocation, each with its media and the investors and schemes holding it. */
  async allocatedAssets(query: ListQueryDto): Promise<ListResult<AllocatedAssetView>> {
    const manager = this.dataSource.manager;
    const qb = assetQuery(manager).where('EXISTS (SELECT 1 FROM asset_enrollments x WHERE x.asset_id = a.id)');
    const page = await runList(qb, ALLOCATED_ASSET_LIST, parseListQuery(query, ALLOCATED_ASSET_LIST));
    const ids = page.items.map((a) => a.id);
    const media = await mediaByAsset(manager, ids);
    const schemeNames = await schemeNamesFor(manager, ids);
    const rows = ids.length
      ? await allocationQuery(manager)
          .where('ae.asset_id IN (:...ids)', { ids })
          .orderBy('ae.created_at', 'ASC')
          .addOrderBy('ae.id', 'ASC')
          .getRawMany<AllocationRow>()
      : [];
    return new ListResult(
      page.resource,
      page.items.map((asset) => {
        const allocations = rows.filter((r) => r.assetId === asset.id).map(mapAllocation);
        return {
          ...mapAsset(asset, media.get(asset.id)),
          allocationCount: allocations.length,
          schemeName: schemeNames.get(asset.id) ?? '',
          allocations: allocations.map(({ id, enrollmentId, investorId, investorName, schemeId, schemeName, createdAt }) => ({
            id,
            enrollmentId,
            investorId,
            investorName,
            schemeId,
            schemeName,
            createdAt,
          })),
        };
      }),
      page.total,
      page.start,
    );
  }

  /** GET /api/investor/assets: only assets allocated to the caller's own enrollments, each once. */
  async forInvestor(investorId: string, query: ListQueryDto): Promise<ListResult<InvestorAssetView>> {
    const manager = this.dataSource.manager;
    const qb = assetQuery(manager).where(
      'a.id IN (SELECT x.asset_id FROM asset_enrollments x JOIN enrollments xe ON xe.id = x.enrollment_id WHERE xe.investor_id = :investorId)',
      { investorId },
    );
    const page = await runList(qb, INVESTOR_ASSET_LIST, parseListQuery(query, INVESTOR_ASSET_LIST));
    const ids = page.items.map((a) => a.id);
    const media = await mediaByAsset(manager, ids);
    const schemeNames = await schemeNamesFor(manager, ids, investorId);
    return page.map((asset) => mapInvestorAsset(asset, media.get(asset.id) ?? [], schemeNames.get(asset.id) ?? ''));
  }

  private async get(id: string): Promise<AllocationView> {
    const row = await allocationQuery(this.dataSource.manager).where('ae.id = :id', { id }).getRawOne<AllocationRow>();
    if (!row) throw new NotFoundException(MESSAGES.allocationNotFound);
    return mapAllocation(row);
  }
}
