import type { EntityManager } from 'typeorm';

import { AdminAssetView, AllocatedAssetView, InvestorAssetView } from '@fund/contracts';

import { SCHEME_NAME_SQL } from '../../common/lists/display-names.js';
import { listSpec } from '../../common/lists/list-query.js';
import { AssetMedia } from './asset-media.entity.js';
import { Asset } from './asset.entity.js';

/** How many enrollments hold the asset `a`. */
const ALLOCATION_COUNT_SQL = '(SELECT count(*) FROM asset_enrollments x WHERE x.asset_id = a.id)';

/**
 * The distinct names of the schemes through which the asset `a` is held (only the investor
 * :investorId's enrollments when asked), sorted, joined by ', '; '' when none. The lists sort and
 * filter by it, and the answers show it, so both read this one expression.
 */
function schemeNamesSql(ofInvestor: boolean): string {
  const investor = ofInvestor ? ' AND xe.investor_id = :investorId' : '';
  return `COALESCE((SELECT string_agg(DISTINCT ${SCHEME_NAME_SQL}, ', ' ORDER BY ${SCHEME_NAME_SQL})
    FROM asset_enrollments x JOIN enrollments xe ON xe.id = x.enrollment_id LEFT JOIN schemes s ON s.id = xe.scheme_id
    WHERE x.asset_id = a.id${investor}), '')`;
}

/** The fields every asset list shows. */
const ASSET_FIELDS = {
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
};
const ASSET_SEARCH = ['a.name', 'a.address', 'a.type'];

export const ASSET_LIST = listSpec(AdminAssetView, {
  resource: 'assets',
  fields: { ...ASSET_FIELDS, allocationCount: ALLOCATION_COUNT_SQL },
  search: ASSET_SEARCH,
  defaultSort: ['createdAt', 'DESC'],
});

export const ALLOCATED_ASSET_LIST = listSpec(AllocatedAssetView, {
  resource: 'allocated-assets',
  fields: { ...ASSET_FIELDS, allocationCount: ALLOCATION_COUNT_SQL, schemeName: schemeNamesSql(false) },
  search: ASSET_SEARCH,
  defaultSort: ['createdAt', 'DESC'],
});

/** The caller's own assets: the query binds :investorId. */
export const INVESTOR_ASSET_LIST = listSpec(InvestorAssetView, {
  resource: 'assets',
  fields: { ...ASSET_FIELDS, schemeName: schemeNamesSql(true) },
  search: ASSET_SEARCH,
  defaultSort: ['createdAt', 'DESC'],
});

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

/** One expression over the asset `a` for several assets, in one query. */
async function perAsset(
  manager: EntityManager,
  expression: string,
  assetIds: string[],
  parameters: Record<string, unknown> = {},
): Promise<Map<string, string>> {
  if (assetIds.length === 0) return new Map();
  const rows = await manager
    .createQueryBuilder()
    .select('a.id', 'assetId')
    .addSelect(expression, 'value')
    .from(Asset, 'a')
    .where('a.id IN (:...assetIds)', { assetIds })
    .setParameters(parameters)
    .getRawMany<{ assetId: string; value: string }>();
  return new Map(rows.map((r) => [r.assetId, r.value]));
}

/** How many enrollments hold each asset. */
export async function allocationCounts(manager: EntityManager, assetIds: string[]): Promise<Map<string, number>> {
  const counts = await perAsset(manager, ALLOCATION_COUNT_SQL, assetIds);
  return new Map([...counts].map(([id, n]) => [id, Number(n)]));
}

/** The scheme names through which each asset is held (by one investor when given), as the lists read them. */
export function schemeNamesFor(manager: EntityManager, assetIds: string[], investorId?: string): Promise<Map<string, string>> {
  return perAsset(manager, schemeNamesSql(investorId !== undefined), assetIds, { investorId });
}
