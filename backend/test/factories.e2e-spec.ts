import { describe, expect, it } from '@jest/globals';

import { createActivity, createEnrollment, createKycApplication, createScheme } from './factories.js';
import { createUser, useTestApp } from './test-app.js';

describe('test factories', () => {
  const t = useTestApp();

  it('write rows the schema accepts, with money as numbers', async () => {
    const investor = await createUser(t);
    const scheme = await createScheme(t, { minimumInvestment: 75000 });
    const enrollment = await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id, investmentAmount: 80000 });
    await createActivity(t, { investorId: investor.id, schemeId: scheme.id, type: 'transaction', category: 'Contribution', amount: 80000 });
    await createKycApplication(t, { investorId: investor.id, status: 'approved' });
    expect(scheme.minimumInvestment).toBe(75000);
    const [row] = await t.dataSource.query('SELECT investment_amount, total_payouts FROM enrollments WHERE id = $1', [enrollment.id]);
    expect(row).toEqual({ investment_amount: '80000', total_payouts: '0' });
    const reread = await t.dataSource.getRepository('Enrollment').findOneByOrFail({ id: enrollment.id });
    expect(reread.investmentAmount).toBe(80000);
  });
});
