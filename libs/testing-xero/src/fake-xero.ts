import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomUUID } from 'node:crypto';

/** An AU payroll employee (payroll.xro/1.0 Employees), as much of it as a timesheet needs. */
export interface FakeXeroAuEmployee {
  EmployeeID: string;
  FirstName: string;
  LastName: string;
  Status?: 'ACTIVE' | 'TERMINATED';
}

/** An NZ payroll employee (payroll.xro/2.0 employees). */
export interface FakeXeroNzEmployee {
  employeeID: string;
  firstName: string;
  lastName: string;
  payrollCalendarID: string;
}

export interface FakeXeroEarningsRate {
  id: string;
  name: string;
}

/** A timesheet as Xero keeps it, AU or NZ, flattened to what tests assert. */
export interface FakeXeroTimesheet {
  id: string;
  employeeId: string;
  startDate: string;
  endDate: string;
  /** Units per earnings rate and date. */
  lines: Array<{ earningsRateId: string; date: string; units: number }>;
  idempotencyKey: string | null;
}

/**
 * A switchable fault on the API (never on the identity server, whose refusals are their own
 * switches): `times` requests get it, then the API answers again.
 * - timeout: no answer at all (the client's timeout must fire);
 * - unauthorized: the presented access token is expired first, so the client's refresh path runs;
 * - rateLimit: 429 with Retry-After;
 * - serverError: 500;
 * - malformed: 200 with a body that is not JSON;
 * - lostReply: Xero does the work, then the answer never arrives (a timeout after the fact, the
 *   case that makes a retry dangerous).
 */
export type FakeXeroFault = { kind: 'timeout' | 'unauthorized' | 'rateLimit' | 'serverError' | 'malformed' | 'lostReply'; times?: number; retryAfter?: number; path?: RegExp };

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  scope: string;
}

interface Reply {
  status: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

const ACCESS_SECONDS = 1800;
const PAGE = 100;

/**
 * A local stand-in for Xero: the identity server's authorisation code flow with PKCE (authorize
 * auto-approves and redirects back; the token endpoint checks the client, the redirect URI and the
 * code verifier against the S256 challenge, and rotates refresh tokens), GET /connections, the
 * Accounting API's Organisation (for the country), and Payroll AU (payroll.xro/1.0 Employees,
 * PayItems, Timesheets) or NZ (payroll.xro/2.0 employees, earningsRates, timesheets), honouring
 * Idempotency-Key on timesheet POSTs. Logins, identity and API share one port.
 */
export class FakeXero {
  readonly tenantId = randomUUID();
  tenantName = 'Demo Payroll Ltd';
  auEmployees: FakeXeroAuEmployee[] = [];
  nzEmployees: FakeXeroNzEmployee[] = [];
  earningsRates: FakeXeroEarningsRate[] = [];
  readonly timesheets: FakeXeroTimesheet[] = [];
  /** Every API request's method and path (not the identity server's), in order. */
  readonly requests: Array<{ method: string; path: string }> = [];
  /** Token endpoint calls by grant type, and what they were refused with. */
  readonly tokenCalls: Array<{ grantType: string; refused: string | null }> = [];
  fault: FakeXeroFault | null = null;
  /** The next refresh is refused (invalid_grant): the connection was revoked in Xero. */
  refuseRefresh = false;
  /** The user declines on Xero's consent screen. */
  denyConsent = false;
  private readonly grants = new Map<string, Grant>();
  private readonly access = new Map<string, number>();
  private readonly refresh = new Set<string>();
  private readonly replays = new Map<string, Reply>();
  private server: Server | null = null;
  private readonly hanging = new Set<ServerResponse>();
  private clock = () => Date.now();

  constructor(
    private readonly client: { id: string; secret: string },
    readonly region: 'AU' | 'NZ' = 'AU',
  ) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  /** The access tokens handed out so far (tests look for them in the event log and the logs). */
  get accessTokens(): string[] {
    return [...this.access.keys()];
  }

  get refreshTokens(): string[] {
    return [...this.refresh];
  }

  /** Every access token handed out so far expires now: the next call answers 401 TokenExpired. */
  expireTokens(): void {
    for (const token of this.access.keys()) this.access.set(token, 0);
  }

  /** Listens on `port` (0: any free one; the browser tests' app is told its port before it boots). */
  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      void this.handle(request, response).then((reply) => {
        if (!reply) return;
        response.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.headers ?? {}) });
        response.end(reply.raw ?? (reply.body === undefined ? undefined : JSON.stringify(reply.body)));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<Reply | null> {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/identity/connect/authorize') return this.authorize(url);
    if (request.method === 'POST' && url.pathname === '/connect/token') return this.token(request, new URLSearchParams(await read(request)));

    this.requests.push({ method: request.method ?? 'GET', path: url.pathname });
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const fault = this.fault && (!this.fault.path || this.fault.path.test(url.pathname)) ? this.fault : null;
    if (fault) {
      if (fault.times !== undefined && --fault.times <= 0) this.fault = null;
      if (fault.kind === 'timeout') return this.hang(response);
      if (fault.kind === 'lostReply') {
        await this.route(request, url, token);
        return this.hang(response);
      }
      if (fault.kind === 'unauthorized' && token) this.access.set(token, 0);
      if (fault.kind === 'rateLimit') return { status: 429, headers: { 'retry-after': String(fault.retryAfter ?? 1), 'x-rate-limit-problem': 'minute' }, body: { Title: 'Too Many Requests', Status: 429 } };
      if (fault.kind === 'serverError') return { status: 500, body: { Title: 'An error occurred', Status: 500, Detail: 'An error occurred in Xero.' } };
      if (fault.kind === 'malformed') return { status: 200, raw: '{"Employees": [' };
    }
    return this.route(request, url, token);
  }

  private hang(response: ServerResponse): null {
    this.hanging.add(response);
    response.on('close', () => this.hanging.delete(response));
    return null;
  }

  private async route(request: IncomingMessage, url: URL, token: string | undefined): Promise<Reply> {
    const expiry = token === undefined ? undefined : this.access.get(token);
    if (expiry === undefined) return { status: 401, headers: { 'www-authenticate': 'Bearer error="invalid_token"' }, body: { Title: 'Unauthorized', Status: 401, Detail: 'AuthenticationUnsuccessful' } };
    if (expiry <= this.clock()) {
      return { status: 401, headers: { 'www-authenticate': 'Bearer error="invalid_token"' }, body: { Title: 'Unauthorized', Status: 401, Detail: `TokenExpired: token expired at ${new Date(expiry).toUTCString()}` } };
    }
    if (request.method === 'GET' && url.pathname === '/connections') {
      const now = new Date().toISOString();
      return { status: 200, body: [{ id: randomUUID(), authEventId: randomUUID(), tenantId: this.tenantId, tenantType: 'ORGANISATION', tenantName: this.tenantName, createdDateUtc: now, updatedDateUtc: now }] };
    }
    if (request.headers['xero-tenant-id'] !== this.tenantId) return { status: 403, body: { Title: 'Forbidden', Status: 403, Detail: 'AuthorizationUnsuccessful' } };
    if (request.method === 'GET' && url.pathname === '/api.xro/2.0/Organisation') {
      return { status: 200, body: { Organisations: [{ OrganisationID: this.tenantId, Name: this.tenantName, CountryCode: this.region, Version: this.region }] } };
    }
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
    if (this.region === 'AU') return this.au(request, url.pathname, page);
    return this.nz(request, url.pathname, page);
  }

  private authorize(url: URL): Reply {
    const q = (name: string) => url.searchParams.get(name) ?? '';
    if (q('response_type') !== 'code' || q('client_id') !== this.client.id) return { status: 400, raw: 'unauthorized_client', headers: { 'content-type': 'text/plain' } };
    if (q('code_challenge_method') !== 'S256' || !q('code_challenge')) return { status: 400, raw: 'PKCE with S256 is required', headers: { 'content-type': 'text/plain' } };
    const back = new URL(q('redirect_uri'));
    if (this.denyConsent) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = randomUUID();
      this.grants.set(code, { clientId: q('client_id'), redirectUri: q('redirect_uri'), challenge: q('code_challenge'), scope: q('scope') });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', q('scope'));
    }
    back.searchParams.set('state', q('state'));
    return { status: 302, headers: { location: back.toString() } };
  }

  private token(request: IncomingMessage, form: URLSearchParams): Reply {
    const grantType = form.get('grant_type') ?? '';
    const refuse = (error: string): Reply => {
      this.tokenCalls.push({ grantType, refused: error });
      return { status: 400, body: { error } };
    };
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [form.get('client_id'), form.get('client_secret')];
    if (id !== this.client.id || secret !== this.client.secret) return refuse('invalid_client');
    if (grantType === 'authorization_code') {
      const grant = this.grants.get(form.get('code') ?? '');
      // A code is good once, whatever the outcome.
      this.grants.delete(form.get('code') ?? '');
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) return refuse('invalid_grant');
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) return refuse('invalid_grant');
      this.tokenCalls.push({ grantType, refused: null });
      return { status: 200, body: this.issue(grant.scope) };
    }
    if (grantType === 'refresh_token') {
      const presented = form.get('refresh_token') ?? '';
      if (this.refuseRefresh || !this.refresh.has(presented)) return refuse('invalid_grant');
      this.refresh.delete(presented);
      this.tokenCalls.push({ grantType, refused: null });
      return { status: 200, body: this.issue('offline_access') };
    }
    return refuse('unsupported_grant_type');
  }

  private issue(scope: string): Record<string, unknown> {
    const accessToken = `xa-${randomUUID()}`;
    const refreshToken = `xr-${randomUUID()}`;
    this.access.set(accessToken, this.clock() + ACCESS_SECONDS * 1000);
    this.refresh.add(refreshToken);
    return { id_token: 'not-checked', access_token: accessToken, expires_in: ACCESS_SECONDS, token_type: 'Bearer', refresh_token: refreshToken, scope };
  }

  private async au(request: IncomingMessage, path: string, page: number): Promise<Reply> {
    if (request.method === 'GET' && path === '/payroll.xro/1.0/Employees') {
      return { status: 200, body: { Status: 'OK', Employees: this.auEmployees.slice((page - 1) * PAGE, page * PAGE).map((e) => ({ Status: 'ACTIVE', ...e })) } };
    }
    if (request.method === 'GET' && path === '/payroll.xro/1.0/PayItems') {
      const rates = this.earningsRates.map((r) => ({ EarningsRateID: r.id, Name: r.name, EarningsType: 'ORDINARYTIMEEARNINGS', RateType: 'RATEPERUNIT', TypeOfUnits: 'Hours', AccountCode: '477' }));
      return { status: 200, body: { Status: 'OK', PayItems: { EarningsRates: rates, DeductionTypes: [], LeaveTypes: [], ReimbursementTypes: [] } } };
    }
    if (request.method === 'POST' && path === '/payroll.xro/1.0/Timesheets') {
      return this.idempotent(request, async (body) => {
        const sheets = JSON.parse(body) as Array<{ EmployeeID: string; StartDate: string; EndDate: string; Status?: string; TimesheetLines?: Array<{ EarningsRateID: string; NumberOfUnits: number[] }> }>;
        const errors: Array<{ Message: string }> = [];
        const made: FakeXeroTimesheet[] = [];
        for (const sheet of sheets) {
          const start = sheet.StartDate.slice(0, 10);
          const end = sheet.EndDate.slice(0, 10);
          const days = daysBetween(start, end);
          if (!this.auEmployees.some((e) => e.EmployeeID === sheet.EmployeeID)) errors.push({ Message: 'The Employee could not be found.' });
          for (const line of sheet.TimesheetLines ?? []) {
            if (!this.earningsRates.some((r) => r.id === line.EarningsRateID)) errors.push({ Message: `Earnings Rate ${line.EarningsRateID} is not valid.` });
            if (line.NumberOfUnits.length !== days.length) errors.push({ Message: `The number of timesheet units (${line.NumberOfUnits.length}) must match the number of days in the period (${days.length}).` });
          }
          if (this.timesheets.some((t) => t.employeeId === sheet.EmployeeID && t.startDate === start)) errors.push({ Message: 'A timesheet already exists for this employee and pay period.' });
          made.push({
            id: randomUUID(),
            employeeId: sheet.EmployeeID,
            startDate: start,
            endDate: end,
            lines: (sheet.TimesheetLines ?? []).flatMap((l) => l.NumberOfUnits.map((units, n) => ({ earningsRateId: l.EarningsRateID, date: days[n], units }))),
            idempotencyKey: header(request, 'idempotency-key'),
          });
        }
        if (errors.length) {
          return { status: 400, body: { ErrorNumber: 10, Type: 'ValidationException', Message: 'A validation exception occurred', Timesheets: sheets.map((s) => ({ ...s, ValidationErrors: errors })) } };
        }
        this.timesheets.push(...made);
        return { status: 200, body: { Status: 'OK', Timesheets: made.map((t, n) => ({ TimesheetID: t.id, ...sheets[n], Status: 'DRAFT' })) } };
      });
    }
    return { status: 404, body: { Title: 'Not Found', Status: 404 } };
  }

  private async nz(request: IncomingMessage, path: string, page: number): Promise<Reply> {
    if (request.method === 'GET' && path === '/payroll.xro/2.0/employees') {
      const rows = this.nzEmployees.slice((page - 1) * PAGE, page * PAGE);
      return { status: 200, body: { pagination: { page, pageSize: PAGE, pageCount: Math.ceil(this.nzEmployees.length / PAGE), itemCount: rows.length }, problem: null, employees: rows } };
    }
    if (request.method === 'GET' && path === '/payroll.xro/2.0/earningsRates') {
      const rates = this.earningsRates.map((r) => ({ earningsRateID: r.id, name: r.name, earningsType: 'RegularEarnings', rateType: 'RatePerUnit', typeOfUnits: 'hours', currentRecord: true }));
      return { status: 200, body: { pagination: { page: 1, pageSize: PAGE, pageCount: 1, itemCount: rates.length }, problem: null, earningsRates: rates } };
    }
    if (request.method === 'POST' && path === '/payroll.xro/2.0/timesheets') {
      return this.idempotent(request, async (body) => {
        const sheet = JSON.parse(body) as { payrollCalendarID: string; employeeID: string; startDate: string; endDate: string; timesheetLines?: Array<{ date: string; earningsRateID: string; numberOfUnits: number }> };
        const problem = (detail: string, name: string): Reply => ({
          status: 400,
          body: { pagination: null, problem: { type: 'application/problem+json', title: 'Validation error', status: 400, detail, invalidFields: [{ name, reason: detail }] } },
        });
        const employee = this.nzEmployees.find((e) => e.employeeID === sheet.employeeID);
        if (!employee) return problem('The employee could not be found.', 'EmployeeID');
        if (employee.payrollCalendarID !== sheet.payrollCalendarID) return problem('The payroll calendar is not the employee\'s.', 'PayrollCalendarID');
        const bad = (sheet.timesheetLines ?? []).find((l) => !this.earningsRates.some((r) => r.id === l.earningsRateID));
        if (bad) return problem(`Earnings rate ${bad.earningsRateID} is not valid.`, 'EarningsRateID');
        const start = sheet.startDate.slice(0, 10);
        if (this.timesheets.some((t) => t.employeeId === sheet.employeeID && t.startDate === start)) return problem('A timesheet already exists for this employee and period.', 'StartDate');
        const made: FakeXeroTimesheet = {
          id: randomUUID(),
          employeeId: sheet.employeeID,
          startDate: start,
          endDate: sheet.endDate.slice(0, 10),
          lines: (sheet.timesheetLines ?? []).map((l) => ({ earningsRateId: l.earningsRateID, date: l.date.slice(0, 10), units: l.numberOfUnits })),
          idempotencyKey: header(request, 'idempotency-key'),
        };
        this.timesheets.push(made);
        return { status: 200, body: { pagination: null, problem: null, timesheet: { timesheetID: made.id, ...sheet, status: 'Draft' } } };
      });
    }
    return { status: 404, body: { title: 'Not Found', status: 404 } };
  }

  /** A POST with an Idempotency-Key Xero has seen answers what it answered then, and does nothing again. */
  private async idempotent(request: IncomingMessage, work: (body: string) => Promise<Reply>): Promise<Reply> {
    const key = header(request, 'idempotency-key');
    const body = await read(request);
    if (key && this.replays.has(key)) return this.replays.get(key) as Reply;
    const reply = await work(body);
    if (key) this.replays.set(key, reply);
    return reply;
  }
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
  return days;
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });
}
