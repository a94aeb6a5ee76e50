import { Type, type Static } from '@sinclair/typebox';

import { DateTime, Nullable } from './schema.js';

// Issue 25 item 6: where a user is signed in. A session's id on the wire is a public one (the first 32
// hex characters of the SHA-256 of its secret id): the secret id is the cookie's bearer value and never
// leaves the server.

/** The public id of a session: 32 lower-case hex characters. */
export const SESSION_PUBLIC_ID_PATTERN = /^[0-9a-f]{32}$/;

/** GET /api/sessions, GET /api/admin/users/{id}/sessions: one signed-in session, newest first. */
export const SessionView = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{32}$', description: 'The public id of the session (never its cookie value)' }),
  device: Nullable(
    Type.String({ description: "Browser and system, e.g. 'Chrome 131 on Windows 10' (null when the session has no device information)" }),
  ),
  browser: Nullable(Type.String({ description: 'The browser with its major version, e.g. Chrome 131' })),
  system: Nullable(Type.String({ description: 'The operating system, e.g. Windows 10' })),
  address: Nullable(Type.String({ description: 'The client address at sign-in' })),
  startedAt: DateTime({ description: 'When the sign-in finished' }),
  lastSeenAt: DateTime({ description: 'The last request, to the minute' }),
  current: Type.Boolean({ description: "The caller's own session (the one this request came with)" }),
});
export type SessionView = Static<typeof SessionView>;

/** DELETE /api/sessions/{id}, POST /api/sessions/end-others, POST /api/admin/users/{id}/sessions/end. */
export const SessionsEndedAnswer = Type.Object({
  message: Type.String(),
  ended: Type.Integer({ minimum: 0, description: 'How many sessions were ended' }),
});
export type SessionsEndedAnswer = Static<typeof SessionsEndedAnswer>;
