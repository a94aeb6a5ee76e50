import { beforeEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '@fund/ui/testing';

import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';
import { createAuthProvider } from './authProvider';

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
});
