import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';

import { createActivity, createEnrollment, createKycApplication, createScheme } from '../../../test/factories.js';
import { localPath, PDF, PNG } from '../../../test/files.js';
import { createUser, sessionFor, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';

// The records a contract-check operation aims at: real ids for its path and body, so that valid requests
// reach the code behind the checks instead of a 404. A fresh world for every operation, so what one
// operation deletes, disables or demotes cannot change what the next one sees.

export type Role = 'anonymous' | 'investor' | 'admin';

export interface World {
  cookies: Record<Role, string | undefined>;
  /** Each role's current password: TEST_PASSWORD until a change accepted in this world replaced it (see currentPasswordOf). */
  passwords: Record<Role, string>;
  /** Record ids by what they are. */
  ids: {
    admin: string;
    victimAdmin: string;
    investor: string;
    scheme: string;
    enrollment: string;
    activity: string;
    kycPending: string;
    ticket: string;
    expression: string;
    asset: string;
    assetMedia: string;
    allocation: string;
    slide: string;
    invitation: string;
    resetRequest: string;
    adminResetRequest: string;
    schemeDocument: string;
    distribution: string;
  };
  invitationToken: string;
  /** Stored files: the object path of an uploaded KYC document, asset image, scheme document and the investor's public profile photo. */
  objects: {
    kycDocument: string;
    image: string;
    schemeDocument: string;
    profilePhoto: string;
    /** Issue 24: a signed Sharia document, a board photo and the investor's purification receipt. */
    shariaDocument: string;
    boardPhoto: string;
    purificationReceipt: string;
  };
  /** A fresh, unused upload URL for each kind (a KYC document, a scheme document). */
  uploadUrls: { kycDocument: string; schemeDocument: string };
}

/** An answer the world needs: anything but 2xx stops the check with what was answered. */
function ok(res: request.Response, what: string): request.Response {
  if (res.status >= 300) throw new Error(`${what} answered ${res.status}: ${res.text}`);
  return res;
}

const one = async (t: TestApp, sql: string, params: unknown[] = []) => ((await t.dataSource.query(sql, params)) as { id: string }[])[0].id;

export async function buildWorld(t: TestApp): Promise<World> {
  // A global setting an earlier operation's PUT may have turned on: it would hold every admin of this world (issue 25 item 3).
  await t.dataSource.query('UPDATE security_settings SET admins_need_second_factor = false');
  const admin = await createUser(t, { role: 'super_admin' });
  const victimAdmin = await createUser(t, { role: 'admin' });
  const investor = await createUser(t, { role: 'investor' });
  const adminCookie = await sessionFor(t, admin);
  const investorCookie = await sessionFor(t, investor);
  const scheme = await createScheme(t);
  await createKycApplication(t, { investorId: investor.id, status: 'approved', email: investor.email });
  const kycPending = await createKycApplication(t);
  const enrollment = await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id });
  const activity = await createActivity(t, { investorId: investor.id, schemeId: scheme.id });
  const ticket = await one(
    t,
    `INSERT INTO tickets (investor_id, subject, description) VALUES ($1, 'Payout timing', 'When is the next payout due?') RETURNING id`,
    [investor.id],
  );
  const expression = await one(t, `INSERT INTO expressions_of_interest (investor_id, scheme_id) VALUES ($1, $2) RETURNING id`, [
    investor.id,
    scheme.id,
  ]);

  // Files through the real upload routes.
  const kycTicket = ok(await request(t.server).post('/api/objects/upload').send({}), 'POST /api/objects/upload');
  const kycUpload = kycTicket.body.uploadURL as string;
  ok(await request(t.server).put(localPath(kycUpload)).set('Content-Type', 'application/pdf').send(PDF), 'PUT KYC document');
  const kycDocument = (await request(t.server).put('/api/kyc-documents').send({ documentURL: kycUpload })).body.objectPath as string;
  const imageTicket = ok(
    await request(t.server)
      .post('/api/objects/request-upload')
      .set('Cookie', adminCookie)
      .send({ fileName: 'front.png', contentType: 'image/png', path: 'assets' }),
    'POST /api/objects/request-upload',
  );
  ok(
    await request(t.server)
      .put(localPath(imageTicket.body.url as string))
      .set('Content-Type', 'image/png')
      .send(PNG),
    'PUT image',
  );
  const image = imageTicket.body.objectPath as string;
  const documentTicket = await request(t.server).post('/api/scheme-documents/upload-url').set('Cookie', adminCookie);
  const documentUpload = documentTicket.body.uploadURL as string;
  ok(await request(t.server).put(localPath(documentUpload)).send(PDF), 'PUT scheme document');
  const schemeDocumentObject = `/api/objects/${/scheme-document\/[0-9a-f-]{36}/.exec(documentUpload)?.[0]}`;
  // The investor's profile photo, uploaded and made public the way the portal does.
  const photoTicket = ok(await request(t.server).post('/api/upload-url').set('Cookie', investorCookie), 'POST /api/upload-url');
  ok(
    await request(t.server)
      .put(localPath(photoTicket.body.uploadURL as string))
      .set('Content-Type', 'image/png')
      .send(PNG),
    'PUT profile photo',
  );
  const profilePhoto = ok(
    await request(t.server)
      .post('/api/objects/set-acl')
      .set('Cookie', investorCookie)
      .send({ uploadURL: photoTicket.body.uploadURL as string, visibility: 'public' }),
    'POST /api/objects/set-acl',
  ).body.objectPath as string;
  // Issue 24: the Sharia layer's uploads, through their own routes.
  const uploadedTo = async (route: string, cookie: string, body: object, bytes: Buffer, what: string) => {
    const ticket = ok(await request(t.server).post(route).set('Cookie', cookie).send(body), `POST ${route}`);
    ok(
      await request(t.server)
        .put(localPath(ticket.body.uploadURL as string))
        .send(bytes),
      `PUT ${what}`,
    );
    return ticket.body.objectPath as string;
  };
  const shariaDocument = await uploadedTo('/api/admin/sharia/upload-url', adminCookie, { kind: 'sharia-document' }, PDF, 'Sharia document');
  const boardPhoto = await uploadedTo('/api/admin/sharia/upload-url', adminCookie, { kind: 'board-photo' }, PNG, 'board photo');
  const purificationReceipt = await uploadedTo('/api/investor/purification/receipt-upload-url', investorCookie, {}, PDF, 'receipt');
  const freshKyc = (await request(t.server).post('/api/objects/upload').send({})).body.uploadURL as string;
  const freshDocument = (await request(t.server).post('/api/scheme-documents/upload-url').set('Cookie', adminCookie)).body
    .uploadURL as string;

  const asset = await one(
    t,
    `INSERT INTO assets (name, purchase_value, address, property_type) VALUES ('Marina Tower', 1000000, 'Dubai Marina', 'Residential') RETURNING id`,
  );
  const assetMedia = await one(
    t,
    `INSERT INTO asset_media (asset_id, media_url, media_type, file_name) VALUES ($1, $2, 'image/png', 'front.png') RETURNING id`,
    [asset, image],
  );
  const allocation = await one(t, 'INSERT INTO asset_enrollments (asset_id, enrollment_id) VALUES ($1, $2) RETURNING id', [
    asset,
    enrollment.id,
  ]);
  const slide = await one(
    t,
    `INSERT INTO marketing_slides (title, image_url, button_text, button_url) VALUES ('Invest', $1, 'Open', 'https://example.com') RETURNING id`,
    [image],
  );
  const invitationToken = randomBytes(24).toString('hex');
  const invitation = await one(
    t,
    `INSERT INTO admin_invitations (email, full_name, invite_token_hash, expires_at, invited_by) VALUES ($1, 'Invited Admin', $2, now() + interval '1 day', $3) RETURNING id`,
    [`invited_${randomBytes(4).toString('hex')}@example.com`, createHash('sha256').update(invitationToken).digest('hex'), admin.id],
  );
  const resetRequest = await one(t, 'INSERT INTO password_reset_requests (user_id) VALUES ($1) RETURNING id', [investor.id]);
  const adminResetRequest = await one(t, 'INSERT INTO password_reset_requests (user_id) VALUES ($1) RETURNING id', [victimAdmin.id]);
  const schemeDocument = await one(
    t,
    `INSERT INTO scheme_documents (scheme_id, name, size, url) VALUES ($1, 'Term Sheet', '0.01 MB', $2) RETURNING id`,
    [scheme.id, schemeDocumentObject],
  );
  // A distribution run made today that paid the investor 100, as POST /api/schemes/{id}/distributions writes one.
  const distribution = await one(
    t,
    `INSERT INTO distribution_runs (scheme_id, kind, mode, basis, total_amount, investor_count, payout_date, description, created_by)
     VALUES ($1, 'distribution', 'total', 'invested', 100, 1, current_date, 'Q1 distribution', $2) RETURNING id`,
    [scheme.id, admin.id],
  );
  const payout = await one(
    t,
    `INSERT INTO activities (type, category, investor_id, scheme_id, title, content, amount) VALUES ('transaction', 'Payout', $1, $2, 'Payout', 'Q1 distribution', 100) RETURNING id`,
    [investor.id, scheme.id],
  );
  await t.dataSource.query('UPDATE enrollments SET total_payouts = total_payouts + 100 WHERE id = $1', [enrollment.id]);
  await t.dataSource.query(
    'INSERT INTO distribution_lines (run_id, enrollment_id, investor_id, amount, activity_id) VALUES ($1, $2, $3, 100, $4)',
    [distribution, enrollment.id, investor.id, payout],
  );

  return {
    cookies: { anonymous: undefined, investor: investorCookie, admin: adminCookie },
    passwords: { anonymous: TEST_PASSWORD, investor: TEST_PASSWORD, admin: TEST_PASSWORD },
    ids: {
      admin: admin.id,
      victimAdmin: victimAdmin.id,
      investor: investor.id,
      scheme: scheme.id,
      enrollment: enrollment.id,
      activity: activity.id,
      kycPending: kycPending.id,
      ticket,
      expression,
      asset,
      assetMedia,
      allocation,
      slide,
      invitation,
      resetRequest,
      adminResetRequest,
      schemeDocument,
      distribution,
    },
    invitationToken,
    objects: { kycDocument, image, schemeDocument: schemeDocumentObject, profilePhoto, shariaDocument, boardPhoto, purificationReceipt },
    uploadUrls: { kycDocument: freshKyc, schemeDocument: freshDocument },
  };
}

/** The real value of a path parameter, by the route and the parameter's name; undefined: generate one. */
export function pathValue(world: World, route: string, name: string, role: Role): string | undefined {
  const { ids } = world;
  const user = role === 'admin' ? ids.investor : ids.investor;
  switch (name) {
    case 'userId':
    case 'investorId':
      return user;
    case 'schemeId':
      return ids.scheme;
    case 'mediaId':
      return ids.assetMedia;
    case 'documentId':
      return ids.schemeDocument;
    case 'ticketId':
      return ids.ticket;
    case 'token':
      return world.invitationToken;
    case 'adminId':
      return ids.victimAdmin;
    case 'requestId':
      return ids.resetRequest;
    case 'kind':
      return world.objects.kycDocument.split('/')[3];
    case 'id':
      break;
    default:
      return undefined;
  }
  if (route.startsWith('/api/objects/')) return world.objects.kycDocument.split('/')[4];
  const byPrefix: [string, string][] = [
    ['/api/admin/assets/', ids.asset],
    ['/api/admin/asset-enrollments/', ids.allocation],
    ['/api/expressions-of-interest/', ids.expression],
    ['/api/admin/invitations/', ids.invitation],
    ['/api/kyc/', ids.kycPending],
    ['/api/admin/marketing-slides/', ids.slide],
    ['/api/schemes/', ids.scheme],
    ['/api/investor/schemes/', ids.scheme],
    ['/api/admin/users/', ids.victimAdmin],
    ['/api/distributions/', ids.distribution],
    ['/api/sharia/schemes/', ids.scheme],
  ];
  for (const [prefix, id] of byPrefix) if (route.startsWith(prefix)) return id;
  if (/^\/api\/users\/\{id\}\/(password|profile)$/.test(route)) return role === 'admin' ? ids.admin : ids.investor;
  if (/^\/api\/users\/\{id\}\/role$/.test(route)) return ids.victimAdmin;
  if (/^\/api\/users\/\{id\}\//.test(route)) return ids.investor;
  return undefined;
}

/** Real ids for body fields named after a record, so that valid bodies reach the code behind the checks. */
export function bodyIds(world: World, role: Role): Record<string, string> {
  const { ids } = world;
  return {
    investorId: ids.investor,
    userId: role === 'admin' ? ids.admin : ids.investor,
    schemeId: ids.scheme,
    enrollmentId: ids.enrollment,
    assetId: ids.asset,
  };
}

/**
 * Real stored files and upload URLs for body fields that reference one, and the caller's password: always
 * used when the document admits them. The Sharia routes (issue 24) take their own kinds of file.
 */
export function bodyFiles(world: World, route = ''): Record<string, string> {
  if (route.startsWith('/api/admin/sharia/')) return { documentUrl: world.objects.shariaDocument, photoUrl: world.objects.boardPhoto };
  if (route.startsWith('/api/investor/purification/')) return { receiptUrl: world.objects.purificationReceipt };
  return {
    // The caller's own password where a route asks for it (every test user has TEST_PASSWORD).
    currentPassword: TEST_PASSWORD,
    idUploadUrl: world.objects.kycDocument,
    documentURL: world.uploadUrls.kycDocument,
    documentUrl: world.objects.schemeDocument,
    mediaUrl: world.objects.image,
    imageUrl: 'https://cdn.example.com/slide.png',
    url: world.objects.schemeDocument,
    profilePhotoUrl: world.objects.profilePhoto,
    uploadURL: world.uploadUrls.schemeDocument,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A body as the caller sends it now: a generated `currentPassword` of TEST_PASSWORD becomes the role's
 * current one, so a password changed by an earlier request of the same world does not make the next
 * request's password stale. Any other value (an invalid request's) is sent as generated.
 */
export function withCurrentPassword(world: World, role: Role, body: unknown): unknown {
  if (!isRecord(body) || body.currentPassword !== TEST_PASSWORD) return body;
  return { ...body, currentPassword: world.passwords[role] };
}

/** After an answer: a 2xx to a body with a new password (the caller's own change) makes it the role's current password. */
export function notePasswordChange(world: World, role: Role, body: unknown, status: number): void {
  if (status < 300 && isRecord(body) && typeof body.newPassword === 'string' && typeof body.currentPassword === 'string')
    world.passwords[role] = body.newPassword;
}
