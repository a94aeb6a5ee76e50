import { beforeEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '@fund/ui/testing';

import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';
import { createAuthProvider } from './authProvider';
import { httpClient, stepUpGate } from './http';

const refused = { status: 401, body: { statusCode: 401, message: 'Not authenticated' } };

describe('authProvider', () => {
  let assign: ReturnType<typeof stubNavigation>;

  beforeEach(() => {
    assign = stubNavigation();
  });

  describe('checkAuth', () => {
    it('resolves when GET /api/me answers, sending the session cookie', async () => {
      const stub = stubFetch({ 'GET /api/me': { body: ADMIN_ME } });

      await expect(createAuthProvider().checkAuth({})).resolves.toBeUndefined();

      expect(stub.calls('GET', '/api/me')[0].init.credentials).toBe('include');
      expect(assign).not.toHaveBeenCalled();
    });

    it('rejects on 401 and sends the browser to /login, telling react-admin not to redirect', async () => {
      stubFetch({ 'GET /api/me': refused });

      await expect(createAuthProvider().checkAuth({})).rejects.toMatchObject({ redirectTo: false });

      expect(assign).toHaveBeenCalledWith('/login');
    });

    it.each([
      [403, 'Password change required'],
      [500, 'Internal server error'],
    ])('rejects on %i without leaving the page', async (status, message) => {
      stubFetch({ 'GET /api/me': { status, body: { statusCode: status, message } } });

      await expect(createAuthProvider().checkAuth({})).rejects.toMatchObject({ status, message });

      expect(assign).not.toHaveBeenCalled();
    });
  });

  describe('checkError', () => {
    it('sends the browser to /login on 401 without logging out through react-admin', async () => {
      stubFetch({});

      await expect(createAuthProvider().checkError({ status: 401, message: 'Authentication required' })).rejects.toMatchObject({
        redirectTo: false,
        logoutUser: false,
      });

      expect(assign).toHaveBeenCalledWith('/login');
    });

    // Issue 25 item 3: the fund's policy holds an admin without a second factor; the portal's set-up page takes them in.
    it('sends an admin the policy holds to the set-up page on 403 SECOND_FACTOR_REQUIRED', async () => {
      stubFetch({});
      const error = {
        status: 403,
        message: 'Set one up',
        body: { statusCode: 403, message: 'Set one up', code: 'SECOND_FACTOR_REQUIRED' },
      };

      await expect(createAuthProvider().checkError(error)).rejects.toMatchObject({ redirectTo: false, logoutUser: false });

      expect(assign).toHaveBeenCalledWith('/security/setup');
    });

    // A 403 refuses one action (a super-admin-only call, another investor's record), not the session:
    // the admin stays signed in and sees the error.
    it.each([
      [403, 'You do not have permission to do this'],
      [422, 'Invalid'],
    ])('lets %i through as an ordinary error, staying signed in', async (status, message) => {
      const stub = stubFetch({});
      const provider = createAuthProvider();

      await expect(provider.checkError({ status, message })).resolves.toBeUndefined();

      expect(assign).not.toHaveBeenCalled();
      expect(stub.fetchMock).not.toHaveBeenCalled();
    });
  });

  it('getIdentity maps GET /api/me to the name and avatar react-admin shows', async () => {
    stubFetch({ 'GET /api/me': { body: ADMIN_ME } });

    await expect(createAuthProvider().getIdentity?.()).resolves.toEqual({
      id: '7',
      fullName: 'Amina Rahman',
      avatar: '/objects/amina.png',
      role: 'admin',
    });
  });

  describe('canAccess', () => {
    it.each(['admin', 'super_admin'])('lets %s in', async (role) => {
      stubFetch({ 'GET /api/me': { body: { ...ADMIN_ME, role } } });

      await expect(createAuthProvider().canAccess?.({ resource: 'admin', action: 'access' })).resolves.toBe(true);

      expect(assign).not.toHaveBeenCalled();
    });

    it('refuses an investor and sends them to the investor portal', async () => {
      stubFetch({ 'GET /api/me': { body: { ...ADMIN_ME, role: 'investor' } } });

      await expect(createAuthProvider().canAccess?.({ resource: 'admin', action: 'access' })).resolves.toBe(false);

      expect(assign).toHaveBeenCalledWith('/');
    });
  });

  describe('logout', () => {
    it('POSTs JSON to /api/logout with the session cookie, then reloads at /', async () => {
      const stub = stubFetch({ 'POST /api/logout': { body: { message: 'Logged out' } } });

      await expect(createAuthProvider().logout({})).resolves.toBe(false);

      const [call] = stub.calls('POST', '/api/logout');
      expect(call.init.credentials).toBe('include');
      expect(new Headers(call.init.headers).get('Content-Type')).toBe('application/json');
      expect(assign).toHaveBeenCalledWith('/');
    });

    it('still goes to / when the logout call fails', async () => {
      stubFetch({ 'POST /api/logout': { status: 500, body: { message: 'Internal server error' } } });

      await expect(createAuthProvider().logout({})).resolves.toBe(false);

      expect(assign).toHaveBeenCalledWith('/');
    });

    it('still goes to / when the network is down', async () => {
      vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

      await createAuthProvider().logout({});

      expect(assign).toHaveBeenCalledWith('/');
    });

    it('after a refused session check, neither calls the API nor overrides the /login redirect', async () => {
      const stub = stubFetch({ 'GET /api/me': refused });
      const provider = createAuthProvider();
      await provider.checkAuth({}).catch(() => undefined);

      await provider.logout({});

      expect(stub.calls('POST', '/api/logout')).toHaveLength(0);
      expect(assign.mock.calls).toEqual([['/login']]);
    });
  });

  describe('step-up (issue 25 item 5)', () => {
    const stepUp = {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Confirm it is you', code: 'STEP_UP_REQUIRED' },
    };

    it('the HTTP client asks the step-up question and sends the change again with the same headers once confirmed', async () => {
      const stub = stubFetch({ 'POST /api/payouts': [stepUp, { status: 201, body: { ok: true } }] });
      const ask = vi.fn(async () => true);
      stepUpGate.setPrompt(ask);
      try {
        const answer = await httpClient('/api/payouts', {
          method: 'POST',
          body: '{"payoutAmount":75000}',
          headers: new Headers({ 'Idempotency-Key': 'k1' }),
        });
        expect(answer.json).toEqual({ ok: true });
      } finally {
        stepUpGate.setPrompt(undefined);
      }
      expect(ask).toHaveBeenCalledTimes(1);
      const calls = stub.calls('POST', '/api/payouts');
      expect(calls.map((call) => new Headers(call.init.headers).get('Idempotency-Key'))).toEqual(['k1', 'k1']);
      expect(calls.map((call) => call.init.body)).toEqual(['{"payoutAmount":75000}', '{"payoutAmount":75000}']);
    });

    it('a step-up the admin cancelled is an ordinary error: still signed in', async () => {
      stubFetch({ 'POST /api/payouts': stepUp });
      stepUpGate.setPrompt(async () => false);
      let error: unknown;
      try {
        error = await httpClient('/api/payouts', { method: 'POST', body: '{}' }).catch((caught: unknown) => caught);
      } finally {
        stepUpGate.setPrompt(undefined);
      }
      await expect(createAuthProvider().checkError(error)).resolves.toBeUndefined();
      expect(assign).not.toHaveBeenCalled();
    });
  });
});
