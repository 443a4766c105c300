import { z } from 'zod';

jest.mock('./base', () => ({ API_BASE: '/server' }));

/** The browser the client expects: a window, local storage and fetch. */
const stored = new Map<string, string>();
Object.assign(globalThis, {
  window: { addEventListener: () => undefined },
  localStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v), removeItem: (k: string) => stored.delete(k) },
});
const answer = (status: number, body: unknown) => jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { status }));

/** What the tests use of ./http; loaded by a path the root typecheck (node, no DOM) does not follow into browser code. */
interface Http {
  request: (schema: z.ZodTypeAny, path: string, init?: { method?: 'GET' | 'POST'; body?: unknown }) => Promise<unknown>;
  askEarly: (path: string) => void;
  messageOf: (error: unknown, callerText?: string) => string;
  ReplyShapeError: new (...args: never[]) => Error;
}
const HTTP_MODULE = './http';
const SESSION_MODULE = './session';

describe('request', () => {
  let http: Http;
  beforeAll(async () => {
    http = (await import(HTTP_MODULE)) as Http;
  });
  afterEach(() => jest.restoreAllMocks());

  const schema = z.object({ id: z.string(), name: z.string().nullable() });

  it('answers the reply as its schema parses it, fields it does not name left out', async () => {
    answer(200, { id: 'a', name: null, extra: 1 });
    await expect(http.request(schema, '/api/thing')).resolves.toEqual({ id: 'a', name: null });
  });

  it('refuses a reply of another shape: the general text shows and the issues are logged', async () => {
    answer(200, { id: 7 });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await http.request(schema, '/api/thing').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(http.ReplyShapeError);
    expect(http.messageOf(failure, 'Failed to save the thing.')).toBe('Something went wrong.');
    expect(logged).toHaveBeenCalledWith('The reply of GET /api/thing does not match its schema:', expect.arrayContaining([expect.objectContaining({ path: ['id'] })]));
  });

  it('sends the method and JSON body, and a refusal keeps the server message', async () => {
    const sent = answer(400, { message: 'Warning: Name has existed.' });
    const failure = await http.request(schema, '/thing/save', { method: 'POST', body: { name: 'x' } }).catch((error: unknown) => error);
    expect(sent).toHaveBeenCalledWith('/server/thing/save', expect.objectContaining({ method: 'POST', body: '{"name":"x"}' }));
    expect(http.messageOf(failure, 'Failed.')).toBe('Warning: Name has existed.');
  });

  describe('an answer asked for early (a route that reads before its screen has loaded)', () => {
    afterEach(() => jest.useRealTimers());

    it('is taken by the next GET of its path, which does not ask again, and only once', async () => {
      const sent = answer(200, { id: 'early', name: null });
      http.askEarly('/api/me/work');
      await expect(http.request(schema, '/api/me/work')).resolves.toEqual({ id: 'early', name: null });
      expect(sent).toHaveBeenCalledTimes(1);
      await http.request(schema, '/api/me/work');
      expect(sent).toHaveBeenCalledTimes(2);
    });

    it('carries its failure to the request that takes it, with the server message', async () => {
      answer(403, { message: 'Forbidden' });
      http.askEarly('/api/me/work');
      const failure = await http.request(schema, '/api/me/work').catch((error: unknown) => error);
      expect(http.messageOf(failure)).toBe('Forbidden');
    });

    /** An access token as the server signs it, for `sub` (its signature is never read here). */
    const tokenFor = (sub: string) => `h.${btoa(JSON.stringify({ sub, roles: ['Employee'] }))}.s`;

    it('is dropped when someone else signs in: they never read the last one’s answer; a renewal of hers keeps it', async () => {
      const { session } = (await import(SESSION_MODULE)) as { session: { set(tokens: { accessToken: string; refreshToken: string }): void } };
      session.set({ accessToken: tokenFor('mere'), refreshToken: 'r1' });
      const sent = answer(200, { id: 'hers', name: null });
      http.askEarly('/api/me/work');
      session.set({ accessToken: tokenFor('mere'), refreshToken: 'r2' });
      await http.request(schema, '/api/me/work');
      expect(sent).toHaveBeenCalledTimes(1);
      http.askEarly('/api/me/work');
      session.set({ accessToken: tokenFor('rangi'), refreshToken: 'r3' });
      await http.request(schema, '/api/me/work');
      expect(sent).toHaveBeenCalledTimes(3);
    });

    it('is not taken by a write to the same path, nor after ten seconds: those ask afresh', async () => {
      const sent = answer(200, { id: 'x', name: null });
      http.askEarly('/api/thing');
      await http.request(schema, '/api/thing', { method: 'POST', body: {} });
      expect(sent).toHaveBeenCalledTimes(2);

      jest.useFakeTimers({ now: Date.now() });
      http.askEarly('/api/later');
      jest.setSystemTime(Date.now() + 10_001);
      await http.request(schema, '/api/later');
      expect(sent).toHaveBeenCalledTimes(4);
    });
  });
});
