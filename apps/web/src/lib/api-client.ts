import type { ApiResult } from '@bandeja/contract';
import { HEADERS, MESSAGES } from '@bandeja/contract/plain';

/**
 * The shared API client of docs/api.md: base address from configuration, the bearer token from
 * session storage, the x-api-key on /matches URLs, and wrappers that answer `{success, data}` or
 * `{success: false, message}` — the body's message, else the call's fallback. Every answer goes
 * through the call's `parse` (the contract's schema via `withSchema`, see schema-parser.ts), so a
 * screen never sees data of the wrong shape. This module imports no zod: the public screens stay
 * small.
 */
const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '/api';

const TOKEN_KEY = 'bandeja.accessToken';

export const tokenStore = {
  get(): string | null {
    try {
      return sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    sessionStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    sessionStorage.removeItem(TOKEN_KEY);
  },
};

/** The public key the server writes into index.html; sent on /matches calls. */
export function apiKey(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="bandeja-api-key"]')?.content ?? '';
}

let unauthorizedHandler: () => void = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};
/** What a 401 does (docs/product.md#messages: clear the token and go to /login); the router installs a navigate. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The global status messages of docs/product.md#messages, used when neither the body nor the call has a message. */
export function statusMessage(status: number): string {
  if (status === 403) return MESSAGES.accessDenied;
  if (status === 404) return MESSAGES.notFound;
  if (status >= 500) return MESSAGES.serverError;
  return MESSAGES.genericError;
}

export type ApiFailureWithStatus = { success: false; message: string; status: number; body: unknown };
export type ApiResponse<T> = { success: true; data: T } | ApiFailureWithStatus;

/** Checks the `data` of a success answer; throws (or rejects) when it is not of the expected shape. */
export type Parser<T> = (data: unknown) => T | Promise<T>;

/** What a contract schema offers a parser; only the type is imported, so zod stays out. */
interface SchemaLike<T> {
  parse(data: unknown): T;
}

/**
 * A parser that loads its contract schema on first use. Screens in the main bundle use it so that
 * zod is fetched only when such a call is made (e.g. a signed-in user's /auth/me), not by every
 * spectator's page.
 */
export function lazySchema<T>(load: () => Promise<SchemaLike<T>>): Parser<T> {
  let schema: Promise<SchemaLike<T>> | null = null;
  return async (data) => {
    schema ??= load();
    return (await schema).parse(data);
  };
}

export interface RequestOptions<T> {
  /** The contract's check of `data` in a success answer. */
  parse: Parser<T>;
  /** The per-call fallback message of docs/product.md#messages. */
  fallback: string;
  body?: unknown;
  formData?: FormData;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * A 401 signs the user out and goes to /login (docs/product.md#messages). Calls a public screen makes on its own
   * account (the scoreboard's time-up update) pass false: a TV must never land on /login.
   */
  signOutOnUnauthorized?: boolean;
}

function messageOf(body: unknown): string | null {
  if (
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message
  ) {
    return body.message;
  }
  return null;
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_URL}${path}${search ? `?${search}` : ''}`;
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions<T>,
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (path.includes('/matches')) headers[HEADERS.apiKey] = apiKey();
  let payload: BodyInit | undefined;
  if (options.formData) {
    payload = options.formData;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { success: false, message: MESSAGES.networkError, status: 0, body: null };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }

  if (response.ok) {
    const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
    try {
      return { success: true, data: await options.parse(data) };
    } catch {
      return { success: false, message: options.fallback, status: response.status, body };
    }
  }
  if (response.status === 401 && !path.startsWith('/auth/') && options.signOutOnUnauthorized !== false) {
    tokenStore.clear();
    unauthorizedHandler();
  }
  return {
    success: false,
    message: messageOf(body) ?? options.fallback ?? statusMessage(response.status),
    status: response.status,
    body,
  };
}

/** An API failure as an exception, for TanStack Query. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Resolves to the data or throws ApiError with the wrapper's message. */
export async function unwrap<T>(result: Promise<ApiResponse<T>>): Promise<T> {
  const answer = await result;
  if (answer.success) return answer.data;
  throw new ApiError(answer.message, answer.status, answer.body);
}

export type { ApiResult };
