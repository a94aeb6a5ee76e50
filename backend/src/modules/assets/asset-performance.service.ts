import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type AssetPerformanceView } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { notifies, noticesAudit } from '../activities/dto/notify.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { Asset } from './asset.entity.js';
import { AssetsService } from './assets.service.js';
import type { AssetPerformanceDto } from './dto/asset-performance.dto.js';

@Injectable()
export class AssetPerformanceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly assets: AssetsService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * One transaction: the asset row is locked (an allocation made meanwhile waits, so it either gets the
   * activity or comes after the update), the given figures are written (blank ones leave the stored
   * value alone), and one asset_performance_update activity is inserted per allocation, to that
   * enrollment's investor and scheme. The acting admin's ACTIVITY_POSTED audit row (one for the whole
   * update) and, unless notify is false, the investors' notices go in the same transaction.
   */
  async post(dto: AssetPerformanceDto, actor: AuthUser, req: Request): Promise<AssetPerformanceView> {
    return this.dataSource.transaction(async (manager) => {
      const asset = await manager.findOne(Asset, { where: { id: dto.assetId }, lock: { mode: 'pessimistic_write' } });
      if (!asset) throw new NotFoundException(MESSAGES.assetNotFound);
      const patch: Partial<Asset> = {};
      if (dto.currentValue != null) patch.currentValue = dto.currentValue;
      if (dto.occupancyRate != null) patch.occupancyRate = dto.occupancyRate;
      if (dto.grossYield != null) patch.grossYield = dto.grossYield;
      if (Object.keys(patch).length > 0) await manager.update(Asset, { id: asset.id }, patch);
      const posted: { id: string }[] = await manager.query(
        `INSERT INTO activities (type, investor_id, scheme_id, title, content, category, asset_id, net_profits)
         SELECT 'asset_performance_update', e.investor_id, e.scheme_id, $2, $3, NULL, ae.asset_id, $4
           FROM asset_enrollments ae JOIN enrollments e ON e.id = ae.enrollment_id
          WHERE ae.asset_id = $1
         RETURNING id`,
        [asset.id, `Performance update: ${asset.name}`, dto.notes, dto.netProfits ?? null],
      );
      const notices =
        notifies(dto) && posted.length > 0
          ? await this.notifications.forActivities(manager, { activityIds: posted.map((p) => p.id) })
          : null;
      const netProfits = dto.netProfits == null ? '' : `, net profits ${dto.netProfits}`;
      await this.audit.record(
        {
          action: 'ACTIVITY_POSTED',
          userId: actor.id,
          userRole: actor.role,
          details: `asset_performance_update of asset "${asset.name}" (${asset.id}): ${posted.length} activities posted, one per allocation${netProfits}; ${noticesAudit(notices ?? (notifies(dto) ? { notified: 0, emailed: 0 } : null))}`,
          req,
        },
        manager,
      );
      return { asset: await this.assets.get(asset.id, manager), activitiesPosted: posted.length };
    });
  }
}
