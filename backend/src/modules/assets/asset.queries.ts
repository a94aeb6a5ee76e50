import type { ListSpec } from '../../common/lists/list-query.js';
import type { EntityManager } from 'typeorm';

import { AssetMedia } from './asset-media.entity.js';
import { Asset } from './asset.entity.js';

/** The asset lists' fields: the admin list, allocated assets and the investor's assets. */
export function assetListSpec(resource: string): ListSpec {
  return {
    resource,
    fields: {
      id: 'a.id',
      name: 'a.name',
      type: 'a.type',
      address: 'a.address',
      propertyType: 'a.propertyType',
      purchaseValue: 'a.purchaseValue',
      currentValue: 'a.currentValue',
      occupancyRate: 'a.occupancyRate',
      grossYield: 'a.grossYield',
      operatingCosts: 'a.operatingCosts',
      createdAt: 'a.createdAt',
      updatedAt: 'a.updatedAt',
    },
    search: ['a.name', 'a.address', 'a.type'],
    defaultSort: ['createdAt', 'DESC'],
  };
}

export function assetQuery(manager: EntityManager) {
  return manager.getRepository(Asset).createQueryBuilder('a');
}

/** Media of several assets in one query, oldest first per asset. */
export async function mediaByAsset(manager: EntityManager, assetIds: string[]): Promise<Map<string, AssetMedia[]>> {
  const byAsset = new Map<string, AssetMedia[]>(assetIds.map((id) => [id, []]));
  if (assetIds.length === 0) return byAsset;
  const rows = await manager
    .getRepository(AssetMedia)
    .createQueryBuilder('m')
    .where('m.assetId IN (:...ids)', { ids: assetIds })
    .orderBy('m.uploadedAt', 'ASC')
    .addOrderBy('m.id', 'ASC')
    .getMany();
  for (const m of rows) byAsset.get(m.assetId)?.push(m);
  return byAsset;
}

/** How many enrollments hold each asset, one grouped query. */
export async function allocationCounts(manager: EntityManager, assetIds: string[]): Promise<Map<string, number>> {
  if (assetIds.length === 0) return new Map();
  const rows: { assetId: string; n: string }[] = await manager.query(
    `SELECT asset_id AS "assetId", count(*) AS n FROM asset_enrollments WHERE asset_id = ANY($1::uuid[]) GROUP BY asset_id`,
    [assetIds],
  );
  return new Map(rows.map((r) => [r.assetId, Number(r.n)]));
}
