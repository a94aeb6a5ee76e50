import { configure, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

beforeAll(() => import('./UnsubscribePage'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const tokenOf = (stub: ReturnType<typeof stubFetch>) =>
  stub.fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').searchParams.get('token')}`);

describe('the unsubscribe page (no login)', () => {
  it('asks before turning the e-mails off, then says what changed and where to change it back', async () => {
    const stub = stubFetch({
      'GET /api/unsubscribe': { body: { state: 'valid', categories: ['documents', 'payouts'], emailHint: 'n***@example.com' } },
      'POST /api/unsubscribe': { body: { state: 'done', categories: ['documents', 'payouts'], emailHint: 'n***@example.com' } },
    });

    renderApp('/unsubscribe?token=abc.def');

    expect(await screen.findByText('Stop e-mails about documents and payouts and transactions to n***@example.com?')).toBeTruthy();
    expect(stub.requests()).toEqual(['GET /api/unsubscribe']);
    fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));

    expect(
      await screen.findByText(
        'Done: you will no longer get e-mails about documents and payouts and transactions at n***@example.com. You can change this any time in Profile > Notifications.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Profile > Notifications' }).getAttribute('href')).toBe('/investor/profile#notifications');
    expect(tokenOf(stub)).toEqual(['GET abc.def', 'POST abc.def']);
  });

  it('says so when the link was already used', async () => {
    stubFetch({ 'GET /api/unsubscribe': { body: { state: 'done', categories: ['updates'], emailHint: 'n***@example.com' } } });

    renderApp('/unsubscribe?token=abc');

    expect(await screen.findByText(/^Done: you will no longer get e-mails about updates at n\*\*\*@example\.com\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).toBeNull();
  });

  it.each([
    ['an altered or expired link', serverError(400, 'This unsubscribe link is not valid or has expired')],
    ['a deleted investor', serverError(404, 'This unsubscribe link is not valid or has expired', 'Not Found')],
  ])('explains %s and offers nothing to confirm', async (_case, reply) => {
    stubFetch({ 'GET /api/unsubscribe': reply });

    renderApp('/unsubscribe?token=tampered');

    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText('This unsubscribe link is not valid or has expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).toBeNull();
  });

  it('explains a link without a token without asking the server', async () => {
    const stub = stubFetch({});

    renderApp('/unsubscribe');

    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(/This unsubscribe link is not valid/)).toBeTruthy();
    expect(stub.requests()).toEqual([]);
  });

  it('keeps the question when confirming fails, with the reason', async () => {
    stubFetch({
      'GET /api/unsubscribe': { body: { state: 'valid', categories: ['tickets'], emailHint: 'n***@example.com' } },
      'POST /api/unsubscribe': serverError(400, 'This unsubscribe link is not valid or has expired'),
    });

    renderApp('/unsubscribe?token=abc');

    fireEvent.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText('This unsubscribe link is not valid or has expired')).toBeTruthy();
    expect(screen.getByText('Stop e-mails about support tickets to n***@example.com?')).toBeTruthy();
  });
});
