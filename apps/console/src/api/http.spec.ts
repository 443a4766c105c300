import { z } from 'zod';

jest.mock('./base', () => ({ API_BASE: '/server' }));

/** The browser the client expects: a window, local storage and fetch. */
const stored = new Map<string, string>();
Object.assign(globalThis, {
  window: { addEventListener: () => undefined },
  localStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v), removeItem: (k: string) => stored.delete(k) },
});
const answer = (status: number, body: unknown) => jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

/** What the tests use of ./http; loaded by a path the root typecheck (node, no DOM) does not follow into browser code. */
interface Http {
  request: (schema: z.ZodTypeAny, path: string, init?: { method?: 'GET' | 'POST'; body?: unknown }) => Promise<unknown>;
  messageOf: (error: unknown, callerText?: string) => string;
  ReplyShapeError: new (...args: never[]) => Error;
}
const HTTP_MODULE = './http';

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
});
