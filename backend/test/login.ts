import request from 'supertest';

import type { TestApp } from './test-app.js';

export type Agent = ReturnType<typeof request.agent>;

/** The code of the newest login-code e-mail sent to `email`, read from the test app's outbox. */
export async function latestLoginCode(t: TestApp, email: string): Promise<string> {
  const mails = (await t.outbox()).filter((eml) => eml.includes(`To: ${email}`) && /Your login code is \d{6}/.test(eml));
  const newest = mails.at(-1);
  if (!newest) throw new Error(`No login code was e-mailed to ${email}`);
  return /Your login code is (\d{6})/.exec(newest)![1];
}

/**
 * Logs in the way a browser does, through both steps: the password step on a cookie-keeping agent,
 * the code from the e-mail the app wrote to its outbox, then the code step in the same session.
 * Answers the logged-in agent and the verify-otp body ({mustChangePassword, role, id}).
 * `forwardedFor` makes every request of the agent come from that client IP.
 */
export async function loginThroughOtp(
  t: TestApp,
  username: string,
  password: string,
  options: { forwardedFor?: string } = {},
): Promise<{ agent: Agent; body: Record<string, unknown> }> {
  const agent = request.agent(t.server);
  // The test app trusts loopback proxies (TRUST_PROXY), and supertest connects from loopback: this sets the client IP.
  if (options.forwardedFor) agent.set('X-Forwarded-For', options.forwardedFor);
  const login = await agent.post('/api/login').send({ username, password });
  if (login.status !== 200) throw new Error(`POST /api/login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const [user] = await t.dataSource.query<{ email: string }[]>('SELECT email FROM users WHERE id = $1', [login.body.userId]);
  const otpCode = await latestLoginCode(t, user.email);
  const verify = await agent.post('/api/verify-otp').send({ userId: login.body.userId, otpCode });
  if (verify.status !== 200) throw new Error(`POST /api/verify-otp answered ${verify.status}: ${JSON.stringify(verify.body)}`);
  return { agent, body: verify.body as Record<string, unknown> };
}

/** The session id a response set in its `sid` cookie (the part before the signature). */
export function sessionIdOf(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  const sid = cookies.find((c) => c.startsWith('sid='));
  if (!sid) return undefined;
  const value = decodeURIComponent(sid.slice('sid='.length).split(';')[0]);
  return value.startsWith('s:') ? value.slice(2, value.lastIndexOf('.')) : undefined;
}
