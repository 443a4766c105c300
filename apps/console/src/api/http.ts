import type { z } from 'zod';
import { API_BASE } from './base';
import { session } from './session';

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

/** A reply whose shape is not its schema's (libs/contracts): the console shows the general error text. */
export class ReplyShapeError extends Error {
  constructor(
    readonly path: string,
    readonly issues: z.ZodIssue[],
  ) {
    super(`The reply of ${path} does not match its schema.`);
    this.name = 'ReplyShapeError';
  }
}

/**
 * What a failed call shows (spec §8): a timeout its own text; a reply of the wrong shape the
 * general text; otherwise the server's message, else the caller's text, else the general one. A
 * server message of 'error' is not shown as is.
 */
export function messageOf(error: unknown, callerText?: string): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return TIMEOUT_MESSAGE;
  if (error instanceof ReplyShapeError) return GENERIC_MESSAGE;
  if (error instanceof ApiError && error.message && error.message !== 'error' && error.status !== 500) return error.message;
  return callerText ?? GENERIC_MESSAGE;
}

/** Called when the session cannot be renewed; the app navigates to the login page. */
let onSignedOut: () => void = () => undefined;
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

/** How the session is renewed (auth/api.ts): new tokens for the refresh token. */
let renew: ((refreshToken: string) => Promise<{ accessToken: string; refreshToken: string }>) | null = null;
export function renewSessionWith(renewer: typeof renew): void {
  renew = renewer;
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
    if (!refreshToken || !renew) return false;
    try {
      session.set(await renew(refreshToken));
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

async function send(method: string, path: string, body: unknown, token: string | null): Promise<unknown> {
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
  return parsed;
}

export interface RequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or FormData for an upload. */
  body?: unknown;
  /** Sent without the session's token, and never retried after a refresh (the refresh itself). */
  anonymous?: boolean;
}

/** The call as sent: the access token, and after a 401 the shared refresh and one retry. */
async function call(path: string, { method = 'GET', body, anonymous = false }: RequestInit): Promise<unknown> {
  if (anonymous) return send(method, path, body, null);
  if (refreshing) await refreshing;
  try {
    return await send(method, path, body, session.accessToken());
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !session.isSignedIn()) throw error;
    if (!(await refreshOnce())) throw error;
    return send(method, path, body, session.accessToken());
  }
}

/** How long an answer asked for early waits to be taken: after that a request asks afresh. */
const EARLY_KEPT_MS = 10_000;
const early = new Map<string, { askedAt: number; reply: Promise<unknown> }>();
// An answer is the person's who asked: signing out, or in as someone else, drops what waits (a renewal of her tokens keeps it).
let askedFor = session.subject();
session.subscribe(() => {
  const now = session.subject();
  if (now === askedFor) return;
  early.clear();
  askedFor = now;
});

/**
 * A GET sent before the code that reads it has loaded (ADR 0069: a route's loader on a phone, while
 * the screen's chunk and the schemas it parses with are still on their way). The next `request` of
 * the same path within a few seconds takes its answer, or its error, instead of asking again.
 */
export function askEarly(path: string): void {
  if (early.has(path)) return;
  const reply = call(path, {});
  // Read, and any failure shown, by the request that takes it.
  reply.catch(() => undefined);
  early.set(path, { askedAt: Date.now(), reply });
}

/** The answer asked for early for this GET, once, if it is recent. */
function takeEarly(path: string, init: RequestInit): Promise<unknown> | null {
  const asked = early.get(path);
  if (!asked || (init.method ?? 'GET') !== 'GET' || init.body !== undefined || init.anonymous) return null;
  early.delete(path);
  return Date.now() - asked.askedAt <= EARLY_KEPT_MS ? asked.reply : null;
}

/**
 * Calls the API and parses its reply with the contract's schema (libs/contracts). A reply that does
 * not match is logged with the schema's issues and fails the call, as the general error.
 */
export async function request<S extends z.ZodTypeAny>(schema: S, path: string, init: RequestInit = {}): Promise<z.output<S>> {
  const reply = await (takeEarly(path, init) ?? call(path, init));
  const parsed = schema.safeParse(reply);
  if (parsed.success) return parsed.data;
  console.error(`The reply of ${init.method ?? 'GET'} ${path} does not match its schema:`, parsed.error.issues);
  throw new ReplyShapeError(path, parsed.error.issues);
}

/** How long a file download may take: a payroll file of thousands of employees streams for seconds. */
export const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

async function fetchFile(path: string, token: string | null, body: unknown): Promise<{ blob: Blob; fileName: string; headers: Headers }> {
  const response = await fetch(`${API_BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-timekeep-client': 'console', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
  });
  if (!response.ok) {
    const parsed = safeJson(await response.text());
    const message = typeof parsed === 'object' && parsed && 'message' in parsed ? String((parsed as { message: unknown }).message) : '';
    throw new ApiError(message, response.status, parsed);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { blob: await response.blob(), fileName, headers: response.headers };
}

/**
 * A file the API answers with (an export; a report posted with its form when `body` is given), with
 * the session's token and, after a 401, one refresh and retry.
 */
export async function download(path: string, body?: unknown): Promise<{ blob: Blob; fileName: string; headers: Headers }> {
  if (refreshing) await refreshing;
  try {
    return await fetchFile(path, session.accessToken(), body);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !session.isSignedIn()) throw error;
    if (!(await refreshOnce())) throw error;
    return fetchFile(path, session.accessToken(), body);
  }
}

/** Hands a downloaded file to the browser to save under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
