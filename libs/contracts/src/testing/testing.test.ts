import { FormatRegistry, TypeRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';

import { ActivityView, EnrollmentView, InvestmentCardView } from '../api/investments.js';
import { InvestorProfileView, InvestorSummaryView } from '../api/investors.js';
import { KycApplicationView } from '../api/kyc.js';
import { SchemeView } from '../api/schemes.js';
import { AdminUserView, MeView } from '../api/session.js';
import { TicketView } from '../api/tickets.js';
import {
  adminUserView,
  enrollmentView,
  investmentCardView,
  investorProfileView,
  investorSummaryView,
  kycApplicationView,
  kycSubmission,
  meView,
  schemeView,
  ticketView,
  transactionView,
  updateView,
} from './index.js';

// The shared answers must be answers the API could give: each one passes its contract schema, with
// and without overrides, so a UI test serving them cannot drift from the server.
describe('shared test answers', () => {
  // The contracts' own kinds and formats (StringEnum is an Unsafe schema with an enum; ids, dates, times).
  TypeRegistry.Set<{ enum: unknown[] }>('Unsafe', (schema, value) => schema.enum.includes(value));
  FormatRegistry.Set('uuid', (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(v));
  FormatRegistry.Set('date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(v).toISOString().slice(0, 10) === v);
  FormatRegistry.Set('date-time', (v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString() === v);
  /** What the schema finds wrong with the value, extra properties included. */
  const errors = (schema: TSchema, value: unknown) =>
    [...Value.Errors({ ...schema, additionalProperties: false }, value)].map((e) => `${e.path} ${e.message}`);

  const cases = [
    [
      'kycApplicationView',
      KycApplicationView,
      kycApplicationView(),
      kycApplicationView({ status: 'rejected', rejectionReason: 'Blurred passport' }),
    ],
    ['adminUserView', AdminUserView, adminUserView(), adminUserView({ role: 'admin', status: 'disabled' })],
    ['meView', MeView, meView(), meView({ role: 'super_admin' })],
    ['schemeView', SchemeView, schemeView(), schemeView({ productId: 'ijara', videoUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ' })],
    [
      'enrollmentView',
      EnrollmentView,
      enrollmentView(),
      enrollmentView({ schemeName: 'Leeds Residential Ijara 2023', nextPayoutDate: '2026-06-30', nextPayoutAmount: 2500 }),
    ],
    ['transactionView', ActivityView, transactionView(), transactionView({ category: 'Payout', amount: 1250 })],
    ['updateView', ActivityView, updateView(), updateView({ schemeName: 'Gulf Trade Finance I', title: 'Occupancy at 94%' })],
    [
      'investorSummaryView',
      InvestorSummaryView,
      investorSummaryView(),
      investorSummaryView({ schemeCount: 0, totalInvested: 0, investor: { status: 'disabled', country: null } }),
    ],
    [
      'investorProfileView',
      InvestorProfileView,
      investorProfileView(),
      investorProfileView({ fullName: 'Amina Yusuf', profilePhotoUrl: '/api/objects/profile-photo/p1' }),
    ],
    [
      'investmentCardView',
      InvestmentCardView,
      investmentCardView(),
      investmentCardView({ status: 'matured', scheme: { name: 'Gulf Trade Finance I' } }),
    ],
    ['ticketView', TicketView, ticketView(), ticketView({ status: 'resolved', adminNotes: 'Paid on 2 April.' })],
  ] as const;

  it.each(cases)('%s passes its contract schema', (_name, schema, plain, overridden) => {
    expect(errors(schema, plain)).toEqual([]);
    expect(errors(schema, overridden)).toEqual([]);
  });

  it('builds the KYC view from the submission the wizard sends, without the country code', () => {
    const view = kycApplicationView({ fullName: 'Omar Saleh' });
    expect(view).not.toHaveProperty('countryCode');
    expect(view.accountName).toBe('Omar Saleh');
    expect(
      Object.keys(kycSubmission())
        .filter((k) => k !== 'countryCode')
        .sort(),
    ).toEqual(
      Object.keys(view)
        .filter((k) => !['id', 'investorId', 'status', 'submittedAt', 'reviewedAt', 'reviewedBy', 'rejectionReason'].includes(k))
        .sort(),
    );
  });
});
