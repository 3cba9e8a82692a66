// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiKey,
  apiRequest,
  setUnauthorizedHandler,
  statusMessage,
  tokenStore,
  unwrap,
} from './api-client.ts';

const asText = (data: unknown) => {
  if (typeof data !== 'string') throw new Error('not text');
  return data;
};

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

beforeEach(() => {
  sessionStorage.clear();
  document.head.innerHTML = '<meta name="bandeja-api-key" content="public-key-123">';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('returns the parsed data of a success answer', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, data: 'hello' }));
    expect(await apiRequest('GET', '/x', { parse: asText, fallback: 'Failed' })).toEqual({
      success: true,
      data: 'hello',
    });
  });

  it("answers the body's message, else the call's fallback", async () => {
    vi.stubGlobal('fetch', answer(409, { success: false, message: 'Cannot modify a finished match' }));
    const withMessage = await apiRequest('POST', '/scores/abc/team1-point', {
      parse: asText,
      fallback: 'Failed to add point for team 1',
    });
    expect(withMessage).toMatchObject({
      success: false,
      message: 'Cannot modify a finished match',
      status: 409,
    });

    vi.stubGlobal('fetch', answer(500, {}));
    const withFallback = await apiRequest('GET', '/scores/abc', {
      parse: asText,
      fallback: 'Failed to fetch score',
    });
    expect(withFallback).toMatchObject({ success: false, message: 'Failed to fetch score' });
  });

  it('answers the network message when no answer arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const result = await apiRequest('GET', '/x', { parse: asText, fallback: 'Failed' });
    expect(result).toMatchObject({
      success: false,
      message: 'Network error. Please check your connection.',
      status: 0,
    });
  });

  it('treats a success answer of the wrong shape as a failure with the fallback', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, data: 42 }));
    expect(await apiRequest('GET', '/x', { parse: asText, fallback: 'Failed to fetch' })).toMatchObject({
      success: false,
      message: 'Failed to fetch',
    });
  });

  it('sends the bearer token, and the x-api-key only on /matches URLs', async () => {
    tokenStore.set('token-1');
    const fetchMock = answer(200, { success: true, data: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('GET', '/matches/court/1/active', { parse: asText, fallback: 'Failed' });
    await apiRequest('GET', '/courts', { parse: asText, fallback: 'Failed' });
    const headersOf = (call: number) =>
      (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0)).toMatchObject({ authorization: 'Bearer token-1', 'x-api-key': 'public-key-123' });
    expect(headersOf(1)).not.toHaveProperty('x-api-key');
    expect(apiKey()).toBe('public-key-123');
  });

  it("keeps a court tablet's device session in localStorage (survives a restart), an admin's in the tab", () => {
    tokenStore.set('device-token', true);
    expect(localStorage.getItem('bandeja.accessToken')).toBe('device-token');
    expect(sessionStorage.getItem('bandeja.accessToken')).toBeNull();
    expect(tokenStore.get()).toBe('device-token');
    tokenStore.set('tab-token');
    expect(sessionStorage.getItem('bandeja.accessToken')).toBe('tab-token');
    expect(localStorage.getItem('bandeja.accessToken')).toBeNull();
    tokenStore.set('device-token', true);
    tokenStore.clear();
    expect(tokenStore.get()).toBeNull();
  });

  it('on 401 clears the token and goes to sign-in, except for /auth/ URLs', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Invalid credentials' }));

    tokenStore.set('token-2');
    await apiRequest('POST', '/auth/login', { parse: asText, fallback: 'Invalid credentials' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBe('token-2');

    await apiRequest('GET', '/matches', { parse: asText, fallback: 'Failed to fetch matches' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
  });

  it('keeps the session on a 401 when the call asks to (a public screen acting on its own)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    tokenStore.set('token-3');
    vi.stubGlobal(
      'fetch',
      answer(401, { success: false, message: 'Sign in to finish a match before its time is up' }),
    );
    const result = await apiRequest('PATCH', '/scores/match/abc/status', {
      parse: asText,
      fallback: 'Failed to update match status',
      signOutOnUnauthorized: false,
    });
    expect(result).toMatchObject({
      success: false,
      status: 401,
      message: 'Sign in to finish a match before its time is up',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBe('token-3');
  });

  it("keeps the answer's stable code, and a failed check's field and reason, beside the message", async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, { success: false, message: 'Cannot modify a finished match', code: 'matchFinished' }),
    );
    expect(
      await apiRequest('POST', '/scores/abc/undo', { parse: asText, fallback: 'Failed to undo' }),
    ).toMatchObject({
      success: false,
      status: 409,
      message: 'Cannot modify a finished match',
      code: 'matchFinished',
    });

    vi.stubGlobal(
      'fetch',
      answer(400, {
        success: false,
        message: 'Email is required',
        code: 'validation',
        field: 'email',
        reason: 'required',
      }),
    );
    expect(
      await apiRequest('POST', '/clubs', { parse: asText, fallback: 'Failed to create club' }),
    ).toMatchObject({
      code: 'validation',
      field: 'email',
      reason: 'required',
    });

    vi.stubGlobal(
      'fetch',
      answer(409, {
        success: false,
        message: "The username 'ana' is already taken",
        code: 'usernameTaken',
        params: { username: 'ana' },
      }),
    );
    expect(
      await apiRequest('POST', '/users', { parse: asText, fallback: 'Failed to create user' }),
    ).toMatchObject({
      code: 'usernameTaken',
      params: { username: 'ana' },
    });
  });

  it('names the code of the message it shows when the answer has none: the network, the fallback', async () => {
    vi.stubGlobal('fetch', answer(500, {}));
    expect(
      await apiRequest('GET', '/scores/abc', { parse: asText, fallback: 'Failed to fetch score' }),
    ).toMatchObject({ message: 'Failed to fetch score', code: 'fetchScore' });
    // A server older than the codes: the code of its message, when the message is one of ours.
    vi.stubGlobal('fetch', answer(404, { success: false, message: 'Match not found' }));
    expect(await apiRequest('GET', '/matches/abc', { parse: asText, fallback: 'Failed' })).toMatchObject({
      code: 'matchNotFound',
    });
    vi.stubGlobal('fetch', answer(400, { success: false, message: 'Something new' }));
    expect(await apiRequest('GET', '/x', { parse: asText, fallback: 'Failed' })).toMatchObject({
      code: null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await apiRequest('GET', '/x', { parse: asText, fallback: 'Failed' })).toMatchObject({
      code: 'networkError',
    });
  });

  it('throws the code with the message from unwrap', async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, { success: false, message: 'Invalid API key', code: 'invalidApiKey' }),
    );
    const failure = await unwrap(
      apiRequest('POST', '/auth/login', { parse: asText, fallback: 'Failed' }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Invalid API key', status: 401, code: 'invalidApiKey' });
  });

  it('maps statuses to the global messages of docs/product.md#messages', () => {
    expect(statusMessage(403)).toBe('Access denied');
    expect(statusMessage(404)).toBe('Resource not found');
    expect(statusMessage(500)).toBe('Server error. Please try again later.');
    expect(statusMessage(418)).toBe('An error occurred');
  });
});
