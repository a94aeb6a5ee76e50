import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type AdminAssetView } from '@fund/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import type { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ListResult, parseListQuery, runList } from '../../common/lists/list-query.js';
import { AssetMedia } from './asset-media.entity.js';
import { AssetMediaService } from './asset-media.service.js';
import { Asset } from './asset.entity.js';
import { allocationCounts, ASSET_LIST, assetQuery, mediaByAsset } from './asset.queries.js';
import { mapAsset } from './asset.view.js';
import type { AssetDto } from './dto/asset.dto.js';

const DEFAULT_TYPE = 'Real Estate';

@Injectable()
export class AssetsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly media: AssetMediaService,
  ) {}

  /** Assets with their media and allocation counts; three queries whatever the page size. */
  async list(query: ListQueryDto): Promise<ListResult<AdminAssetView>> {
    const manager = this.dataSource.manager;
    const page = await runList(assetQuery(manager), ASSET_LIST, parseListQuery(query, ASSET_LIST));
    return new ListResult(page.resource, await this.toViews(manager, page.items), page.total, page.start);
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminAssetView> {
    const asset = await manager.findOneBy(Asset, { id });
    if (!asset) throw new NotFoundException(MESSAGES.assetNotFound);
    const [view] = await this.toViews(manager, [asset]);
    return view;
  }

  async create(dto: AssetDto): Promise<AdminAssetView> {
    const repo = this.dataSource.getRepository(Asset);
    const saved = await repo.save(
      repo.create({
        name: dto.name,
        type: dto.type ?? DEFAULT_TYPE,
        purchaseValue: dto.purchaseValue,
        address: dto.address,
        propertyType: dto.propertyType,
        currentValue: dto.currentValue ?? null,
        occupancyRate: dto.occupancyRate ?? null,
        grossYield: dto.grossYield ?? null,
        operatingCosts: dto.operatingCosts ?? null,
      }),
    );
    return this.get(saved.id);
  }

  /** The required fields are replaced; an omitted optional field is kept, null clears it (see AssetDto). */
  async update(id: string, dto: AssetDto): Promise<AdminAssetView> {
    const patch: Partial<Asset> = {
      name: dto.name,
      purchaseValue: dto.purchaseValue,
      address: dto.address,
      propertyType: dto.propertyType,
    };
    if (dto.type !== undefined) patch.type = dto.type;
    if (dto.currentValue !== undefined) patch.currentValue = dto.currentValue;
    if (dto.occupancyRate !== undefined) patch.occupancyRate = dto.occupancyRate;
    if (dto.grossYield !== undefined) patch.grossYield = dto.grossYield;
    if (dto.operatingCosts !== undefined) patch.operatingCosts = dto.operatingCosts;
    const { affected } = await this.dataSource.getRepository(Asset).update({ id }, patch);
    if (!affected) throw new NotFoundException(MESSAGES.assetNotFound);
    return this.get(id);
  }

  /**
   * Deletes the asset; its media rows and allocations go with it by the database's cascades (its past
   * performance activities keep their text, asset_id set null). The stored images go after the commit:
   * a file left behind is harmless, a row pointing nowhere is not.
   */
  async remove(id: string): Promise<AdminAssetView> {
    const { view, mediaUrls } = await this.dataSource.transaction(async (manager) => {
      // The row lock makes a concurrent media attach wait, so its image is in the list below.
      const locked = await manager.findOne(Asset, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!locked) throw new NotFoundException(MESSAGES.assetNotFound);
      const found = await this.get(id, manager);
      const rows = await manager.find(AssetMedia, { where: { assetId: id }, select: { mediaUrl: true } });
      await manager.delete(Asset, { id });
      return { view: found, mediaUrls: rows.map((r) => r.mediaUrl) };
    });
    await this.media.deleteStoredFiles(mediaUrls);
    return view;
  }

  private async toViews(manager: EntityManager, assets: Asset[]): Promise<AdminAssetView[]> {
    const ids = assets.map((a) => a.id);
    const media = await mediaByAsset(manager, ids);
    const counts = await allocationCounts(manager, ids);
    return assets.map((a) => ({ ...mapAsset(a, media.get(a.id)), allocationCount: counts.get(a.id) ?? 0 }));
  }
}
