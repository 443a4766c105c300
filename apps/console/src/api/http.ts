import type { TokenPair } from '@timekeep/contracts';
import { API_BASE } from '../app/api-base';
import { session } from '../auth/session';

export const REQUEST_TIMEOUT_MS = 30_000;
export const TIMEOUT_MESSAGE = 'Request timed out. Please try again.';
export const GENERIC_MESSAGE = 'Something went wrong.';

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

/**
 * What a failed call shows (spec §8): a timeout its own text; otherwise the server's message,
 * else the caller's text, else the generic one. A server message of 'error' is not shown as is.
 */
export function messageOf(error: unknown, callerText?: string): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return TIMEOUT_MESSAGE;
  if (error instanceof ApiError && error.message && error.message !== 'error' && error.status !== 500) return error.message;
  return callerText ?? GENERIC_MESSAGE;
}

/** Called when the session cannot be renewed; the app navigates to the login page. */
let onSignedOut: () => void = () => undefined;
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

let refreshing: Promise<boolean> | null = null;

/**
 * A refresh cut off because the page is being left is not a failed refresh: signing out then would
 * clear the tokens the next page needs (the server rotates again for an answer that was lost).
 */
let leaving = false;
for (const event of ['beforeunload', 'pagehide'] as const) window.addEventListener(event, () => (leaving = true));
window.addEventListener('pageshow', () => (leaving = false));

/** One refresh at a time: calls that get a 401 meanwhile wait for it, then retry once. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = session.refreshToken();
    if (!refreshToken) return false;
    try {
      const tokens = await send<TokenPair>('POST', '/account/refresh-token', { refreshToken }, null);
      session.set(tokens);
      return true;
    } catch {
      if (leaving) return false;
      // A 400 (used, revoked or expired token) or any failure of the refresh signs the user out (spec §8).
      session.clear();
      onSignedOut();
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function send<T>(method: string, path: string, body: unknown, token: string | null): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers: {
      'x-timekeep-client': 'console',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const message = typeof parsed === 'object' && parsed && 'message' in parsed ? String((parsed as { message: unknown }).message) : '';
    throw new ApiError(message, response.status, parsed);
  }
  return parsed as T;
}

/** Every call carries the access token; a 401 triggers the shared refresh and one retry. */
export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  if (refreshing) await refreshing;
  try {
    return await send<T>(method, path, body, session.accessToken());
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !session.isSignedIn()) throw error;
    if (!(await refreshOnce())) throw error;
    return send<T>(method, path, body, session.accessToken());
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
