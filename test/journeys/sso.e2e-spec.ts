import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Provider from 'oidc-provider';
import type { Page } from 'playwright-core';

import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from '../support/browser.js';
import { useJourney } from '../support/journey.js';
import { freePort } from '../support/server.js';

jest.setTimeout(240_000);

const JOURNEY = 'sso';

// Issue 25 item 4 in a real browser: an admin signs in through a real OpenID provider (oidc-provider,
// its own login and consent pages) and lands in the back office; someone outside the allowed domains
// is sent back to the login screen with the reason. The backend e2e (sso.e2e-spec.ts) covers the
// protocol's refusals; this journey covers what only a browser does: the cross-site redirects, the
// session cookie they must carry, and the screens.

const CLIENT_ID = 'fund-back-office';
const CLIENT_SECRET = 'a-client-secret-for-the-journey-provider-only';
const PROVIDER_NAME = 'Fund Identity';

const providerPort = await freePort();
const issuer = `http://127.0.0.1:${providerPort}`;
let provider: Server | undefined;

describe('single sign-on in the browser', () => {
  // Declared before useJourney: its afterAll runs after the journey's, so the provider outlives the server.
  afterAll(async () => {
    await new Promise((resolve) => provider?.close(resolve) ?? resolve(undefined));
  });
  const journey = useJourney({
    name: JOURNEY,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_NAME: PROVIDER_NAME,
      OIDC_ALLOWED_DOMAINS: 'fund.example',
    },
  });

  beforeAll(async () => {
    // The provider registers our callback, which needs the server's port: it starts once the server has
    // (the app discovers the issuer at the first sign-on, not at boot).
    const oidc = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${journey.base}/api/sso/callback`],
          token_endpoint_auth_method: 'client_secret_basic',
          response_types: ['code'],
          grant_types: ['authorization_code'],
        },
      ],
      findAccount: (_ctx, id) => ({
        accountId: id,
        claims: () => ({ sub: id, email: id, email_verified: true, name: `Person ${id.split('@')[0]}` }),
      }),
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      cookies: { keys: ['journey-provider-cookie-key-0123456789'] },
    });
    provider = createServer(oidc.callback());
    await new Promise<void>((resolve) => provider!.listen(providerPort, '127.0.0.1', resolve));

    // An admin invited by e-mail; single sign-on accepts the invitation (OIDC_NEW_USERS=invitation).
    await journey.admin.call('POST', '/api/admin/invitations', {
      email: 'nadia.karim@fund.example',
      fullName: 'Nadia Karim',
      role: 'admin',
    });
  });

  /** The provider's own pages: its login form (any password: the account is the e-mail), then its consent. */
  async function throughProvider(page: Page, email: string): Promise<void> {
    await page.waitForURL(`${issuer}/**`);
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  it('an invited admin signs in with the provider and lands in the back office, signed in as themselves', async () => {
    const { context, page } = await journey.open('/login', { session: null, viewport: DESKTOP });
    const button = page.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` });
    await button.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '01-login-with-sso');

    await button.click();
    await throughProvider(page, 'nadia.karim@fund.example');
    await page.waitForURL('**/admin', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    // The invitation's name (what the super admin typed), not the provider's "Person nadia.karim".
    expect(me).toMatchObject({ fullName: 'Nadia Karim', role: 'admin' });
    await screenshot(page, JOURNEY, '02-back-office-after-sso');
    await context.close();
  });

  it('someone outside the allowed domains is sent back to the login screen with the reason, signed out', async () => {
    const { context, page } = await journey.open('/login', { session: null, viewport: PHONE });
    await page.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` }).click();
    await throughProvider(page, 'eve@elsewhere.example');
    await page.waitForURL('**/login?sso=domain');
    const alert = page.getByRole('alert').filter({ hasText: 'Single sign-on did not sign you in' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Your e-mail address's domain may not sign in through single sign-on here");
    expect((await page.evaluate(async () => (await fetch('/api/me')).status)) as number).toBe(401);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '03-login-refused-phone');
    await context.close();
  });
});
