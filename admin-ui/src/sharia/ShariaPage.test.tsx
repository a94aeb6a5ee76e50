import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { MESSAGES } from '@fund/contracts';
import { serverError, stubFetch, type StubTable } from '@fund/ui/testing';

import { listReply } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';
import { boardMember, pronouncement, shariaSettings, shariaStatus } from './shariaFixtures';

const WAIT = { timeout: 10_000 };
const PRONOUNCEMENTS = '/api/admin/sharia/pronouncements';

const openPage = (path = '/admin/sharia', routes: StubTable = {}) => {
  const stub = stubFetch({
    'GET /api/me': { body: ADMIN_ME },
    'GET /api/sharia/schemes': {
      body: [
        shariaStatus(),
        shariaStatus({ schemeId: 's2', schemeName: 'Green Musharakah', status: 'expiring', validUntil: '2026-12-09', daysLeft: 12 }),
        shariaStatus({
          schemeId: 's3',
          schemeName: 'Riyadh Ijara',
          status: 'expired',
          validUntil: '2026-11-20',
          daysLeft: -7,
          gated: true,
          message: MESSAGES.shariaCertificateExpired('Riyadh Ijara', 'Nov 20, 2026'),
        }),
        shariaStatus({ schemeId: 's4', schemeName: 'Sukuk Fund', status: 'none', validUntil: null, daysLeft: null }),
      ],
    },
    [`GET ${PRONOUNCEMENTS}`]: ({ url }) => {
      const { schemeId } = JSON.parse(url.searchParams.get('filter') ?? '{}') as { schemeId?: string };
      const rows =
        schemeId === 's1'
          ? [
              pronouncement(),
              pronouncement({ id: 'p0', title: 'Certificate 2025', issuedOn: '2025-03-13', validUntil: '2026-03-12', current: false }),
            ]
          : [];
      return listReply('sharia-pronouncements', rows);
    },
    'GET /api/admin/sharia/board': listReply('sharia-board', [
      boardMember(),
      boardMember({ id: 'b2', fullName: 'Sheikh Omar Haddad', title: 'Member', endedOn: '2025-12-31', current: false, bioAr: '' }),
    ]),
    'GET /api/sharia/settings': { body: shariaSettings() },
    ...routes,
  });
  renderAppAt(path);
  return stub;
};

describe('Sharia governance (issue 24)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('shows each scheme’s badge, why a scheme is held, its current certificate and its history', async () => {
    const stub = openPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sharia governance' }, WAIT)).toBeTruthy();
    const noor = await screen.findByRole('region', { name: /Al Noor Murabaha/ }, WAIT);
    expect(within(noor).getByText('Certified until Mar 12, 2027')).toBeTruthy();
    const history = await within(noor).findByRole('table', { name: 'Pronouncements of Al Noor Murabaha' }, WAIT);
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(noor).getAllByText('Sharia compliance certificate 2026').length).toBe(2);
    expect(within(history).getByRole('link', { name: 'The signed PDF of Sharia compliance certificate 2026' }).getAttribute('href')).toBe(
      '/api/objects/sharia-document/d1',
    );
    expect(screen.getByText('Expires in 12 days')).toBeTruthy();
    expect(screen.getByText('Expired on Nov 20, 2026')).toBeTruthy();
    expect(screen.getByText(MESSAGES.shariaCertificateExpired('Riyadh Ijara', 'Nov 20, 2026'))).toBeTruthy();
    expect(screen.getByText('Not certified')).toBeTruthy();
    const [asked] = stub.calls('GET', PRONOUNCEMENTS);
    expect(asked.url.searchParams.get('sort')).toBe('["issuedOn","DESC"]');
  });

  it('refuses a valid until before the issue date without asking, and shows the server’s refusal in the dialog', async () => {
    const stub = openPage('/admin/sharia', {
      [`POST ${PRONOUNCEMENTS}`]: serverError(400, MESSAGES.shariaDocumentInvalid, 'Bad Request'),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Add a pronouncement to Sukuk Fund' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Add pronouncement' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText('Title', { exact: false }), { target: { value: 'Certificate 2026' } });
    fireEvent.change(within(dialog).getByLabelText('Issuer', { exact: false }), { target: { value: 'The board' } });
    fireEvent.change(within(dialog).getByLabelText('Signatories', { exact: false }), { target: { value: 'Dr Amina Yusuf' } });
    fireEvent.change(within(dialog).getByLabelText('Issue date', { exact: false }), { target: { value: '2026-06-01' } });
    fireEvent.change(within(dialog).getByLabelText('Valid until', { exact: false }), { target: { value: '2026-05-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.validUntilBeforeIssue, {}, WAIT)).toBeTruthy();
    expect(stub.calls('POST', PRONOUNCEMENTS)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Valid until', { exact: false }), { target: { value: '2027-05-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.shariaDocumentInvalid, {}, WAIT)).toBeTruthy();
    expect(stub.bodiesOf(`POST ${PRONOUNCEMENTS}`)).toEqual([
      {
        schemeId: 's4',
        kind: 'certificate',
        title: 'Certificate 2026',
        issuer: 'The board',
        signatories: 'Dr Amina Yusuf',
        issuedOn: '2026-06-01',
        validUntil: '2027-05-31',
        documentUrl: null,
        summary: '',
      },
    ]);
  });

  it('asks for the signed PDF of a report saved without one, in the dialog (no crash)', async () => {
    openPage('/admin/sharia?tab=reports', {
      'GET /api/sharia/reports': { body: [] },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Add report' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Add annual report' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.shariaDocumentInvalid, {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('exports the purification totals of the year as CSV', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:totals');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const year = new Date().getUTCFullYear();
    const stub = openPage('/admin/sharia?tab=purification', {
      'GET /api/admin/sharia/purification-rates': listReply('purification-rates', []),
      'GET /api/admin/sharia/purification-totals': {
        body: [
          {
            schemeId: 's1',
            schemeName: 'Al Noor Murabaha',
            periodStart: `${year}-01-01`,
            periodEnd: `${year}-12-31`,
            basis: 'percent',
            rate: '1.5%',
            payouts: 9,
            payoutTotal: 1_560,
            purification: 24,
            given: 0,
          },
        ],
      },
      'GET /api/admin/sharia/purification-totals.csv': {
        body: 'scheme,purification\nAl Noor Murabaha,24\n',
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="purification-totals-${year}.csv"` },
      },
    });

    await screen.findByRole('cell', { name: '$24' }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(stub.calls('GET', '/api/admin/sharia/purification-totals.csv')).toHaveLength(1), WAIT);
    await waitFor(() => expect(saved).toEqual([`purification-totals-${year}.csv`]), WAIT);
    const [asked] = stub.calls('GET', '/api/admin/sharia/purification-totals.csv');
    expect(asked.url.searchParams.get('year')).toBe(String(year));
    vi.restoreAllMocks();
  });

  it('lists the board, current and ended, with the Arabic biography right to left', async () => {
    openPage('/admin/sharia?tab=board');

    const list = await screen.findByRole('list', { name: 'Board members' }, WAIT);
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Current')).toBeTruthy();
    expect(within(cards[1]).getByText('Ended')).toBeTruthy();
    const arabic = within(cards[0]).getByText('عشرون عاماً في الهيئات الشرعية.');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
  });

  it('saves the fund’s settings with PUT', async () => {
    const stub = openPage('/admin/sharia?tab=zakat', {
      'PUT /api/admin/sharia/settings': { body: shariaSettings({ gateMode: 'warn', updatedAt: '2026-11-27T10:00:00.000Z' }) },
      'GET /api/admin/sharia/nisab-prices': listReply('nisab-prices', []),
    });

    fireEvent.click(await screen.findByRole('radio', { name: 'Warn only: let them through with a warning' }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(stub.bodiesOf('PUT /api/admin/sharia/settings')).toEqual([
          { gateMode: 'warn', certificateRequired: false, nisabMetal: 'gold', zakatYear: 'lunar' },
        ]),
      WAIT,
    );
    expect(await screen.findByText('No prices yet. Add today’s price per gram of the nisab metal.', {}, WAIT)).toBeTruthy();
  });

  it('reads each musharakah scheme’s zakatable share from the badges’ call, without a call per scheme', async () => {
    const stub = openPage('/admin/sharia?tab=zakat', {
      'GET /api/sharia/schemes': {
        body: [
          shariaStatus(),
          shariaStatus({ schemeId: 's2', schemeName: 'Green Musharakah', productId: 'musharakah', zakatAssetsPercent: '62.5' }),
          shariaStatus({ schemeId: 's5', schemeName: 'Tech Musharakah', productId: 'musharakah', zakatAssetsPercent: null }),
        ],
      },
      'GET /api/admin/sharia/nisab-prices': listReply('nisab-prices', []),
      'PUT /api/admin/sharia/schemes/s5/zakat': serverError(400, MESSAGES.zakatAssetsPercentInvalid, 'Bad Request'),
    });

    const green = await screen.findByLabelText('Zakatable assets of Green Musharakah (%)', {}, WAIT);
    expect((green as HTMLInputElement).value).toBe('62.5');
    expect(screen.queryByLabelText('Zakatable assets of Al Noor Murabaha (%)')).toBeNull();
    const tech = screen.getByLabelText('Zakatable assets of Tech Musharakah (%)');
    expect((tech as HTMLInputElement).value).toBe('');
    fireEvent.change(tech, { target: { value: '40' } });
    const row = tech.closest('li') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText(MESSAGES.zakatAssetsPercentInvalid, {}, WAIT)).toBeTruthy();
    expect(stub.bodiesOf('PUT /api/admin/sharia/schemes/s5/zakat')).toEqual([{ zakatAssetsPercent: '40' }]);
    expect(stub.calls('GET', '/api/schemes')).toHaveLength(0);
    expect(stub.calls('GET', '/api/sharia/schemes/s2')).toHaveLength(0);
  });

  it('deletes a nisab price once confirmed', async () => {
    const stub = openPage('/admin/sharia?tab=zakat', {
      'GET /api/admin/sharia/nisab-prices': listReply('nisab-prices', [
        { id: 'n1', metal: 'gold', pricePerGram: '78.45', effectiveOn: '2026-11-01', createdAt: '2026-11-01T08:00:00.000Z' },
      ]),
      'DELETE /api/admin/sharia/nisab-prices/n1': {
        body: { id: 'n1', metal: 'gold', pricePerGram: '78.45', effectiveOn: '2026-11-01', createdAt: '2026-11-01T08:00:00.000Z' },
      },
    });

    const table = await screen.findByRole('table', { name: 'Nisab prices' }, WAIT);
    fireEvent.click(await within(table).findByRole('button', { name: 'Delete the gold price from Nov 1, 2026' }, WAIT));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the gold price from Nov 1, 2026?' }, WAIT);
    expect(stub.calls('DELETE', '/api/admin/sharia/nisab-prices/n1')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(stub.calls('DELETE', '/api/admin/sharia/nisab-prices/n1')).toHaveLength(1), WAIT);
  });
});
