import type { BoardMemberView, PronouncementView, SchemeShariaStatusView, ShariaSettingsView } from '@fund/contracts';

// Records of the Sharia page's tests, with overrides.

export const shariaStatus = (overrides: Partial<SchemeShariaStatusView> = {}): SchemeShariaStatusView => ({
  schemeId: 's1',
  schemeName: 'Al Noor Murabaha',
  status: 'certified',
  certificate: null,
  productId: 'murabaha',
  zakatAssetsPercent: null,
  validUntil: '2027-03-12',
  daysLeft: 105,
  gated: false,
  message: null,
  ...overrides,
});

export const pronouncement = (overrides: Partial<PronouncementView> = {}): PronouncementView => ({
  id: 'p1',
  schemeId: 's1',
  schemeName: 'Al Noor Murabaha',
  kind: 'certificate',
  title: 'Sharia compliance certificate 2026',
  issuer: 'Fund Sharia Supervisory Board',
  signatories: 'Dr Amina Yusuf, Sheikh Omar Haddad',
  issuedOn: '2026-03-13',
  validUntil: '2027-03-12',
  documentUrl: '/api/objects/sharia-document/d1',
  summary: 'The murabaha structure and its contracts comply.',
  current: true,
  createdAt: '2026-03-13T09:00:00.000Z',
  ...overrides,
});

export const boardMember = (overrides: Partial<BoardMemberView> = {}): BoardMemberView => ({
  id: 'b1',
  fullName: 'Dr Amina Yusuf',
  title: 'Chair',
  credentials: 'PhD Islamic finance, AAOIFI CSAA',
  photoUrl: null,
  bioEn: 'Twenty years on Sharia boards.',
  bioAr: 'عشرون عاماً في الهيئات الشرعية.',
  appointedOn: '2022-01-01',
  endedOn: null,
  conflicts: 'None declared',
  current: true,
  ...overrides,
});

export const shariaSettings = (overrides: Partial<ShariaSettingsView> = {}): ShariaSettingsView => ({
  gateMode: 'enforce',
  certificateRequired: false,
  nisabMetal: 'gold',
  zakatYear: 'lunar',
  updatedAt: null,
  ...overrides,
});
