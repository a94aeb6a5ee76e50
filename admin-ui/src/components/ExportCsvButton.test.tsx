import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ListContextProvider, Notification, type ListControllerResult } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ExportCsvButton } from './ExportCsvButton';
import { renderInAdmin } from './testUtils';

const list = (values: Partial<ListControllerResult>) => values as ListControllerResult;

describe('ExportCsvButton', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('exports the list’s current filter and sort through the server, then downloads the file', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderInAdmin(
      <ListContextProvider
        value={list({
          filterValues: { status: 'pending', q: 'layla' },
          filter: undefined,
          sort: { field: 'submittedAt', order: 'DESC' },
          total: 3000,
        })}
      >
        <ExportCsvButton resource="kyc" name="kyc-applications" columns={[{ header: 'app.kyc.columns.full_name', field: 'fullName' }]} />
      </ListContextProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    // While the server writes the file the button says so and cannot start a second export.
    const busy = await screen.findByRole('button', { name: 'Exporting…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0 as never]), window.location.origin);
    expect(url.pathname).toBe('/api/admin/exports/kyc');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: 'pending', q: 'layla' });
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['submittedAt', 'DESC']);
    expect(JSON.parse(url.searchParams.get('columns')!)).toEqual([{ header: 'Full name', field: 'fullName' }]);
    expect(url.searchParams.get('name')).toBe('kyc-applications');

    answer(new Response('Full Name\r\n', { headers: { 'Content-Disposition': 'attachment; filename="kyc-applications-2026-11-02.csv"' } }));
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(saved).toEqual([{ href: 'blob:export', download: 'kyc-applications-2026-11-02.csv' }]);
  });

  it('adds the list’s permanent filter, and is disabled when the list is empty', () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = renderInAdmin(
      <ListContextProvider
        value={list({
          filterValues: { q: 'omar' },
          filter: { hasSchemes: true },
          sort: { field: 'investor.fullName', order: 'ASC' },
          total: 12,
        })}
      >
        <ExportCsvButton
          resource="investor-summaries"
          columns={[{ header: 'app.investors.columns.full_name', field: 'investor.fullName' }]}
        />
      </ListContextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const url = new URL(String(fetchMock.mock.calls[0]?.[0 as never]), window.location.origin);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'omar', hasSchemes: true });
    unmount();

    renderInAdmin(
      <ListContextProvider value={list({ filterValues: {}, sort: { field: 'id', order: 'ASC' }, total: 0 })}>
        <ExportCsvButton resource="tickets" columns={[]} />
      </ListContextProvider>,
    );
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes the filter and sort from its props outside a list, and shows the server’s refusal', async () => {
    const fetchMock = vi.fn(
      // A 403: a 401 sends the admin to the login screen instead of a message (App.test).
      async () =>
        new Response(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Forbidden resource' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInAdmin(
      <>
        <ExportCsvButton
          resource="audit-logs"
          filter={{ action: 'LOGIN_FAILED' }}
          sort={{ field: 'timestamp', order: 'DESC' }}
          columns={[]}
        />
        <Notification />
      </>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await screen.findByText('Forbidden resource');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0 as never]), window.location.origin);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ action: 'LOGIN_FAILED' });
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['timestamp', 'DESC']);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(false));
    expect(saved).toEqual([]);
  });
});
