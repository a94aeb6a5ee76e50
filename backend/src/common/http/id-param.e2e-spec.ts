import { beforeAll, describe, expect, it } from '@jest/globals';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { IdPipe } from './id-param.js';

const BAD = 'not-a-uuid';
const GOOD = '8f14e45f-ceea-467f-a0e6-1d2f3c4b5a69';

/** Path parameters that are not record ids: invitation tokens, storage object keys, verification codes. */
const NOT_IDS = new Set([
  'InvitationsController.byToken:token',
  'InvitationsController.accept:token',
  'StorageController.upload:kind',
  'StorageController.upload:id',
  'StorageController.read:kind',
  'StorageController.read:id',
  'ExportsController.export:resource',
  'VerifyController.verify:code',
  // A session's public id is 32 hex digits (a digest of the session id), not a record's UUID; its own pipe answers 404.
  'SessionsController.end:id',
]);

type Caller = 'root' | 'admin' | 'investor';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every route with a record id in its path, called with a malformed id: [method, path, body, caller, message]. */
const ROUTES: [Method, string, object, Caller, string][] = [
  ['get', `/api/activities/${BAD}`, {}, 'admin', MESSAGES.investorNotFound],
  ['delete', `/api/admin/asset-enrollments/${BAD}`, {}, 'admin', MESSAGES.allocationNotFound],
  ['get', `/api/admin/assets/${BAD}`, {}, 'admin', MESSAGES.assetNotFound],
  [
    'put',
    `/api/admin/assets/${BAD}`,
    { name: 'A', purchaseValue: 1000, address: '1 High St', propertyType: 'Commercial' },
    'admin',
    MESSAGES.assetNotFound,
  ],
  ['delete', `/api/admin/assets/${BAD}`, {}, 'admin', MESSAGES.assetNotFound],
  [
    'post',
    `/api/admin/assets/${BAD}/media`,
    { mediaUrl: '/api/objects/asset-image/x', fileName: 'a.png' },
    'admin',
    MESSAGES.assetNotFound,
  ],
  ['delete', `/api/admin/asset-media/${BAD}`, {}, 'admin', MESSAGES.assetMediaNotFound],
  ['get', `/api/investors/${BAD}/enrollments`, {}, 'investor', MESSAGES.investorNotFound],
  ['patch', `/api/expressions-of-interest/${BAD}`, { status: 'contacted' }, 'admin', MESSAGES.expressionNotFound],
  ['patch', `/api/expressions-of-interest/${BAD}/archive`, {}, 'admin', MESSAGES.expressionNotFound],
  ['delete', `/api/expressions-of-interest/${BAD}`, {}, 'admin', MESSAGES.expressionNotFound],
  ['get', `/api/investments/${BAD}`, {}, 'investor', MESSAGES.userNotFound],
  ['get', `/api/investments/${BAD}/${GOOD}`, {}, 'admin', MESSAGES.investmentNotFound],
  ['get', `/api/investments/${GOOD}/${BAD}`, {}, 'admin', MESSAGES.investmentNotFound],
  ['get', `/api/admin/investors/${BAD}/details`, {}, 'admin', MESSAGES.investorNotFound],
  ['delete', `/api/users/${BAD}`, {}, 'admin', MESSAGES.investorNotFound],
  ['get', `/api/profile/${BAD}`, {}, 'investor', MESSAGES.profileNotFound],
  ['patch', `/api/profile/${BAD}/personal`, { fullName: 'A', phone: '1', fullAddress: 'B' }, 'investor', MESSAGES.profileNotFound],
  ['patch', `/api/profile/${BAD}/bank`, { accountName: 'A', accountNumber: '1', bankName: 'B' }, 'investor', MESSAGES.profileNotFound],
  [
    'patch',
    `/api/profile/${BAD}/next-of-kin`,
    { nokName: 'A', nokContactNumber: '1', nokContactEmail: 'a@example.com', nokRelationship: 'other' },
    'investor',
    MESSAGES.profileNotFound,
  ],
  ['patch', `/api/profile/${BAD}/photo`, { profilePhotoUrl: null }, 'investor', MESSAGES.profileNotFound],
  ['delete', `/api/admin/invitations/${BAD}`, {}, 'admin', MESSAGES.notFound],
  ['patch', `/api/kyc/${BAD}`, { status: 'approved' }, 'admin', MESSAGES.kycNotFound],
  ['post', `/api/kyc/${BAD}/create-credentials`, { username: 'someone', password: 'Secret123!' }, 'admin', MESSAGES.kycNotFound],
  ['patch', `/api/admin/marketing-slides/${BAD}`, {}, 'admin', MESSAGES.slideNotFound],
  ['delete', `/api/admin/marketing-slides/${BAD}`, {}, 'admin', MESSAGES.slideNotFound],
  ['post', `/api/admin/marketing-slides/${BAD}/move`, { direction: 'up' }, 'admin', MESSAGES.slideNotFound],
  ['post', `/api/admin/reset-investor-password/${BAD}`, {}, 'admin', MESSAGES.resetRequestNotFound],
  ['post', `/api/admin/reset-admin-password/${BAD}`, {}, 'root', MESSAGES.userNotFound],
  ['get', `/api/schemes/${BAD}`, {}, 'investor', MESSAGES.schemeNotFound],
  ['get', `/api/investor/schemes/${BAD}`, {}, 'investor', MESSAGES.schemeNotFound],
  ['patch', `/api/schemes/${BAD}`, {}, 'admin', MESSAGES.schemeNotFound],
  ['delete', `/api/schemes/${BAD}`, {}, 'admin', MESSAGES.schemeNotFound],
  ['get', `/api/schemes/${BAD}/documents`, {}, 'investor', MESSAGES.schemeNotFound],
  [
    'post',
    `/api/schemes/${BAD}/documents`,
    { name: 'a.pdf', url: '/api/objects/scheme-document/x' },
    'admin',
    MESSAGES.schemeDocumentAttachFailed(MESSAGES.schemeNotFound),
  ],
  ['delete', `/api/schemes/${BAD}/documents/${GOOD}`, {}, 'admin', MESSAGES.schemeDocumentNotFound],
  ['delete', `/api/schemes/${GOOD}/documents/${BAD}`, {}, 'admin', MESSAGES.schemeDocumentNotFound],
  ['delete', `/api/sessions/${BAD}`, {}, 'investor', MESSAGES.sessionNotFound],
  ['patch', `/api/tickets/${BAD}`, { status: 'resolved' }, 'admin', MESSAGES.ticketNotFound],
  ['patch', `/api/users/${BAD}/role`, { role: 'admin' }, 'root', MESSAGES.userNotFound],
  ['patch', `/api/admin/users/${BAD}/role`, { role: 'admin' }, 'root', MESSAGES.userNotFound],
  ['patch', `/api/users/${BAD}/status`, { status: 'disabled' }, 'admin', MESSAGES.userNotFound],
  ['patch', `/api/users/${BAD}/password`, { currentPassword: 'x', newPassword: 'Secret123!' }, 'investor', MESSAGES.userNotFound],
  ['patch', `/api/users/${BAD}/profile`, { email: 'a@example.com', fullName: 'A' }, 'admin', MESSAGES.userNotFound],
];

describe('Record ids in paths (IdParam)', () => {
  const t = useTestApp();
  const cookies = {} as Record<Caller, string>;
  beforeAll(async () => {
    cookies.root = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
    cookies.admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    cookies.investor = await sessionFor(t, await createUser(t));
  });

  it('takes every path parameter that names a record through IdParam', () => {
    const unchecked: string[] = [];
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const { metatype } of module.controllers.values()) {
        const controller = metatype as unknown as { name: string; prototype: object };
        for (const method of Object.getOwnPropertyNames(controller.prototype)) {
          const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
            string,
            { data?: unknown; pipes: unknown[] }
          >;
          for (const [key, arg] of Object.entries(args)) {
            if (Number(key.split(':')[0]) !== RouteParamtypes.PARAM) continue;
            const name = `${controller.name}.${method}:${String(arg.data)}`;
            if (!NOT_IDS.has(name) && !arg.pipes.some((pipe) => pipe instanceof IdPipe)) unchecked.push(name);
          }
        }
      }
    }
    expect(unchecked).toEqual([]);
  });

  it.each(ROUTES)("answers %s %s with a malformed id as the route's 404", async (method, path, body, caller, message) => {
    const res = await request(t.server)[method](path).set('Cookie', cookies[caller]).send(body);
    expect(res.body).toEqual({ statusCode: 404, message, error: 'Not Found' });
  });

  it('answers a blank user id in a role change with 400 "Please select a user"', async () => {
    for (const path of ['/api/users/%20/role', '/api/admin/users/%20/role']) {
      const res = await request(t.server).patch(path).set('Cookie', cookies.root).send({ role: 'admin' });
      expect([res.status, res.body.message]).toEqual([400, MESSAGES.selectUser]);
    }
  });
});
