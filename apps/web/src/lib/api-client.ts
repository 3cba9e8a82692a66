import type { ApiResult } from '@bandeja/contract';
import { HEADERS, type MessageParams, SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { codeOfMessage } from './message-book.ts';

/**
 * The shared API client of docs/api.md: base address from configuration, the bearer token from
 * `tokenStore`, the x-api-key on /matches URLs, and wrappers that answer `{success, data}` or
 * `{success: false, message, code}` — the body's message, else the call's fallback, and the
 * message's stable code (docs/api.md, "Errors"), by which a screen shows it in its language. Every answer goes
 * through the call's `parse` (the contract's schema via `withSchema`, see schema-parser.ts), so a
 * screen never sees data of the wrong shape. This module imports no zod: the public screens stay
 * small.
 */
const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '/api';

const TOKEN_KEY = 'bandeja.accessToken';

/**
 * Where the session token lives: an admin's in the tab's sessionStorage (gone with the tab), a
 * court tablet's device session in localStorage, so that it survives a browser restart
 * (docs/api.md "Device sessions"). Reads look in both; writing one clears the other.
 */
export const tokenStore = {
  get(): string | null {
    try {
      return sessionStorage.getItem(TOKEN_KEY) ?? localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string, persistent = false): void {
    const [keep, drop] = persistent ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
    drop.removeItem(TOKEN_KEY);
    keep.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    sessionStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(TOKEN_KEY);
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
  if (status === 403) return SCREEN_MESSAGES.accessDenied;
  if (status === 404) return SCREEN_MESSAGES.notFound;
  if (status >= 500) return SCREEN_MESSAGES.serverError;
  return SCREEN_MESSAGES.genericError;
}

/**
 * What a failure says beside its English message (docs/api.md, "Errors"): `code` is the key of the
 * message in the contract's MESSAGES, `params` the values of a template message, `field` and
 * `reason` those of a failed check (code 'validation').
 */
export interface FailureDetails {
  /** The answer's code; else the code of the message shown (the network's, the call's fallback); else null. */
  code: string | null;
  params?: MessageParams;
  field?: string;
  reason?: string;
  /** With code 'validation': the check's template in the contract's CHECK_TEXTS, its values in `params`. */
  check?: string;
}

export type ApiFailureWithStatus = {
  success: false;
  message: string;
  status: number;
  body: unknown;
} & FailureDetails;
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

function isParams(value: unknown): value is MessageParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

/** The code and details of an error answer's body; the code of `message` when the body has none. */
function detailsOf(body: unknown, message: string): FailureDetails {
  const details: FailureDetails = { code: codeOfMessage(message) };
  if (typeof body !== 'object' || body === null) return details;
  if ('code' in body && typeof body.code === 'string' && body.code) details.code = body.code;
  if ('params' in body && isParams(body.params)) details.params = body.params;
  if ('field' in body && typeof body.field === 'string') details.field = body.field;
  if ('reason' in body && typeof body.reason === 'string') details.reason = body.reason;
  if ('check' in body && typeof body.check === 'string') details.check = body.check;
  return details;
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
    return {
      success: false,
      message: SCREEN_MESSAGES.networkError,
      code: 'networkError',
      status: 0,
      body: null,
    };
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
      // The answer said success but its data is not of the contract's shape: the call's fallback.
      return {
        success: false,
        message: options.fallback,
        code: codeOfMessage(options.fallback),
        status: response.status,
        body,
      };
    }
  }
  if (response.status === 401 && !path.startsWith('/auth/') && options.signOutOnUnauthorized !== false) {
    tokenStore.clear();
    unauthorizedHandler();
  }
  const message = messageOf(body) ?? options.fallback ?? statusMessage(response.status);
  return { success: false, message, ...detailsOf(body, message), status: response.status, body };
}

/** An API failure as an exception, for TanStack Query; `details.code` says it in a stable form. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    readonly details: FailureDetails = { code: null },
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code(): string | null {
    return this.details.code;
  }
}

/** A failed answer as an ApiError, its code and params kept (a screen says it by its code). */
export function apiErrorOf(answer: ApiFailureWithStatus): ApiError {
  const { message, status, body, success: _success, ...details } = answer;
  return new ApiError(message, status, body, details);
}

/** Resolves to the data or throws ApiError with the wrapper's message and code. */
export async function unwrap<T>(result: Promise<ApiResponse<T>>): Promise<T> {
  const answer = await result;
  if (answer.success) return answer.data;
  throw apiErrorOf(answer);
}

/** GET `path`: the parsed answer, or the answer's error thrown (`unwrap`). */
export function apiGet<T>(path: string, options: RequestOptions<T>): Promise<T> {
  return unwrap(apiRequest('GET', path, options));
}

/** A query's `queryFn` that GETs `path`, aborted with the query. */
export function apiQuery<T>(path: string, options: Omit<RequestOptions<T>, 'signal'>) {
  return ({ signal }: { signal: AbortSignal }): Promise<T> => apiGet(path, { ...options, signal });
}

export type { ApiResult };
