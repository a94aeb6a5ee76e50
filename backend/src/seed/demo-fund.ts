import type { DataSource } from 'typeorm';

import type { KycSubmissionBody } from '@fund/contracts/testing';

import type { DemoClient } from './demo-client.js';
import {
  DEMO_ASSETS,
  DEMO_BOARD,
  DEMO_CERTIFICATE_DAYS_LEFT,
  DEMO_NISAB_PRICES,
  DEMO_PURIFICATION,
  DEMO_SCHEMES,
  DEMO_SLIDES,
  DEMO_TICKETS,
  DEMO_ZAKAT_ASSETS,
  demoPeople,
  UPDATE_NOTES,
  type DemoPerson,
} from './demo-data.js';
import { demoPdf, demoPng } from './demo-files.js';

export interface SeedLogin {
  role: string;
  username: string;
  password: string;
}

/** How far the seed is: `done` of `total` units (each step is one, each investor one), and the step under way. */
export interface DemoProgress {
  step: string;
  done: number;
  total: number;
}

interface Context {
  admin: DemoClient;
  client: () => DemoClient;
  db: DataSource;
  logins: SeedLogin[];
  /** The demo investors' and admin's passwords: README's for the CLI, unknown ones inside a running install. */
  passwords: { investor: string; admin: string };
  /** Told at each step and after each investor (the long part): the back office's progress bar. */
  progress?: (progress: DemoProgress) => Promise<void> | void;
}

interface Investor extends DemoPerson {
  id: string;
  session: DemoClient;
}

interface Enrolled {
  id: string;
  investor: Investor;
  scheme: { id: string; index: number };
  amount: number;
}

const INVESTORS = 40;
/** The seed's steps, in order (seedFund); the investors step counts one unit per investor. */
export const DEMO_STEPS = [
  'Admin team',
  'Schemes',
  'Investors',
  'Enrollments',
  'Payouts',
  'Updates and documents',
  'Assets',
  'Support tickets',
  'Marketing slides',
  'Sharia governance',
] as const;
const TOTAL_UNITS = DEMO_STEPS.length - 1 + INVESTORS;
const MONTH = 30 * 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function secondAdmin({ admin, client, logins, passwords }: Context): Promise<void> {
  const invitation = await admin.call<{ inviteToken: string }>('POST', '/api/admin/invitations', {
    email: 'yusuf.karim@example.com',
    fullName: 'Yusuf Karim',
    role: 'admin',
  });
  const password = passwords.admin;
  await client().call('POST', `/api/admin/invitations/accept/${invitation.inviteToken}`, { username: 'yusuf.karim', password });
  logins.push({ role: 'admin', username: 'yusuf.karim', password });
}

async function schemes({ admin }: Context): Promise<{ id: string; index: number }[]> {
  const created: { id: string; index: number }[] = [];
  for (const [index, scheme] of DEMO_SCHEMES.entries()) {
    const { id } = await admin.call<{ id: string }>('POST', '/api/schemes', scheme);
    for (const doc of ['Information Memorandum', 'Sharia Compliance Certificate']) {
      const { uploadURL } = await admin.call<{ uploadURL: string }>('POST', '/api/scheme-documents/upload-url');
      await admin.upload(
        uploadURL,
        demoPdf(`${scheme.name}: ${doc}`, [scheme.description, `Term ${scheme.term}, target return ${scheme.roiPerAnnum} a year.`]),
        'application/pdf',
      );
      await admin.call('POST', '/api/objects/save-document', { uploadURL, schemeId: id, name: `${doc}.pdf`, type: 'PDF', size: '0.1 MB' });
    }
    created.push({ id, index });
  }
  return created;
}

/**
 * The person's whole application: every field of the shared KYC submission's type, each the person's own
 * (a type only: the server's code takes nothing at run time from the test factories, and a new field is a
 * compile error here, not a test placeholder).
 */
function kycApplication(person: DemoPerson, objectPath: string): KycSubmissionBody {
  const p = person.place;
  const digits = String(500000000 + person.index * 7919).slice(0, 9);
  return {
    fullName: person.fullName,
    dateOfBirth: `19${60 + (person.index % 35)}-0${1 + (person.index % 9)}-1${person.index % 9}`,
    email: person.email,
    countryCode: p.code,
    phone: `${p.code} ${digits}`,
    country: p.country,
    fullAddress: `${10 + person.index} ${p.address}`,
    idType: person.index % 3 === 0 ? 'national_id' : 'passport',
    idUploadUrl: objectPath,
    passportNumber: `P${String(1000000 + person.index * 37)}`,
    employmentStatus: (['employed', 'business_owner', 'self_employed', 'retired'] as const)[person.index % 4],
    annualIncome: (['100k-250k', '250k-500k', '50k-100k', '500k-1m'] as const)[person.index % 4],
    previousInvestments: (['1-3', '4-10', '0', '10+'] as const)[person.index % 4],
    sourceOfIncome: person.index % 2 ? 'Employment, Savings' : 'Business, Investments',
    accountName: person.fullName,
    accountNumber: String(10000000 + person.index * 131),
    sortCode: `${10 + (person.index % 80)}-20-30`,
    swiftBic: p.swift,
    ibanNumber: `${p.iban}${String(100000000000 + person.index * 977)}`,
    bankName: p.bank,
    bankAddress: `Main branch, ${p.city}`,
    nokName: `${person.fullName.split(' ')[1]} family contact`,
    nokContactNumber: `${p.code} ${String(600000000 + person.index * 31).slice(0, 9)}`,
    nokContactEmail: `family.${person.username}@example.com`,
    nokPassportNumber: `N${String(2000000 + person.index * 41)}`,
    nokRelationship: (['spouse', 'parent', 'sibling', 'child'] as const)[person.index % 4],
    termsAccepted: 'true',
    disclaimerAccepted: 'true',
  };
}

/** One applicant through the public KYC path; returns the application id. */
async function apply(ctx: Context, person: DemoPerson): Promise<string> {
  const applicant = ctx.client();
  const { uploadURL } = await applicant.call<{ uploadURL: string }>('POST', '/api/objects/upload');
  await applicant.upload(
    uploadURL,
    demoPdf(`Identity document: ${person.fullName}`, ['Demo document generated by the seed.']),
    'application/pdf',
  );
  const { objectPath } = await applicant.call<{ objectPath: string }>('PUT', '/api/kyc-documents', { documentURL: uploadURL });
  const { id } = await applicant.call<{ id: string }>('POST', '/api/kyc', kycApplication(person, objectPath));
  return id;
}

async function investors(ctx: Context): Promise<Investor[]> {
  const people = demoPeople(INVESTORS + 7);
  const result: Investor[] = [];
  for (const person of people.slice(0, INVESTORS)) {
    const applicationId = await apply(ctx, person);
    await ctx.admin.call('PATCH', `/api/kyc/${applicationId}`, { status: 'approved' });
    const temporary = `Welcome#${1000 + person.index}`;
    const { investorId } = await ctx.admin.call<{ investorId: string }>('POST', `/api/kyc/${applicationId}/create-credentials`, {
      username: person.username,
      password: temporary,
    });
    // The investor's first login: the e-mailed code, then the forced password change.
    const session = ctx.client();
    await session.login(person.username, temporary, person.email);
    await session.call('POST', '/api/change-password', { newPassword: ctx.passwords.investor });
    result.push({ ...person, id: investorId, session });
    await ctx.progress?.({
      step: `Investors (${result.length} of ${INVESTORS})`,
      done: DEMO_STEPS.indexOf('Investors') + result.length,
      total: TOTAL_UNITS,
    });
  }
  // Applicants still in review, and two that were turned down.
  for (const [i, person] of people.slice(INVESTORS).entries()) {
    const applicationId = await apply(ctx, person);
    if (i >= 5) {
      await ctx.admin.call('PATCH', `/api/kyc/${applicationId}`, {
        status: 'rejected',
        rejectionReason:
          'The identity document does not match the name on the application. You are welcome to apply again with a matching document.',
      });
    }
  }
  for (const investor of result) ctx.logins.push({ role: 'investor', username: investor.username, password: ctx.passwords.investor });
  return result;
}

async function enrollments(ctx: Context, people: Investor[], schemeIds: { id: string; index: number }[]): Promise<Enrolled[]> {
  const enrolled: Enrolled[] = [];
  const now = Date.now();
  for (const investor of people) {
    const picks = [investor.index % 9, (investor.index * 4 + 3) % 9, (investor.index * 2 + 5) % 9].slice(0, 1 + (investor.index % 3));
    for (const index of [...new Set(picks)]) {
      const scheme = DEMO_SCHEMES[index];
      const amount = scheme.minimumInvestment + 5000 * ((investor.index * 3 + index) % 10);
      if (scheme.status === 'live' && investor.index % 2 === 0) {
        // Interest first, as investors do on the opportunities page; the admin then enrols them.
        await investor.session.call('POST', '/api/expressions-of-interest', { investorId: investor.id, schemeId: schemeIds[index].id });
      }
      const { id } = await ctx.admin.call<{ id: string }>('POST', '/api/enrollments', {
        investorId: investor.id,
        schemeId: schemeIds[index].id,
        investmentAmount: amount,
        currentValue: amount,
      });
      enrolled.push({ id, investor, scheme: schemeIds[index], amount });
    }
  }
  // A year of history: enrollments made 13 months ago (2 for live schemes), valued since.
  for (const e of enrolled) {
    const scheme = DEMO_SCHEMES[e.scheme.index];
    const months = scheme.status === 'live' ? 2 : 13;
    const growth = scheme.returnType === 'variable' ? 1 + ((e.investor.index % 7) - 2) / 100 : 1;
    await ctx.db.query(`UPDATE enrollments SET enrolled_at = $2, current_value = $3, status = $4 WHERE id = $1`, [
      e.id,
      new Date(now - months * MONTH),
      Math.round(e.amount * growth),
      scheme.status === 'matured' ? 'matured' : 'earning',
    ]);
  }
  // Some open interest in live schemes from investors not enrolled there.
  for (const investor of people.filter((p) => p.index % 5 === 1)) {
    const target = DEMO_SCHEMES.findIndex(
      (s, i) => s.status === 'live' && !enrolled.some((e) => e.investor === investor && e.scheme.index === i),
    );
    if (target >= 0)
      await investor.session.call('POST', '/api/expressions-of-interest', { investorId: investor.id, schemeId: schemeIds[target].id });
  }
  return enrolled;
}

/** "8.5%" a year paid `perYear` times: the rate per unit invested per payout, in millionths ("0.007083"), rounded down. */
function ratePerPayout(roiPerAnnum: string, perYear: number): string {
  const [whole, fraction = ''] = roiPerAnnum.replace('%', '').split('.');
  const hundredthsOfPercent = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const millionths = Math.floor((hundredthsOfPercent * 100) / perYear);
  return `0.${String(millionths).padStart(6, '0')}`;
}

/**
 * A year of profit distributions, each one scheme-wide run (issue 19 item 1), so a newcomer sees each
 * scheme's distribution history: the rate a payout period earns per unit invested, pro rata to the
 * invested amount. Runs and their payouts are then dated back to when they were paid.
 */
async function payouts(ctx: Context, enrolled: Enrolled[]): Promise<void> {
  const now = Date.now();
  const schemeIndexes = [...new Set(enrolled.map((e) => e.scheme.index))].sort((a, b) => a - b);
  for (const index of schemeIndexes) {
    const scheme = DEMO_SCHEMES[index];
    const schemeId = enrolled.find((e) => e.scheme.index === index)!.scheme.id;
    const perYear = scheme.payoutFrequency === 'monthly' ? 12 : 4;
    const step = 12 / perYear;
    const history = scheme.status === 'live' ? [1] : Array.from({ length: perYear }, (_, i) => 12 - i * step);
    for (const [i, monthsAgo] of history.entries()) {
      const paidOn = now - monthsAgo * MONTH;
      const last = i === history.length - 1 && scheme.status !== 'matured';
      const run = await ctx.admin.call<{ id: string }>('POST', `/api/schemes/${schemeId}/distributions`, {
        mode: 'per_unit',
        ratePerUnit: ratePerPayout(scheme.roiPerAnnum, perYear),
        basis: 'invested',
        payoutDate: isoDate(paidOn),
        description: `${scheme.payoutFrequency === 'monthly' ? 'Monthly' : 'Quarterly'} profit distribution`,
        ...(last && { nextPayoutDate: isoDate(paidOn + step * MONTH) }),
      });
      const { lines } = await ctx.admin.call<{ lines: { activityId: string }[] }>('GET', `/api/distributions/${run.id}`);
      await ctx.db.query('UPDATE activities SET created_at = $2 WHERE id = ANY($1::uuid[])', [
        lines.map((l) => l.activityId),
        new Date(paidOn),
      ]);
      await ctx.db.query('UPDATE distribution_runs SET created_at = $2 WHERE id = $1', [run.id, new Date(paidOn)]);
    }
  }
}

async function updatesAndDocuments(ctx: Context, enrolled: Enrolled[]): Promise<void> {
  const now = Date.now();
  for (const e of enrolled) {
    const scheme = DEMO_SCHEMES[e.scheme.index];
    const { uploadURL, objectPath } = await ctx.admin.call<{ uploadURL: string; objectPath: string }>('POST', '/api/activities/upload-url');
    await ctx.admin.upload(
      uploadURL,
      demoPdf(`${scheme.name}: investment contract`, [
        `Investor: ${e.investor.fullName}`,
        `Amount: USD ${e.amount.toLocaleString('en-US')}`,
      ]),
      'application/pdf',
    );
    const contract = await ctx.admin.call<{ id: string }>('POST', '/api/activities', {
      type: 'document',
      investorId: e.investor.id,
      schemeId: e.scheme.id,
      category: 'Legal Contracts',
      title: 'Signed investment contract',
      content: `Your ${scheme.name} contract, countersigned by the fund.`,
      documentUrl: objectPath,
    });
    const months = scheme.status === 'live' ? 2 : 13;
    await ctx.db.query('UPDATE activities SET created_at = $2 WHERE id = $1', [contract.id, new Date(now - months * MONTH + 86_400_000)]);
    const notes = scheme.status === 'live' ? UPDATE_NOTES.slice(0, 1) : UPDATE_NOTES;
    for (const [i, note] of notes.entries()) {
      const update = await ctx.admin.call<{ id: string }>('POST', '/api/activities', {
        type: 'update',
        investorId: e.investor.id,
        schemeId: e.scheme.id,
        category: note.category,
        title: `${note.title}: ${scheme.name}`,
        content: note.content,
      });
      await ctx.db.query('UPDATE activities SET created_at = $2 WHERE id = $1', [
        update.id,
        new Date(now - (i * 3 + 1) * MONTH + 5 * 86_400_000),
      ]);
    }
  }
}

async function assets(ctx: Context, enrolled: Enrolled[]): Promise<void> {
  // Real estate backs the UK and Gulf property schemes: allocate each asset to one scheme's enrollments.
  const backing = [
    'Manchester Student Living',
    'Birmingham Office Ijara',
    'Leeds Residential Ijara 2023',
    'Riyadh Logistics Park',
    'Manchester Student Living',
    'Birmingham Office Ijara',
  ];
  for (const [i, asset] of DEMO_ASSETS.entries()) {
    const { colours, ...fields } = asset;
    const { id } = await ctx.admin.call<{ id: string }>('POST', '/api/admin/assets', { ...fields, type: 'Real Estate' });
    for (let n = 0; n < 2; n++) {
      const fileName = `${asset.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n + 1}.png`;
      const { url } = await ctx.admin.call<{ url: string }>('POST', '/api/objects/request-upload', {
        fileName,
        contentType: 'image/png',
        path: 'assets',
      });
      await ctx.admin.upload(url, demoPng([...colours[0]], [...colours[1]], i * 3 + n), 'image/png');
      await ctx.admin.call('POST', `/api/admin/assets/${id}/media`, { mediaUrl: url, mediaType: 'image/png', fileName });
    }
    const schemeIndex = DEMO_SCHEMES.findIndex((s) => s.name === backing[i]);
    for (const e of enrolled.filter((x) => x.scheme.index === schemeIndex)) {
      await ctx.admin.call('POST', '/api/admin/asset-enrollments', { assetId: id, enrollmentId: e.id });
    }
    if (i % 2 === 0) {
      await ctx.admin.call('POST', '/api/admin/asset-performance-update', {
        assetId: id,
        notes: `${asset.name}: rent collection at 100% this quarter; occupancy ${asset.occupancyRate}.`,
        occupancyRate: asset.occupancyRate,
        grossYield: asset.grossYield,
        netProfits:
          Math.round((asset.purchaseValue * Number.parseFloat(asset.grossYield)) / 100 / 4) - Math.round(asset.operatingCosts / 4),
      });
    }
  }
}

async function tickets(ctx: Context, people: Investor[]): Promise<void> {
  for (const [i, ticket] of DEMO_TICKETS.entries()) {
    const investor = people[(i * 5) % people.length];
    const { status, ...fields } = ticket;
    const { id } = await investor.session.call<{ id: string }>('POST', '/api/tickets', fields);
    if (status !== 'open') {
      await ctx.admin.call('PATCH', `/api/tickets/${id}`, {
        status,
        adminNotes:
          status === 'in_progress' ? 'Looking into this with the operations team.' : 'Done; please let us know if anything else is needed.',
      });
    }
  }
}

async function slides(ctx: Context): Promise<void> {
  for (const [i, slide] of DEMO_SLIDES.entries()) {
    const { colours, ...fields } = slide;
    const filename = `slide-${i + 1}.png`;
    const { uploadURL } = await ctx.admin.call<{ uploadURL: string }>('POST', '/api/objects/upload', {
      filename,
      contentType: 'image/png',
      folder: 'marketing-slides',
    });
    await ctx.admin.upload(uploadURL, demoPng([...colours[0]], [...colours[1]], 20 + i, 960, 360), 'image/png');
    const { objectPath } = await ctx.admin.call<{ objectPath: string }>('POST', '/api/objects/set-acl', {
      uploadURL,
      visibility: 'public',
    });
    await ctx.admin.call('POST', '/api/admin/marketing-slides', {
      ...fields,
      imageUrl: objectPath,
      order: i,
      isActive: String(slide.isActive),
    });
  }
}

/** Uploads a file for the Sharia layer (a signed PDF or a board photo); answers its object path. */
async function shariaUpload(ctx: Context, kind: 'sharia-document' | 'board-photo', bytes: Buffer, contentType: string): Promise<string> {
  const { uploadURL, objectPath } = await ctx.admin.call<{ uploadURL: string; objectPath: string }>(
    'POST',
    '/api/admin/sharia/upload-url',
    { kind },
  );
  await ctx.admin.upload(uploadURL, bytes, contentType);
  return objectPath;
}

/**
 * Issue 24: the Sharia board, a certificate per scheme (one expiring in 20 days; one scheme with an earlier,
 * expired certificate in its history), last year's annual Sharia report, purification shares for this year
 * and last, the zakatable share of the musharakah ventures, nisab prices, and zakat days for a third of the
 * investors (the first one's within the month, so their dashboard shows the zakat due).
 */
async function sharia(ctx: Context, schemeIds: { id: string; index: number }[], people: Investor[]): Promise<void> {
  const day = 86_400_000;
  const now = Date.now();
  for (const [i, member] of DEMO_BOARD.entries()) {
    const { colours, ...fields } = member;
    const photoUrl = await shariaUpload(ctx, 'board-photo', demoPng([...colours[0]], [...colours[1]], 40 + i, 320, 320), 'image/png');
    await ctx.admin.call('POST', '/api/admin/sharia/board', { ...fields, photoUrl });
  }
  const signatories = DEMO_BOARD.filter((m) => !('endedOn' in m))
    .map((m) => m.fullName)
    .join(', ');
  for (const { id, index } of schemeIds) {
    const scheme = DEMO_SCHEMES[index];
    const validUntil = isoDate(now + DEMO_CERTIFICATE_DAYS_LEFT[index] * day);
    const issuedOn = isoDate(now + (DEMO_CERTIFICATE_DAYS_LEFT[index] - 365) * day);
    if (index === 0) {
      // The scheme's first certificate, expired and renewed: kept as history.
      await ctx.admin.call('POST', '/api/admin/sharia/pronouncements', {
        schemeId: id,
        kind: 'fatwa',
        title: `Fatwa on the structure of ${scheme.name}`,
        issuer: 'Sharia Supervisory Board',
        signatories,
        issuedOn: isoDate(now - 730 * day),
        validUntil: isoDate(now - 366 * day),
        summary: 'The commodity murabaha structure, its agency and its late-payment charity clause comply with AAOIFI Sharia Standard 8.',
      });
    }
    const documentUrl = await shariaUpload(
      ctx,
      'sharia-document',
      demoPdf(`${scheme.name}: Sharia compliance certificate`, [
        `Issued ${issuedOn}, valid until ${validUntil}.`,
        `Signed: ${signatories}.`,
      ]),
      'application/pdf',
    );
    await ctx.admin.call('POST', '/api/admin/sharia/pronouncements', {
      schemeId: id,
      kind: 'certificate',
      title: `Sharia compliance certificate ${issuedOn.slice(0, 4)}`,
      issuer: 'Sharia Supervisory Board',
      signatories,
      issuedOn,
      validUntil,
      documentUrl,
      summary: `The board reviewed the ${scheme.productId} contracts, the investment of the funds and the distributions of ${scheme.name} and found them compliant.`,
    });
    const share = DEMO_PURIFICATION[index];
    if (share)
      for (const year of [new Date(now).getUTCFullYear() - 1, new Date(now).getUTCFullYear()])
        await ctx.admin.call('POST', '/api/admin/sharia/purification-rates', {
          schemeId: id,
          periodStart: `${year}-01-01`,
          periodEnd: `${year}-12-31`,
          basis: 'percent',
          percent: share,
          note: `Board resolution ${year}/3: interest on a late-settled receivable and bank charges.`,
        });
    const zakatShare = DEMO_ZAKAT_ASSETS[index];
    if (zakatShare) await ctx.admin.call('PUT', `/api/admin/sharia/schemes/${id}/zakat`, { zakatAssetsPercent: zakatShare });
  }
  const lastYear = new Date(now).getUTCFullYear() - 1;
  await ctx.admin.call('POST', '/api/admin/sharia/reports', {
    year: lastYear,
    opinion: 'unqualified',
    documentUrl: await shariaUpload(
      ctx,
      'sharia-document',
      demoPdf(`Annual Sharia report ${lastYear}`, ['Unqualified opinion.']),
      'application/pdf',
    ),
    summary: `The board found the fund's operations in ${lastYear} compliant, and directed the purification of 0.85% to 2.4% of four schemes' payouts.`,
  });
  const effectiveOn = isoDate(now - 7 * day);
  await ctx.admin.call('POST', '/api/admin/sharia/nisab-prices', { metal: 'gold', pricePerGram: DEMO_NISAB_PRICES.gold, effectiveOn });
  await ctx.admin.call('POST', '/api/admin/sharia/nisab-prices', { metal: 'silver', pricePerGram: DEMO_NISAB_PRICES.silver, effectiveOn });
  // Zakat days: the first investor's in 12 days (the dashboard's "zakat due" card), others on 1 Ramadan or 1 Muharram.
  const soon = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { day: 'numeric', month: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(now + 12 * day))
    .reduce<Record<string, number>>((parts, part) => ({ ...parts, [part.type]: Number(part.value) }), {});
  for (const [i, person] of people.filter((_, i) => i % 3 === 0).entries()) {
    const date = i === 0 ? { hijriMonth: soon.month, hijriDay: soon.day } : { hijriMonth: i % 2 ? 9 : 1, hijriDay: 1 };
    await person.session.call('PUT', '/api/investor/zakat', date);
  }
}

/** Everything after the first super admin, in the order a fund would have done it. */
export async function seedFund(ctx: Context): Promise<void> {
  const step = async (name: (typeof DEMO_STEPS)[number]) => {
    const index = DEMO_STEPS.indexOf(name);
    await ctx.progress?.({ step: name, done: index + (index > DEMO_STEPS.indexOf('Investors') ? INVESTORS - 1 : 0), total: TOTAL_UNITS });
  };
  await step('Admin team');
  await secondAdmin(ctx);
  await step('Schemes');
  const schemeIds = await schemes(ctx);
  await step('Investors');
  const people = await investors(ctx);
  await step('Enrollments');
  const enrolled = await enrollments(ctx, people, schemeIds);
  await step('Payouts');
  await payouts(ctx, enrolled);
  await step('Updates and documents');
  await updatesAndDocuments(ctx, enrolled);
  await step('Assets');
  await assets(ctx, enrolled);
  await step('Support tickets');
  await tickets(ctx, people);
  await step('Marketing slides');
  await slides(ctx);
  await step('Sharia governance');
  await sharia(ctx, schemeIds, people);
  await ctx.progress?.({ step: 'Done', done: TOTAL_UNITS, total: TOTAL_UNITS });
}
