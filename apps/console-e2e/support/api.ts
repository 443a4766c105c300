import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';

/** What a test reads or posts through the API, refused unless the call succeeds. */
export interface Api {
  <T = unknown>(path: string, data: unknown): Promise<T>;
  post<T = unknown>(path: string, data: unknown): Promise<T>;
  get<T = unknown>(path: string): Promise<T>;
}

/**
 * The API as a given user: the setup a test needs before, or beside, the console. Signed in afresh
 * for each call: the browser tier's access tokens last 4 s (TK_E2E_TTL, to show the console's
 * silent refresh), which a loaded machine can spend between two calls of one token.
 */
export function apiAs(request: APIRequestContext, email: string, password: string): Api {
  const headers = async () => {
    const signedIn = await request.post('/server/account/login', { data: { email, password } });
    expect(signedIn.ok(), `sign-in of ${email}: ${signedIn.status()}`).toBe(true);
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    return { authorization: `Bearer ${accessToken}` };
  };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/server${path}`, { data, headers: await headers() });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`/server${path}`, { headers: await headers() });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return Object.assign(post, { post, get }) as Api;
}
