import { enrollmentView } from '@fund/contracts/testing';

// A scheme and its three holders, as the screens that act on a scheme's investors (post to a scheme,
// allocate an asset) are served them in tests.

export const IJARA_SCHEME = { id: 's1', name: 'Ijara Logistics Park', productId: 'ijara', productName: 'Ijara', status: 'earning' };

/** Investor `investorId`'s earning holding of $50,000 in IJARA_SCHEME (enrollment `e-<investorId>`). */
export const holderOf = (investorId: string, investorName: string) =>
  enrollmentView({
    id: `e-${investorId}`,
    investorId,
    schemeId: IJARA_SCHEME.id,
    enrolledAt: '2026-01-05T00:00:00.000Z',
    investmentAmount: 50_000,
    currentValue: 50_000,
    schemeName: IJARA_SCHEME.name,
    investorName,
  });

export const IJARA_HOLDERS = [holderOf('i1', 'Layla Haddad'), holderOf('i2', 'Noor Karim'), holderOf('i3', 'Omar Saleh')];
