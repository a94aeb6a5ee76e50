import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { ActivityView, InvestorDetailsView, InvestorSummaryView } from '@fund/contracts';
import { investorSummaryView, issuedDocumentView, transactionView } from '@fund/contracts/testing';
import { stubFetch } from '@fund/ui/testing';

import { kycApplication } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

const WAIT = { timeout: 10_000 };

const summary: InvestorSummaryView = investorSummaryView({
  id: 'u1',
  investor: { fullName: 'Noor Haddad', email: 'noor@example.com', username: 'noor', createdAt: '2026-02-01T10:00:00.000Z' },
  totalInvested: 30_000,
  currentValue: 30_500,
  totalPayouts: 1_200,
});

const details: InvestorDetailsView = {
  kyc: null,
  enrollments: [],
  metrics: { totalInvested: 30_000, currentValue: 30_500, totalReturn: 500, returnPercentage: 1.67, totalPayouts: 1_200, activeSchemes: 1 },
};

const transaction = (id: string, category: string, amount: number, createdAt: string): ActivityView =>
  transactionView({
    id,
    investorId: 'u1',
    schemeId: 's1',
    schemeName: 'Gulf Trade Finance',
    title: category,
    content: `${category} of ${amount}`,
    category: category as ActivityView['category'],
    amount,
    createdAt,
  });

describe('Investor Portfolio Details: transactions', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('lists the money the investor paid in and was paid out, signed as the portal shows them, and says when there are more', async () => {
    const stub = stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/admin/investor-summaries': { body: [summary], headers: { 'Content-Range': 'investor-summaries 0-0/1' } },
      'GET /api/admin/investors/u1/details': { body: details },
      'GET /api/activities/u1': {
        body: [
          transaction('a2', 'Payout', 1_200, '2026-09-30T09:00:00.000Z'),
          transaction('a1', 'Contribution', 30_000, '2026-03-14T09:00:00.000Z'),
        ],
        headers: { 'Content-Range': 'activities 0-1/27' },
      },
    });
    renderAppAt('/admin/investors');
    fireEvent.click(await screen.findByRole('button', { name: /View Full Details/ }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Transactions' }));

    const table = await within(dialog).findByRole('table', { name: 'Transactions' }, WAIT);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Sep 30, 2026Gulf Trade FinancePayout+$1,200Received $1,200',
      'Mar 14, 2026Gulf Trade FinanceContribution-$30,000Paid $30,000',
    ]);
    expect(within(dialog).getByText('The latest 2 of 27 transactions')).toBeTruthy();
    const [call] = stub.calls('GET', '/api/activities/u1');
    expect(call.url.searchParams.get('type')).toBe('transaction');
  });

  it('says what each return measures and shows the total return including the change in value (issue 19)', async () => {
    stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/admin/investor-summaries': { body: [summary], headers: { 'Content-Range': 'investor-summaries 0-0/1' } },
      'GET /api/admin/investors/u1/details': { body: details },
    });
    renderAppAt('/admin/investors');
    fireEvent.click(await screen.findByRole('button', { name: /View Full Details/ }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);

    const figure = async (name: string) => (await within(dialog).findByText(name, { selector: 'dt' }, WAIT)).parentElement?.textContent;
    // The spec's figures keep their names and values, each captioned with what it measures.
    expect(await figure('Total Return')).toBe('Total Return$500Change in value');
    expect(await figure('Return')).toBe('Return+1.67%Change in value');
    expect(await figure('Total Payouts')).toBe('Total Payouts$1,200Paid to the investor');
    // (30,500 + 1,200 - 30,000) / 30,000 = 5.666…% -> +5.67%.
    expect(await figure('Total return (incl. value change)')).toBe(
      'Total return (incl. value change)+5.67%Change in value plus payouts, over invested',
    );
  });

  it("lists the investor's activities with when each was read, and filters to those not yet read (issue 20 item 4)", async () => {
    const update = {
      ...transaction('a3', 'Performance Report', 0, '2026-10-01T09:00:00.000Z'),
      type: 'update' as const,
      title: 'Q3 report',
      amount: null,
      readAt: '2026-10-02T08:00:00.000Z',
    };
    const document = {
      ...transaction('a4', 'Legal Contracts', 0, '2026-09-15T09:00:00.000Z'),
      type: 'document' as const,
      title: 'Signed contract',
      amount: null,
      readAt: null,
    };
    const stub = stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/admin/investor-summaries': { body: [summary], headers: { 'Content-Range': 'investor-summaries 0-0/1' } },
      'GET /api/admin/investors/u1/details': { body: details },
      'GET /api/activities/u1': { body: [update, document], headers: { 'Content-Range': 'activities 0-1/2' } },
    });
    renderAppAt('/admin/investors');
    fireEvent.click(await screen.findByRole('button', { name: /View Full Details/ }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Activity' }));

    const table = await within(dialog).findByRole('table', { name: 'Activity' }, WAIT);
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(header.textContent).toContain('Read');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Oct 1, 2026Gulf Trade FinanceUpdateQ3 reportOct 2, 2026',
      'Sep 15, 2026Gulf Trade FinanceDocumentSigned contractNot yet read',
    ]);
    expect(stub.calls('GET', '/api/activities/u1').every((call) => !call.url.searchParams.has('unread'))).toBe(true);

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Not yet read' }));
    await waitFor(
      () => expect(stub.calls('GET', '/api/activities/u1').some((call) => call.url.searchParams.get('unread') === 'true')).toBe(true),
      WAIT,
    );
  });
});

describe('Investor Portfolio Details: statements and advices (issue 23)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it("lists the investor's statements and payout advices, newest first, each with its PDF", async () => {
    const stub = stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/admin/investor-summaries': { body: [summary], headers: { 'Content-Range': 'investor-summaries 0-0/1' } },
      'GET /api/admin/investors/u1/details': { body: details },
      'GET /api/admin/issued-documents': {
        body: [
          issuedDocumentView({
            id: 'd3',
            kind: 'zakat_statement',
            investorId: 'u1',
            investorName: 'Noor Haddad',
            periodStart: null,
            periodEnd: '2026-11-20',
            schemeName: null,
            amount: null,
            fileUrl: '/api/objects/issued-document/f3',
            fileName: 'zakat-statement-2026-11-20.pdf',
            createdAt: '2026-11-20T06:00:00.000Z',
          }),
          issuedDocumentView({
            id: 'd2',
            kind: 'payout_advice',
            investorId: 'u1',
            investorName: 'Noor Haddad',
            periodStart: null,
            periodEnd: null,
            schemeName: 'Gulf Trade Finance',
            amount: 1_200,
            fileUrl: '/api/objects/issued-document/f2',
            fileName: 'payout-advice-2026-10-15.pdf',
            createdAt: '2026-10-15T09:00:00.000Z',
          }),
          issuedDocumentView({
            id: 'd1',
            investorId: 'u1',
            investorName: 'Noor Haddad',
            version: 2,
            size: 48_213,
            fileUrl: '/api/objects/issued-document/f1',
            createdAt: '2026-10-02T09:00:00.000Z',
          }),
        ],
        headers: { 'Content-Range': 'issued-documents 0-2/3' },
      },
    });
    renderAppAt('/admin/investors');
    fireEvent.click(await screen.findByRole('button', { name: /View Full Details/ }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Statements' }));

    const table = await within(dialog).findByRole('table', { name: 'Statements and advices' }, WAIT);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Zakat statementZakat day Nov 20, 20261Nov 20, 2026Download',
      'Payout adviceGulf Trade Finance · $1,2001Oct 15, 2026Download',
      'Investor statementJul 1, 2026 – Sep 30, 20262Oct 2, 2026Download',
    ]);
    const link = within(table).getByRole('link', { name: 'Download Investor statement, Jul 1, 2026 – Sep 30, 2026 (PDF, 47 KB)' });
    expect(link.getAttribute('href')).toBe('/api/objects/issued-document/f1');
    expect(link.getAttribute('download')).toBe('statement-2026-07-01-2026-09-30.pdf');
    const [call] = stub.calls('GET', '/api/admin/issued-documents');
    expect(JSON.parse(call.url.searchParams.get('filter') ?? '{}')).toEqual({ investorId: 'u1' });
    expect(call.url.searchParams.get('sort')).toBe('["createdAt","DESC"]');
  });
});

describe('Investor Portfolio Details: personal details (issue 21 item 6)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  const withKyc: InvestorDetailsView = {
    ...details,
    kyc: kycApplication({
      investorId: 'u1',
      status: 'approved',
      fullName: 'Noor Haddad',
      employmentStatus: 'self_employed',
      nokRelationship: 'sibling',
      dateOfBirth: '1984-05-07',
    }),
  };

  const openPersonal = async () => {
    renderAppAt('/admin/investors');
    fireEvent.click(await screen.findByRole('button', { name: /View Full Details/ }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Personal Details' }));
    return dialog;
  };
  const field = async (dialog: HTMLElement, name: string) =>
    (await within(dialog).findByText(name, { selector: 'dt' }, WAIT)).parentElement?.textContent;

  it('shows dates, employment and the relationship in words, not codes', async () => {
    stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/admin/investor-summaries': { body: [summary], headers: { 'Content-Range': 'investor-summaries 0-0/1' } },
      'GET /api/admin/investors/u1/details': { body: withKyc },
    });
    const dialog = await openPersonal();
    expect(await field(dialog, 'Date of birth')).toBe('Date of birthMay 7, 1984');
    expect(await field(dialog, 'Employment status')).toBe('Employment statusSelf-employed');
    expect(await field(dialog, 'Relationship')).toBe('RelationshipSibling');
    expect(await field(dialog, 'Application submitted')).toBe('Application submittedMar 4, 2026');
  });

  it('corrects the details an admin may fix, checked by the KYC rules before anything is sent', async () => {
    const corrected = { ...withKyc, kyc: { ...withKyc.kyc!, phone: '+971 509998877', fullAddress: 'Tower 2, Dubai Marina' } };
    const stub = stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/admin/investor-summaries': { body: [summary], headers: { 'Content-Range': 'investor-summaries 0-0/1' } },
      'GET /api/admin/investors/u1/details': { body: withKyc },
      'PATCH /api/admin/investors/u1/personal': { body: corrected },
    });
    const dialog = await openPersonal();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Correct details' }, WAIT));
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    expect((phone as HTMLInputElement).value).toBe('+971 501234567');
    fireEvent.change(phone, { target: { value: '0501234' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Date of birth' }), { target: { value: '2999-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Phone must be a country code from the list/, {}, WAIT)).toBeTruthy();
    expect(within(dialog).getByText(/Date of birth must be a past date/)).toBeTruthy();
    expect(stub.calls('PATCH', '/api/admin/investors/u1/personal')).toHaveLength(0);

    fireEvent.change(phone, { target: { value: '+971 509998877' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Date of birth' }), { target: { value: '1984-05-07' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Address' }), { target: { value: 'Tower 2, Dubai Marina' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Personal details corrected', {}, WAIT)).toBeTruthy();
    const [call] = stub.calls('PATCH', '/api/admin/investors/u1/personal');
    // Only what changed is sent.
    expect(JSON.parse(String(call.init.body))).toEqual({ phone: '+971 509998877', fullAddress: 'Tower 2, Dubai Marina' });
    expect(await field(dialog, 'Address')).toBe('AddressTower 2, Dubai Marina');
  });
});
