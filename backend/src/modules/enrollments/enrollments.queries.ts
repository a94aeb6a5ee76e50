import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { EnrollmentView, MESSAGES } from '@fund/contracts';

import { INVESTOR_NAME_SQL, SCHEME_NAME_SQL } from '../../common/lists/display-names.js';
import { listSpec } from '../../common/lists/list-query.js';
import { Scheme } from '../schemes/scheme.entity.js';
import { User } from '../users/user.entity.js';
import { Enrollment } from './enrollment.entity.js';
import { mapEnrollment, type EnrollmentRow } from './enrollment.view.js';

const ENROLLMENT_FIELDS = {
  id: 'e.id',
  investorId: 'e.investor_id',
  schemeId: 'e.scheme_id',
  enrolledAt: 'e.enrolled_at',
  status: 'e.status',
  investmentAmount: 'e.investment_amount',
  currentValue: 'e.current_value',
  totalPayouts: 'e.total_payouts',
  nextPayoutDate: 'e.next_payout_date',
  nextPayoutAmount: 'e.next_payout_amount',
  schemeName: SCHEME_NAME_SQL,
  'scheme.name': SCHEME_NAME_SQL,
  'scheme.productId': 's.product_id',
  investorName: INVESTOR_NAME_SQL,
};

const enrollmentList = (resource: string) =>
  listSpec(EnrollmentView, { resource, fields: ENROLLMENT_FIELDS, search: ['s.name', 'u.full_name'], defaultSort: ['enrolledAt', 'DESC'] });

/** /api/enrollments; /api/investments is the same list under its own resource name. */
export const ENROLLMENT_LIST = enrollmentList('enrollments');
export const INVESTMENT_LIST = enrollmentList('investments');

/** Enrollments joined with their scheme and investor (LEFT JOINs, with the spec's 'Unknown ...' names). */
export function enrollmentViewQuery(manager: EntityManager) {
  return manager
    .getRepository(Enrollment)
    .createQueryBuilder('e')
    .leftJoin(Scheme, 's', 's.id = e.scheme_id')
    .leftJoin(User, 'u', 'u.id = e.investor_id')
    .select('e.id', 'id')
    .addSelect('e.investor_id', 'investorId')
    .addSelect('e.scheme_id', 'schemeId')
    .addSelect('e.enrolled_at', 'enrolledAt')
    .addSelect('e.status', 'status')
    .addSelect('e.investment_amount', 'investmentAmount')
    .addSelect('e.current_value', 'currentValue')
    .addSelect('e.total_payouts', 'totalPayouts')
    .addSelect(`to_char(e.next_payout_date, 'YYYY-MM-DD')`, 'nextPayoutDate')
    .addSelect('e.next_payout_amount', 'nextPayoutAmount')
    .addSelect(SCHEME_NAME_SQL, 'schemeName')
    .addSelect('s.product_id', 'productId')
    .addSelect(INVESTOR_NAME_SQL, 'investorName');
}

export async function findEnrollmentView(manager: EntityManager, id: string): Promise<EnrollmentView> {
  const row = await enrollmentViewQuery(manager).where('e.id = :id', { id }).getRawOne<EnrollmentRow>();
  if (!row) throw new NotFoundException(MESSAGES.enrollmentNotFound);
  return mapEnrollment(row);
}
