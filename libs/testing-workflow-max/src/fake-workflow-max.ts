import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

export interface FakeWfmStaff {
  UUID: string;
  Name: string;
  Email?: string;
}

export interface FakeWfmTask {
  UUID: string;
  Name: string;
}

export interface FakeWfmJob {
  UUID: string;
  /** The job number, e.g. J000123: what a time sheet entry names. */
  ID: string;
  Name: string;
  State?: string;
  Tasks: FakeWfmTask[];
}

/** A time sheet entry as WorkflowMax keeps it. */
export interface FakeWfmTime {
  UUID: string;
  Job: string;
  TaskUUID: string;
  StaffUUID: string;
  /** yyyymmdd, as posted. */
  Date: string;
  Minutes: number;
  Note: string;
}

/**
 * A fault the next matching calls answer with. `timeout` never answers; `429` carries Retry-After;
 * `malformed` answers 200 with a body that is not XML. `afterWrite` (time.api/add only) keeps the
 * entry and then fails, as a server that times out after committing does.
 */
export type FakeWfmFault = 'timeout' | '401' | '429' | '500' | 'malformed';
interface ArmedFault {
  fault: FakeWfmFault;
  path: RegExp;
  remaining: number;
  skip: number;
  afterWrite: boolean;
  retryAfterSeconds: number;
}

/**
 * A local stand-in for WorkflowMax (by BlueRock, "WorkflowMax 2") speaking what Timekeep uses:
 *
 * - OAuth 2.0 authorization code with PKCE at /oauth/authorize and /oauth/token (client secret as
 *   HTTP Basic), access tokens that are JWTs naming the account in `org_ids`, rotating refresh tokens;
 * - the v2 API's XML calls with a Bearer token and the `account_id` header: staff.api/list,
 *   job.api/current?detailed=true (jobs with their tasks), time.api/list?from&to and time.api/add.
 *
 * The authorize page consents at once (as a user pressing Allow would) unless `consent` is 'deny'.
 */
export class FakeWorkflowMax {
  readonly accountId = randomUUID();
  staff: FakeWfmStaff[] = [];
  jobs: FakeWfmJob[] = [];
  readonly times: FakeWfmTime[] = [];
  consent: 'allow' | 'deny' = 'allow';
  /** Every API call as received (method, path), for tests that count calls. */
  readonly calls: Array<{ method: string; path: string }> = [];
  tokenRequests = 0;

  private readonly codes = new Map<string, { redirectUri: string; challenge: string }>();
  private readonly accessTokens = new Set<string>();
  private readonly refreshTokens = new Set<string>();
  private faults: ArmedFault[] = [];
  private server: Server | null = null;
  private readonly hanging = new Set<ServerResponse>();
  private readonly xml = new XMLBuilder({ format: false });
  private readonly parser = new XMLParser({ parseTagValue: false });

  constructor(readonly client: { id: string; secret: string }) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  /** Arms a fault for the next `times` calls whose path matches (all API calls by default), after letting `skip` through. */
  fail(fault: FakeWfmFault, options: { path?: RegExp; times?: number; skip?: number; afterWrite?: boolean; retryAfterSeconds?: number } = {}): void {
    this.faults.push({ fault, path: options.path ?? /\.api\//, remaining: options.times ?? 1, skip: options.skip ?? 0, afterWrite: options.afterWrite ?? false, retryAfterSeconds: options.retryAfterSeconds ?? 1 });
  }

  /** Every access token given so far stops working (as when they expire); refresh tokens still do. */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  /** The connection is revoked in WorkflowMax: neither access nor refresh tokens work. */
  revoke(): void {
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }

  reset(): void {
    this.faults = [];
    this.times.length = 0;
    this.calls.length = 0;
    this.consent = 'allow';
  }

  /** Listens on `port` (a free one unless given: an app started before the fake is told its address). */
  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      void this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/oauth/authorize') return this.authorize(url, response);
    if (request.method === 'POST' && url.pathname === '/oauth/token') return this.token(request, response);

    this.calls.push({ method: request.method ?? 'GET', path: url.pathname });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !this.accessTokens.has(bearer) || request.headers['account_id'] !== this.accountId) {
      return this.answer(response, 401, 'text/plain', 'Unauthorized');
    }
    const armed = this.faults.find((f) => f.path.test(url.pathname) && f.remaining > 0);
    if (armed && armed.skip > 0) armed.skip--;
    else if (armed) {
      armed.remaining--;
      if (armed.afterWrite && request.method === 'POST' && url.pathname === '/time.api/add') await this.addTime(await read(request));
      return this.fault(armed, response);
    }

    if (request.method === 'GET' && url.pathname === '/staff.api/list') {
      return this.ok(response, { StaffList: { Staff: this.staff.map((s) => ({ UUID: s.UUID, Name: s.Name, Email: s.Email ?? '' })) } });
    }
    if (request.method === 'GET' && url.pathname === '/job.api/current') {
      const detailed = url.searchParams.get('detailed') === 'true';
      return this.ok(response, {
        Jobs: {
          Job: this.jobs.map((j) => ({ UUID: j.UUID, ID: j.ID, Name: j.Name, State: j.State ?? 'In Progress', ...(detailed ? { Tasks: { Task: j.Tasks.map((t) => ({ UUID: t.UUID, Name: t.Name })) } } : {}) })),
        },
      });
    }
    if (request.method === 'GET' && url.pathname === '/time.api/list') {
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      if (!/^\d{8}$/.test(from) || !/^\d{8}$/.test(to)) return this.error(response, 'from and to must be yyyymmdd dates');
      const times = this.times.filter((t) => t.Date >= from && t.Date <= to);
      return this.ok(response, { Times: { Time: times.map((t) => ({ UUID: t.UUID, Job: { ID: t.Job }, Task: { UUID: t.TaskUUID }, Staff: { UUID: t.StaffUUID }, Date: `${t.Date.slice(0, 4)}-${t.Date.slice(4, 6)}-${t.Date.slice(6)}T00:00:00`, Minutes: t.Minutes, Note: t.Note })) } });
    }
    if (request.method === 'POST' && url.pathname === '/time.api/add') {
      const added = await this.addTime(await read(request));
      if (typeof added === 'string') return this.error(response, added);
      return this.ok(response, { Time: { UUID: added.UUID, Job: { ID: added.Job }, Minutes: added.Minutes, Note: added.Note } });
    }
    return this.answer(response, 404, 'text/plain', 'Not Found');
  }

  /** Keeps a posted entry, or says why not as WorkflowMax's ErrorDescription would. */
  private async addTime(body: string): Promise<FakeWfmTime | string> {
    let sheet: Record<string, string | undefined>;
    try {
      sheet = (this.parser.parse(body) as { Timesheet?: Record<string, string | undefined> }).Timesheet ?? {};
    } catch {
      return 'Invalid XML';
    }
    const job = this.jobs.find((j) => j.ID === sheet.Job);
    if (!job) return `Job ${sheet.Job ?? ''} not found`;
    if (!job.Tasks.some((t) => t.UUID === sheet.TaskUUID)) return 'Task not found';
    if (!this.staff.some((s) => s.UUID === sheet.StaffUUID)) return 'Staff not found';
    if (!/^\d{8}$/.test(sheet.Date ?? '')) return 'Invalid date';
    const minutes = Number(sheet.Minutes);
    if (!Number.isInteger(minutes) || minutes <= 0) return 'Invalid minutes';
    const time: FakeWfmTime = { UUID: randomUUID(), Job: job.ID, TaskUUID: sheet.TaskUUID as string, StaffUUID: sheet.StaffUUID as string, Date: sheet.Date as string, Minutes: minutes, Note: sheet.Note ?? '' };
    this.times.push(time);
    return time;
  }

  private authorize(url: URL, response: ServerResponse): void {
    const q = (name: string) => url.searchParams.get(name) ?? '';
    if (q('client_id') !== this.client.id || q('response_type') !== 'code') return this.answer(response, 400, 'text/plain', 'invalid_client');
    if (q('code_challenge_method') !== 'S256' || !q('code_challenge')) return this.answer(response, 400, 'text/plain', 'PKCE required');
    if (!q('scope').split(' ').includes('offline_access')) return this.answer(response, 400, 'text/plain', 'offline_access required');
    const back = new URL(q('redirect_uri'));
    back.searchParams.set('state', q('state'));
    if (this.consent === 'deny') back.searchParams.set('error', 'access_denied');
    else {
      const code = randomBytes(16).toString('hex');
      this.codes.set(code, { redirectUri: q('redirect_uri'), challenge: q('code_challenge') });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  private async token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    this.tokenRequests++;
    const form = new URLSearchParams(await read(request));
    const basic = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    if (basic !== `${this.client.id}:${this.client.secret}`) return this.json(response, 401, { error: 'invalid_client' });
    const armed = this.faults.find((f) => f.path.test('/oauth/token') && f.remaining > 0);
    if (armed) {
      armed.remaining--;
      return this.fault(armed, response);
    }
    if (form.get('grant_type') === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (!code || code.redirectUri !== form.get('redirect_uri') || createHash('sha256').update(verifier).digest('base64url') !== code.challenge) {
        return this.json(response, 400, { error: 'invalid_grant' });
      }
      return this.json(response, 200, this.issue());
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      if (!this.refreshTokens.delete(refresh)) return this.json(response, 400, { error: 'invalid_grant' });
      return this.json(response, 200, this.issue());
    }
    return this.json(response, 400, { error: 'unsupported_grant_type' });
  }

  private issue() {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const access = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ org_ids: [this.accountId], jti: randomUUID(), exp: Math.floor(Date.now() / 1000) + 1800 })}.${randomBytes(16).toString('base64url')}`;
    const refresh = randomBytes(24).toString('hex');
    this.accessTokens.add(access);
    this.refreshTokens.add(refresh);
    return { access_token: access, refresh_token: refresh, expires_in: 1800, token_type: 'Bearer', scope: 'openid profile email workflowmax offline_access' };
  }

  private fault(armed: ArmedFault, response: ServerResponse): void {
    switch (armed.fault) {
      case 'timeout':
        this.hanging.add(response);
        return;
      case '401':
        return this.answer(response, 401, 'text/plain', 'Unauthorized');
      case '429':
        response.writeHead(429, { 'retry-after': String(armed.retryAfterSeconds), 'content-type': 'text/plain' });
        response.end('Too Many Requests');
        return;
      case '500':
        return this.answer(response, 500, 'text/plain', 'Internal Server Error');
      case 'malformed':
        return this.answer(response, 200, 'application/xml', '<Response><Status>OK</Status><StaffList><Staff><UUID>');
    }
  }

  private ok(response: ServerResponse, body: Record<string, unknown>): void {
    this.answer(response, 200, 'application/xml', this.xml.build({ Response: { Status: 'OK', ...body } }));
  }

  /** WorkflowMax answers a refused request with 200 and Status ERROR. */
  private error(response: ServerResponse, description: string): void {
    this.answer(response, 200, 'application/xml', this.xml.build({ Response: { Status: 'ERROR', ErrorDescription: description } }));
  }

  private json(response: ServerResponse, status: number, body: unknown): void {
    this.answer(response, status, 'application/json', JSON.stringify(body));
  }

  private answer(response: ServerResponse, status: number, type: string, body: string): void {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  }
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });
}
