import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';


/**
 * Every HTTP call spec documents 1-3 name (§7 of each, and the avatar path of document 2 §2), read
 * by hand: method and path as the spec writes them, deduplicated (a parameter's name ignored).
 * `ANY` marks a path whose method the spec does not show; `query` a call the spec varies only by
 * its query string; `multipart` an upload. Left out: calls whose path the spec says is "not shown"
 * (MYOB and GreenTree/AX sends, job sync, pay-period lookup, exception review, ...), the console's
 * own screen routes (§2), and the company logo's "displayed with query logoUrl" (no path named).
 */
interface SpecCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ANY';
  path: string;
  doc: 1 | 2 | 3;
  section: string;
  query?: string;
  multipart?: boolean;
  note?: string;
  alsoIn?: { doc: 1 | 2 | 3; section: string }[];
}
const SPEC_CALLS: SpecCall[] = JSON.parse(readFileSync(join(__dirname, 'spec-calls.json'), 'utf8'));

/** A path parameter's stand-in: an id nobody has, or a plausible name. */
const PARAMETER_VALUES: Record<string, () => string> = {
  file: () => 'census-nothing.png',
  fileName: () => 'census-nothing.png',
  avatarFileName: () => 'census-nothing.png',
  type: () => 'WeeklyScheduleReport',
};
const concrete = (path: string) => path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent((PARAMETER_VALUES[name] ?? randomUUID)()));

const key = (call: Pick<SpecCall, 'method' | 'path'>) => `${call.method} ${call.path}`;

/**
 * The census (issue 30, "A census that keeps it closed"): a signed-in admin sends every call the spec
 * names, with an empty body, and no call may be left without a route: a spec call that loses its route,
 * or a new one in spec-calls.json that has none, fails the census until it is built. "No route"
 * is Nest's own answer for an unmatched path (404 `Cannot METHOD /path`) or a 405; a domain 404
 * (an id nobody has, a file not there) is a route that answered.
 */
describe('the census of the calls the spec names', () => {
  let stack: TestStack;
  let admin: string;

  beforeAll(async () => {
    stack = await startTestStack();
    ({ admin } = await openCustomer(stack, { name: 'Census Ltd', code: 'CENSUS', adminEmail: 'admin@census.example.com', multiShiftView: true, isTimeApprovalEnabled: true }));
  });
  afterAll(() => stack?.close());

  /** One call as the admin, a redirect not followed (it is the route's answer), the body parsed when JSON. */
  const send = async (method: string, path: string) => {
    const withBody = method === 'POST' || method === 'PUT';
    const response = await fetch(`${stack.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: { authorization: `Bearer ${admin}`, ...(withBody ? { 'content-type': 'application/json' } : {}) },
      body: withBody ? '{}' : undefined,
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* a file or a page stays text */
    }
    return { status: response.status, body };
  };

  /**
   * Whether no route serves the call: Nest's answer for a path nothing matches (404 `Cannot METHOD
   * /server/...`, not a domain 404 such as "This leave does not exist." or a missing file's bare
   * `Not Found`), a 405, or a literal last segment taken for another route's parameter (the reply is
   * the one a made-up segment gets, e.g. `/api/jobs/active-with-external-info` refused by
   * `/api/jobs/{id}` as "Validation failed (uuid is expected)").
   */
  const unrouted = async (method: string, specPath: string): Promise<{ unrouted: boolean; why?: string; status: number; body: unknown }> => {
    const path = concrete(specPath);
    const reply = await send(method, path);
    const { status, body } = reply;
    if (status === 405) return { unrouted: true, why: '405', ...reply };
    const answer = typeof body === 'object' && body !== null ? (body as { message?: unknown; error?: unknown }) : {};
    if (status === 404 && answer.error === 'Not Found' && typeof answer.message === 'string' && answer.message.startsWith(`Cannot ${method} ${stack.config.apiBasePath}/`)) {
      return { unrouted: true, why: 'no route', ...reply };
    }
    const segments = path.split('/');
    if (status >= 400 && segments.length >= 3 && !/\{/.test(specPath.split('/').at(-1) ?? '')) {
      const decoy = await send(method, [...segments.slice(0, -1), `census-decoy-${randomUUID().slice(0, 8)}`].join('/'));
      if (decoy.status === status && isDeepStrictEqual(decoy.body, body)) return { unrouted: true, why: 'taken for a parameter', ...reply };
    }
    return { unrouted: false, ...reply };
  };

  it('tells a path no route serves from a route answering 404 for a record nobody has', async () => {
    const unknown = await unrouted('GET', `/api/census-no-such-path/${randomUUID()}`);
    expect(unknown).toMatchObject({ unrouted: true, status: 404 });
    const unknownPost = await unrouted('POST', '/census/no-such-save');
    expect(unknownPost).toMatchObject({ unrouted: true, status: 404 });
    // A route that exists answers a record nobody has with a domain 404: that is routed.
    const domain404 = await unrouted('GET', `/api/departments/${randomUUID()}`);
    expect(domain404.unrouted).toBe(false);
    const routed = await unrouted('GET', '/api/company/info');
    expect(routed).toMatchObject({ unrouted: false, status: 200 });
    // A made-up literal below a route with an id is taken for the id: no route of its own.
    expect(await unrouted('GET', '/api/departments/census-no-such-list')).toMatchObject({ unrouted: true, why: 'taken for a parameter' });
    expect(await unrouted('GET', '/api/departments/next-punch-code')).toMatchObject({ unrouted: false });
  });

  it('lists every call once, with a method and a path as the spec writes them', () => {
    expect(SPEC_CALLS.length).toBeGreaterThan(150);
    const keys = SPEC_CALLS.map((c) => `${c.method} ${c.path.replace(/\{[^}]+\}/g, '{}')}`);
    expect(keys.length).toBe(new Set(keys).size);
    for (const call of SPEC_CALLS) {
      expect(['GET', 'POST', 'PUT', 'DELETE', 'ANY']).toContain(call.method);
      expect(call.path).toMatch(/^\/[^?\s]*$/);
      expect([1, 2, 3]).toContain(call.doc);
    }
  });

  it('finds a route for every call the spec names', async () => {
    const missing: string[] = [];
    for (const call of SPEC_CALLS) {
      // A path whose method the spec does not show is routed if GET or POST reaches a route.
      const methods = call.method === 'ANY' ? ['GET', 'POST'] : [call.method];
      const replies = [];
      for (const method of methods) replies.push(await unrouted(method, call.path));
      if (replies.every((r) => r.unrouted)) missing.push(key(call));
    }
    // The server is still up and the admin still signed in after every call.
    expect((await stack.call('GET', '/api/company/info', { token: admin })).status).toBe(200);
    expect([...missing].sort()).toEqual([]);
  });
});
