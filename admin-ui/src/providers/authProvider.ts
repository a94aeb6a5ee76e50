import type { AuthProvider, UserIdentity } from 'react-admin';

import { isAdminRole, SECOND_FACTOR_REQUIRED, type MeView } from '@fund/contracts';

import { API_URL, httpClient, isStepUpRefusal } from './http';

/** The login screen belongs to the investor app, outside the /admin router. */
export const LOGIN_PATH = '/login';
/** Where logout and non-admin users land: the investor app's root, by full reload. */
export const PORTAL_PATH = '/';
/** Where an admin the second-factor policy holds sets one up (the investor app's page, issue 25 item 3). */
export const SECOND_FACTOR_SETUP_PATH = '/security/setup';

/**
 * Rejection telling react-admin the redirect is already under way: no navigation of its own,
 * no logout call, no error toast.
 */
const REDIRECT_HANDLED = { redirectTo: false, logoutUser: false, message: false } as const;

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/**
 * Only a 401 means the session is gone; a 403 refuses one action and leaves the admin signed in, as
 * does a 401 STEP_UP_REQUIRED the admin chose not to confirm (issue 25 item 5).
 */
const isSessionRefused = (error: unknown) => statusOf(error) === 401 && !isStepUpRefusal(error);

/** A 403 SECOND_FACTOR_REQUIRED: the fund's policy holds this admin until they set up a second factor. */
const isSecondFactorRequired = (error: unknown) =>
  statusOf(error) === 403 && (error as { body?: { code?: unknown } }).body?.code === SECOND_FACTOR_REQUIRED;

export const createAuthProvider = (): AuthProvider => {
  // Set once the browser is on its way to the login screen. react-admin calls logout() after a
  // failed checkAuth; that call must neither POST /api/logout nor race the /login redirect.
  let leavingForLogin = false;

  const sendToLogin = () => {
    leavingForLogin = true;
    window.location.assign(LOGIN_PATH);
    return REDIRECT_HANDLED;
  };

  const fetchMe = async (): Promise<MeView> => {
    try {
      const { json } = await httpClient(`${API_URL}/me`);
      return json as MeView;
    } catch (error) {
      throw isSessionRefused(error) ? sendToLogin() : error;
    }
  };

  return {
    login: async () => {
      // Credentials are entered in the investor app; the admin console never shows a login form.
      throw sendToLogin();
    },

    checkAuth: async () => {
      await fetchMe();
    },

    checkError: async (error: unknown) => {
      if (isSessionRefused(error)) throw sendToLogin();
      if (isSecondFactorRequired(error)) {
        window.location.assign(SECOND_FACTOR_SETUP_PATH);
        throw REDIRECT_HANDLED;
      }
    },

    getIdentity: async (): Promise<UserIdentity> => {
      const me = await fetchMe();
      return {
        id: me.id,
        fullName: me.fullName,
        avatar: me.profilePhotoUrl ?? undefined,
        role: me.role,
      };
    },

    canAccess: async () => {
      const me = await fetchMe();
      if (isAdminRole(me.role)) return true;
      // Investors have a portal of their own.
      window.location.assign(PORTAL_PATH);
      return false;
    },

    logout: async () => {
      if (leavingForLogin) return false;
      try {
        await httpClient(`${API_URL}/logout`, { method: 'POST', body: JSON.stringify({}) });
      } catch {
        // spec/000 §7: the browser goes to / whether the call succeeded or failed.
      }
      window.location.assign(PORTAL_PATH);
      return false;
    },
  };
};

export const authProvider = createAuthProvider();
