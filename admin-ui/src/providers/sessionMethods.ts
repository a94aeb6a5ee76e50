import type { SessionsEndedAnswer, SessionView } from '@fund/contracts';

import { API_URL, httpClient } from './http';

// Where people are signed in (issue 25 item 6): the admin's own sessions (My account) and an
// investor's or another admin's (an admin's only for a super admin), and ending them.

const at = (...parts: string[]) => `${API_URL}/${parts.map(encodeURIComponent).join('/')}`;

const read = async <T>(url: string, signal?: AbortSignal): Promise<T> => (await httpClient(url, { signal })).json as T;

const send = async <T>(method: 'POST' | 'DELETE', url: string): Promise<T> => (await httpClient(url, { method })).json as T;

export const sessionMethods = {
  /** GET /api/sessions: where the signed-in admin is signed in, newest first. */
  getMySessions: (signal?: AbortSignal) => read<SessionView[]>(at('sessions'), signal),

  /** DELETE /api/sessions/{id}: one of the admin's other sessions; `'others'`: POST /api/sessions/end-others. */
  endMySessions: (target: string) =>
    target === 'others'
      ? send<SessionsEndedAnswer>('POST', at('sessions', 'end-others'))
      : send<SessionsEndedAnswer>('DELETE', at('sessions', target)),

  /** GET /api/admin/users/{id}/sessions. */
  getUserSessions: (userId: string, signal?: AbortSignal) => read<SessionView[]>(at('admin', 'users', userId, 'sessions'), signal),

  /** POST /api/admin/users/{id}/sessions/end: every session of the user (never the admin's own current one). */
  endUserSessions: (userId: string) => send<SessionsEndedAnswer>('POST', at('admin', 'users', userId, 'sessions', 'end')),
};
