import type { SchemeBody } from '@fund/contracts/testing';

// The believable fund the demo seed builds: schemes across the three products and four statuses,
// investors from the Gulf, the UK and South-East Asia, and six UK real-estate assets.

/** The password every demo investor ends with after the forced change at first login. */
export const DEMO_PASSWORD = 'Demo#Investor2026';
/** The demo back-office admin's password (yusuf.karim), printed by `npm run seed:demo`. */
export const DEMO_ADMIN_PASSWORD = 'Operations#2026';

/** POST /api/schemes as the create dialog sends it: the shared body the tests send too. */
export type DemoScheme = SchemeBody;

export const DEMO_SCHEMES: DemoScheme[] = [
  {
    productId: 'murabaha',
    name: 'Gulf Trade Finance I',
    description: 'Cost-plus financing of commodity imports for established UAE distributors, secured on the goods.',
    country: 'United Arab Emirates',
    status: 'earning',
    minimumInvestment: 25000,
    term: '24 months',
    roiPerAnnum: '8.5%',
    liquidity: 'Quarterly redemption window',
    returnType: 'fixed',
    payoutFrequency: 'monthly',
    capitalReturnMethod: 'capital_end_of_term',
  },
  {
    productId: 'murabaha',
    name: 'Halal Auto Finance',
    description: 'Vehicle murabaha for salaried professionals in Saudi Arabia, with a fixed mark-up agreed upfront.',
    country: 'Saudi Arabia',
    status: 'live',
    minimumInvestment: 10000,
    term: '36 months',
    roiPerAnnum: '7.2%',
    liquidity: 'Locked for the term',
    returnType: 'fixed',
    payoutFrequency: 'monthly',
    capitalReturnMethod: 'return_and_capital',
    videoUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
  },
  {
    productId: 'murabaha',
    name: 'SME Working Capital 2024',
    description: 'Short-term inventory finance for small manufacturers in Malaysia.',
    country: 'Malaysia',
    status: 'matured',
    minimumInvestment: 15000,
    term: '18 months',
    roiPerAnnum: '9.0%',
    liquidity: 'Locked for the term',
    returnType: 'fixed',
    payoutFrequency: 'quarterly',
    capitalReturnMethod: 'capital_end_of_term',
  },
  {
    productId: 'musharakah',
    name: 'Manchester Student Living',
    description: 'Joint venture in a 180-bed purpose-built student residence near the University of Manchester.',
    country: 'United Kingdom',
    status: 'earning',
    minimumInvestment: 50000,
    term: '5 years',
    roiPerAnnum: '10.5%',
    liquidity: 'Annual exit window',
    returnType: 'variable',
    payoutFrequency: 'quarterly',
    capitalReturnMethod: 'capital_end_of_term',
  },
  {
    productId: 'musharakah',
    name: 'Riyadh Logistics Park',
    description: 'Diminishing musharakah in a grade-A warehouse let to a national retailer.',
    country: 'Saudi Arabia',
    status: 'closing',
    minimumInvestment: 100000,
    term: '7 years',
    roiPerAnnum: '11.0%',
    liquidity: 'Annual exit window',
    returnType: 'variable',
    payoutFrequency: 'quarterly',
    capitalReturnMethod: 'return_and_capital',
  },
  {
    productId: 'musharakah',
    name: 'Kuala Lumpur Healthcare',
    description: 'Partnership in two day-surgery clinics with an experienced operator.',
    country: 'Malaysia',
    status: 'live',
    minimumInvestment: 50000,
    term: '6 years',
    roiPerAnnum: '9.5%',
    liquidity: 'Locked for three years',
    returnType: 'variable',
    payoutFrequency: 'quarterly',
    capitalReturnMethod: 'capital_end_of_term',
  },
  {
    productId: 'ijara',
    name: 'Birmingham Office Ijara',
    description: 'Lease-to-own of a refurbished office building let to a public-sector tenant.',
    country: 'United Kingdom',
    status: 'earning',
    minimumInvestment: 50000,
    term: '10 years',
    roiPerAnnum: '7.8%',
    liquidity: 'Quarterly redemption window',
    returnType: 'fixed',
    payoutFrequency: 'monthly',
    capitalReturnMethod: 'return_and_capital',
  },
  {
    productId: 'ijara',
    name: 'Dubai Equipment Leasing',
    description: 'Leasing of construction equipment to contractors on government projects.',
    country: 'United Arab Emirates',
    status: 'closing',
    minimumInvestment: 25000,
    term: '4 years',
    roiPerAnnum: '8.2%',
    liquidity: 'Quarterly redemption window',
    returnType: 'fixed',
    payoutFrequency: 'monthly',
    capitalReturnMethod: 'return_and_capital',
  },
  {
    productId: 'ijara',
    name: 'Leeds Residential Ijara 2023',
    description: 'Home-purchase ijara pool for first-time buyers in West Yorkshire.',
    country: 'United Kingdom',
    status: 'matured',
    minimumInvestment: 20000,
    term: '3 years',
    roiPerAnnum: '6.9%',
    liquidity: 'Locked for the term',
    returnType: 'fixed',
    payoutFrequency: 'monthly',
    capitalReturnMethod: 'capital_end_of_term',
  },
];

const FIRST = [
  'Aisha',
  'Omar',
  'Fatima',
  'Yusuf',
  'Maryam',
  'Ibrahim',
  'Khadija',
  'Hassan',
  'Noor',
  'Bilal',
  'Zainab',
  'Tariq',
  'Layla',
  'Hamza',
  'Sara',
  'Idris',
  'Amina',
  'Khalid',
  'Huda',
  'Faisal',
];
const LAST = [
  'Al-Mansouri',
  'Rahman',
  'Siddiqui',
  'Haddad',
  'Khan',
  'Osman',
  'Al-Harbi',
  'Malik',
  'Aziz',
  'Farouk',
  'Chaudhry',
  'Nasser',
  'Ismail',
  'Qureshi',
  'Hamdan',
  'Yilmaz',
  'Abdullah',
  'Saleh',
  'Iqbal',
  'Karim',
];
const PLACES = [
  {
    country: 'United Arab Emirates',
    code: '+971',
    city: 'Dubai',
    address: 'Al Wasl Road, Dubai',
    bank: 'Emirates NBD',
    swift: 'EBILAEAD',
    iban: 'AE07033',
  },
  {
    country: 'Saudi Arabia',
    code: '+966',
    city: 'Riyadh',
    address: 'King Fahd Road, Riyadh',
    bank: 'Al Rajhi Bank',
    swift: 'RJHISARI',
    iban: 'SA03800',
  },
  {
    country: 'United Kingdom',
    code: '+44',
    city: 'London',
    address: 'Whitechapel Road, London E1',
    bank: 'Al Rayan Bank',
    swift: 'ARAYGB2L',
    iban: 'GB29ARAY',
  },
  {
    country: 'Malaysia',
    code: '+60',
    city: 'Kuala Lumpur',
    address: 'Jalan Ampang, Kuala Lumpur',
    bank: 'Bank Islam Malaysia',
    swift: 'BIMBMYKL',
    iban: 'MY12BIMB',
  },
  {
    country: 'Qatar',
    code: '+974',
    city: 'Doha',
    address: 'Corniche Street, Doha',
    bank: 'Qatar Islamic Bank',
    swift: 'QISBQAQA',
    iban: 'QA58QISB',
  },
];

export interface DemoPerson {
  fullName: string;
  username: string;
  email: string;
  place: (typeof PLACES)[number];
  index: number;
}

export function demoPeople(count: number): DemoPerson[] {
  return Array.from({ length: count }, (_, i) => {
    // Each round through the first names shifts the surnames by one: 20 x 20 distinct pairs, so no
    // two of the first 400 people share a name (the 40 investors once reused 20 names).
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7 + 3 + Math.floor(i / FIRST.length)) % LAST.length];
    const username = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + (i >= FIRST.length ? i : '');
    return { fullName: `${first} ${last}`, username, email: `${username}@example.com`, place: PLACES[i % PLACES.length], index: i };
  });
}

export const DEMO_ASSETS = [
  {
    name: 'Oxford Road Residences',
    address: '14 Oxford Road, Manchester M1 5QA',
    propertyType: 'Residential' as const,
    purchaseValue: 4200000,
    currentValue: 4650000,
    occupancyRate: '96%',
    grossYield: '7.1%',
    operatingCosts: 185000,
    colours: [
      [120, 170, 210],
      [240, 230, 210],
    ] as const,
  },
  {
    name: 'Colmore Row Offices',
    address: '55 Colmore Row, Birmingham B3 2AA',
    propertyType: 'Commercial' as const,
    purchaseValue: 6800000,
    currentValue: 7100000,
    occupancyRate: '91%',
    grossYield: '6.4%',
    operatingCosts: 310000,
    colours: [
      [90, 130, 180],
      [220, 225, 235],
    ] as const,
  },
  {
    name: 'Headingley Terraces',
    address: '8-22 Cardigan Road, Leeds LS6 1LJ',
    propertyType: 'Residential' as const,
    purchaseValue: 2350000,
    currentValue: 2500000,
    occupancyRate: '100%',
    grossYield: '6.9%',
    operatingCosts: 96000,
    colours: [
      [150, 190, 150],
      [245, 240, 225],
    ] as const,
  },
  {
    name: 'Trafford Logistics Unit 4',
    address: 'Westinghouse Road, Trafford Park M17 1PY',
    propertyType: 'Commercial' as const,
    purchaseValue: 3900000,
    currentValue: 4050000,
    occupancyRate: '100%',
    grossYield: '5.8%',
    operatingCosts: 120000,
    colours: [
      [170, 160, 140],
      [230, 230, 230],
    ] as const,
  },
  {
    name: 'Deansgate Mixed-Use Block',
    address: '301 Deansgate, Manchester M3 4LQ',
    propertyType: 'Mix' as const,
    purchaseValue: 5600000,
    currentValue: 5900000,
    occupancyRate: '88%',
    grossYield: '6.7%',
    operatingCosts: 240000,
    colours: [
      [200, 140, 110],
      [245, 225, 200],
    ] as const,
  },
  {
    name: 'Bristol Harbourside Flats',
    address: '2 Canons Way, Bristol BS1 5LL',
    propertyType: 'Residential' as const,
    purchaseValue: 3100000,
    currentValue: 3350000,
    occupancyRate: '94%',
    grossYield: '6.2%',
    operatingCosts: 110000,
    colours: [
      [100, 160, 190],
      [235, 240, 245],
    ] as const,
  },
];

export const DEMO_TICKETS = [
  {
    subject: 'Quarterly statement request',
    description: 'Could you send me the statement for the last quarter for my tax return?',
    category: 'documents',
    priority: 'medium',
    status: 'open',
  },
  {
    subject: 'Payout not received yet',
    description: 'My monthly payout for Gulf Trade Finance has not arrived in my bank account.',
    category: 'payout',
    priority: 'high',
    status: 'in_progress',
  },
  {
    subject: 'Update my bank details',
    description: 'I have moved banks and need to change the account my payouts go to.',
    category: 'account',
    priority: 'medium',
    status: 'resolved',
  },
  {
    subject: 'Question about Riyadh Logistics',
    description: 'What is the expected exit timeline for the Riyadh Logistics Park partnership?',
    category: 'investment',
    priority: 'low',
    status: 'closed',
  },
  {
    subject: 'Cannot download contract',
    description: 'The contract document in my documents tab does not open on my phone.',
    category: 'technical',
    priority: 'medium',
    status: 'open',
  },
  {
    subject: 'Adding a second investment',
    description: 'I would like to invest in Kuala Lumpur Healthcare as well. What are the steps?',
    category: 'general',
    priority: 'low',
    status: 'resolved',
  },
  {
    subject: 'Zakat certificate',
    description: 'Can the fund issue a zakat calculation certificate for my holdings this year?',
    category: 'documents',
    priority: 'low',
    status: 'in_progress',
  },
  {
    subject: 'Login code arrives late',
    description: 'The e-mailed login code sometimes arrives after several minutes.',
    category: 'technical',
    priority: 'medium',
    status: 'closed',
  },
];

export const DEMO_SLIDES = [
  {
    title: 'Kuala Lumpur Healthcare is open',
    buttonText: 'View opportunity',
    buttonUrl: 'https://example.com/opportunities/kl-healthcare',
    colours: [
      [20, 90, 70],
      [120, 190, 160],
    ] as const,
    isActive: true,
  },
  {
    title: 'Your 2026 zakat statements are ready',
    buttonText: 'Read more',
    buttonUrl: 'https://example.com/news/zakat-2026',
    colours: [
      [40, 60, 110],
      [140, 170, 220],
    ] as const,
    isActive: true,
  },
  {
    title: 'Meet us at the Islamic Finance Forum',
    buttonText: 'Book a meeting',
    buttonUrl: 'https://example.com/events/forum',
    colours: [
      [120, 70, 30],
      [230, 190, 140],
    ] as const,
    isActive: true,
  },
  {
    title: 'Halal Auto Finance: last places',
    buttonText: 'Express interest',
    buttonUrl: 'https://example.com/opportunities/auto',
    colours: [
      [90, 90, 90],
      [200, 200, 200],
    ] as const,
    isActive: false,
  },
];

export const UPDATE_NOTES = [
  {
    category: 'Performance Report',
    title: 'Quarterly performance report',
    content: 'The scheme met its distribution target this quarter; all counterparties paid on time.',
  },
  { category: 'Scheme Update', title: 'Portfolio update', content: 'Two new contracts were added to the pool after Sharia board review.' },
  {
    category: 'Market Insight',
    title: 'Market insight',
    content: 'Demand in the sector remains firm; we expect stable returns for the rest of the year.',
  },
  { category: 'General Notice', title: 'Office closure for Eid', content: 'Our office is closed for Eid al-Adha; payouts are unaffected.' },
];

// Issue 24: the fund's Sharia supervisory board, its certificates, purification shares and zakat settings.
export const DEMO_BOARD = [
  {
    fullName: 'Sheikh Dr. Hamza Al-Rashid',
    title: 'Chair',
    credentials: 'PhD in Islamic jurisprudence (Umm al-Qura University); AAOIFI Certified Sharia Adviser and Auditor',
    bioEn:
      'Has chaired the Sharia boards of two Gulf banks and a takaful company over twenty years, and teaches the jurisprudence of transactions.',
    bioAr: 'ترأس الهيئات الشرعية لمصرفين خليجيين وشركة تكافل على مدى عشرين عامًا، ويدرّس فقه المعاملات.',
    appointedOn: '2021-01-10',
    conflicts: 'Sits on the Sharia board of a bank that lends to one tenant of Birmingham Office Ijara; abstains on that scheme.',
    colours: [
      [15, 81, 50],
      [176, 141, 60],
    ],
  },
  {
    fullName: 'Dr. Mariam Al-Suwaidi',
    title: 'Member',
    credentials: 'PhD in Islamic finance (INCEIF); CSAA',
    bioEn: 'Specialist in sukuk and real-estate ijara structures; formerly head of Sharia audit at a Dubai bank.',
    bioAr: 'متخصصة في هياكل الصكوك والإجارة العقارية، وعملت رئيسة للتدقيق الشرعي في مصرف بدبي.',
    appointedOn: '2022-06-01',
    conflicts: '',
    colours: [
      [40, 90, 120],
      [200, 220, 230],
    ],
  },
  {
    fullName: 'Sheikh Idris Bello',
    title: 'Member',
    credentials: 'Al-Azhar University (Sharia and Law); member of the Islamic Fiqh Academy working group on zakat',
    bioEn: 'Advises funds on zakat calculation and purification of income, and reviews the fund’s annual zakat method.',
    bioAr: 'يقدم المشورة للصناديق في حساب الزكاة وتطهير الدخل، ويراجع منهجية الزكاة السنوية للصندوق.',
    appointedOn: '2023-03-15',
    conflicts: '',
    colours: [
      [90, 60, 30],
      [230, 210, 180],
    ],
  },
  {
    fullName: 'Dr. Yusuf Haddad',
    title: 'Member (until 2023)',
    credentials: 'PhD in comparative fiqh',
    bioEn: 'Served on the founding board.',
    bioAr: 'عضو في الهيئة المؤسسة.',
    appointedOn: '2021-01-10',
    endedOn: '2023-03-14',
    conflicts: '',
    colours: [
      [80, 80, 80],
      [200, 200, 200],
    ],
  },
] as const;

/** Per scheme (by its DEMO_SCHEMES index): days its certificate has left; Riyadh Logistics Park's ends in 20 days. */
export const DEMO_CERTIFICATE_DAYS_LEFT = [240, 300, 150, 330, 20, 365, 200, 270, 120];
/** Purification shares (percent of each payout) of the schemes with some non-compliant income, by DEMO_SCHEMES index. */
export const DEMO_PURIFICATION: Record<number, string> = { 0: '0.85', 3: '2.4', 6: '1.75', 7: '1.2' };
/** Musharakah: the zakatable share of each venture's assets, by DEMO_SCHEMES index. */
export const DEMO_ZAKAT_ASSETS: Record<number, string> = { 3: '35', 4: '62.5', 5: '48' };
/** Nisab prices per gram, in dollars. */
export const DEMO_NISAB_PRICES = { gold: '78.45', silver: '0.95' } as const;
