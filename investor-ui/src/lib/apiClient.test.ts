import { describe, expect, it } from 'vitest';

import { stubFetch } from '@fund/ui/testing';

import { apiClient, ApiError, getServerMessage, isApiError, stepUpGate } from './apiClient';

describe('apiClient', () => {
  it('sends cookies and a JSON body with its content type', async () => {
    const stub = stubFetch({ 'POST /api/login': { body: { otpSent: true, userId: 'u1' } } });

    const result = await apiClient.post('/api/login', { username: 'amina', password: 'secret' });

    expect(result).toEqual({ otpSent: true, userId: 'u1' });
    const [, init] = stub.fetchMock.mock.calls[0];
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"username":"amina","password":"secret"}');
  });

  it('sends no body and no content type when there is no body', async () => {
    const stub = stubFetch({ 'POST /api/logout': { status: 204 } });

    await expect(apiClient.post('/api/logout')).resolves.toBeUndefined();

    const [, init] = stub.fetchMock.mock.calls[0];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('throws "status: body text" for a non-OK answer', async () => {
    const body = { statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized' };
    stubFetch({ 'GET /api/me': { status: 401, body } });

    const error = await apiClient.get('/api/me').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(`401: ${JSON.stringify(body)}`);
    expect(isApiError(error, 401)).toBe(true);
    expect(isApiError(error, 500)).toBe(false);
  });

  it('uses the status text when the error body is empty', async () => {
    stubFetch({ 'GET /api/me': { status: 503, statusText: 'Service Unavailable' } });

    await expect(apiClient.get('/api/me')).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe('getServerMessage', () => {
  it('reads the message field of a server error', () => {
    const error = new ApiError(400, JSON.stringify({ statusCode: 400, message: 'Username taken', error: 'Bad Request' }));
    expect(getServerMessage(error, 'fallback')).toBe('Username taken');
  });

  it('joins the messages of a validation error', () => {
    const error = new ApiError(400, JSON.stringify({ statusCode: 400, message: ['email must be an email', 'password too short'] }));
    expect(getServerMessage(error, 'fallback')).toBe('email must be an email; password too short');
  });

  it('reads a plain Error carrying the "status: body" message', () => {
    const error = new Error('409: {"statusCode":409,"message":"Setup already done","error":"Conflict"}');
    expect(getServerMessage(error, 'fallback')).toBe('Setup already done');
  });

  it('falls back when the body is not a server error', () => {
    expect(getServerMessage(new ApiError(502, 'Bad Gateway'), 'fallback')).toBe('fallback');
    expect(getServerMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(getServerMessage('nope', 'fallback')).toBe('fallback');
  });
});

describe('step-up (issue 25 item 5)', () => {
  const refused = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Confirm it is you', code: 'STEP_UP_REQUIRED' } };

  it('asks the step-up question and sends the same change again once confirmed', async () => {
    const stub = stubFetch({ 'PATCH /api/profile/u1/bank': [refused, { body: { bankName: 'Barclays' } }] });
    let asked = 0;
    stepUpGate.setPrompt(async () => {
      asked += 1;
      return true;
    });
    try {
      await expect(apiClient.patch('/api/profile/u1/bank', { bankName: 'Barclays' })).resolves.toEqual({ bankName: 'Barclays' });
    } finally {
      stepUpGate.setPrompt(undefined);
    }
    expect(asked).toBe(1);
    expect(stub.fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual(['{"bankName":"Barclays"}', '{"bankName":"Barclays"}']);
  });

  it('fails as refused when the user cancels, and asks only once when refused again', async () => {
    stubFetch({ 'PATCH /api/profile/u1/bank': refused });
    stepUpGate.setPrompt(async () => false);
    try {
      const error = await apiClient.patch('/api/profile/u1/bank', {}).catch((caught: unknown) => caught);
      expect(isApiError(error, 401)).toBe(true);
    } finally {
      stepUpGate.setPrompt(undefined);
    }
    let asked = 0;
    stepUpGate.setPrompt(async () => {
      asked += 1;
      return true;
    });
    try {
      expect(isApiError(await apiClient.patch('/api/profile/u1/bank', {}).catch((caught: unknown) => caught), 401)).toBe(true);
    } finally {
      stepUpGate.setPrompt(undefined);
    }
    expect(asked).toBe(1);
  });

  it('a plain 401 (signed out) is not a step-up question', async () => {
    stubFetch({ 'GET /api/me': { status: 401, body: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' } } });
    let asked = 0;
    stepUpGate.setPrompt(async () => {
      asked += 1;
      return true;
    });
    try {
      expect(isApiError(await apiClient.get('/api/me').catch((caught: unknown) => caught), 401)).toBe(true);
    } finally {
      stepUpGate.setPrompt(undefined);
    }
    expect(asked).toBe(0);
  });
});
