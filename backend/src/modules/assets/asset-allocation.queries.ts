import type { EntityManager } from 'typeorm';

import { AllocationView } from '@fund/contracts';

import { INVESTOR_NAME_SQL, SCHEME_NAME_SQL } from '../../common/lists/display-names.js';
import { listSpec } from '../../common/lists/list-query.js';
import { Enrollment } from '../enrollments/enrollment.entity.js';
import { Scheme } from '../schemes/scheme.entity.js';
import { User } from '../users/user.entity.js';
import { AssetEnrollment } from './asset-enrollment.entity.js';
import { Asset } from './asset.entity.js';

export const ALLOCATION_LIST = listSpec(AllocationView, {
  resource: 'asset-allocations',
  fields: {
    id: 'ae.id',
    assetId: 'ae.asset_id',
    enrollmentId: 'ae.enrollment_id',
    assetName: 'a.name',
    assetPropertyType: 'a.property_type',
    investorId: 'e.investor_id',
    investorName: INVESTOR_NAME_SQL,
    schemeId: 'e.scheme_id',
    schemeName: SCHEME_NAME_SQL,
    createdAt: 'ae.created_at',
  },
  search: ['a.name', 'u.full_name', 's.name'],
  defaultSort: ['createdAt', 'DESC'],
});

/** Allocations joined with their asset, enrollment, investor and scheme (the 'Unknown ...' names of the spec). */
export function allocationQuery(manager: EntityManager) {
  return manager
    .getRepository(AssetEnrollment)
    .createQueryBuilder('ae')
    .innerJoin(Asset, 'a', 'a.id = ae.asset_id')
    .innerJoin(Enrollment, 'e', 'e.id = ae.enrollment_id')
    .leftJoin(User, 'u', 'u.id = e.investor_id')
    .leftJoin(Scheme, 's', 's.id = e.scheme_id')
    .select('ae.id', 'id')
    .addSelect('ae.asset_id', 'assetId')
    .addSelect('ae.enrollment_id', 'enrollmentId')
    .addSelect('a.name', 'assetName')
    .addSelect('a.property_type', 'assetPropertyType')
    .addSelect('e.investor_id', 'investorId')
    .addSelect(INVESTOR_NAME_SQL, 'investorName')
    .addSelect('e.scheme_id', 'schemeId')
    .addSelect(SCHEME_NAME_SQL, 'schemeName')
    .addSelect('ae.created_at', 'createdAt');
}
