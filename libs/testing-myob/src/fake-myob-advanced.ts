import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { FakeMyobJobCosting } from './fake-myob-job-costing';
import { HttpFaults } from './http-faults';

export interface FakeMyobEmployee {
  EmployeeID: string;
  EmployeeName: string;
  Status?: string;
}

export interface FakeMyobProject {
  ProjectID: string;
  Description: string;
  Status?: string;
}

export interface FakeMyobProjectTask {
  ProjectID: string;
  ProjectTaskID: string;
  Description: string;
  Status?: string;
}

/**
 * What the fake does instead of answering a read of records: hang past the client's timeout, end
 * the session (401), limit requests (429 with Retry-After), fail (500), or answer text that is not JSON.
 */
export type FakeMyobFault = { kind: 'timeout'; ms: number } | { kind: 401 } | { kind: 429; retryAfter: number } | { kind: 500 } | { kind: 'malformed' };

/**
 * A local stand-in for MYOB Advanced (MYOB Acumatica) speaking the part of its contract-based REST
 * API we use: cookie sign-in and sign-out under /entity/auth, and the Default endpoint's Employee
 * list with $select, $top and $skip, fields wrapped as {value}; the Project and ProjectTask lists
 * the same way. Tests set its users and records, and switch faults on for the reads.
 */
export class FakeMyobAdvanced {
  employees: FakeMyobEmployee[] = [];
  projects: FakeMyobProject[] = [];
  projectTasks: FakeMyobProjectTask[] = [];
  readonly sessions = new Set<string>();
  signIns = 0;
  /** Faults a test switches on, answered before anything else. */
  readonly faults = new HttpFaults();
  /** Time entries, labour batches and appointment logs (the timesheet transfer's job costing). */
  readonly costing = new FakeMyobJobCosting(() => this.employees.map((e) => e.EmployeeID));
  /** Reads of records answered (faults included), for tests that count retries. */
  reads = 0;
  private fault: { fault: FakeMyobFault; times: number } | null = null;
  private server: Server | null = null;

  /** The next `times` reads of records (every one when omitted) meet the fault; null switches it off. */
  failReads(fault: FakeMyobFault | null, times = Infinity): void {
    this.fault = fault ? { fault, times } : null;
  }

  constructor(private readonly account: { name: string; password: string; company: string }) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      if (this.faults.apply(request, response)) return;
      void this.handle(request).then(({ status, body, cookies, headers, raw }) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json', ...headers, ...(cookies ? { 'set-cookie': cookies } : {}) });
        response.end(raw ?? (body === undefined ? undefined : JSON.stringify(body)));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.faults.clear();
    // A hung read (the timeout fault) must not keep the server open.
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body?: unknown; cookies?: string[]; headers?: Record<string, string>; raw?: string }> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const session = /\.ASPXAUTH=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    if (request.method === 'POST' && url.pathname === '/entity/auth/login') {
      const body = JSON.parse(await read(request)) as { name?: string; password?: string; company?: string };
      if (body.name !== this.account.name || body.password !== this.account.password || body.company !== this.account.company) {
        return { status: 500, body: { message: 'An error has occurred.', exceptionMessage: 'Invalid credentials. Please try again.' } };
      }
      const id = randomUUID();
      this.sessions.add(id);
      this.signIns++;
      return { status: 204, cookies: [`.ASPXAUTH=${id}; path=/; HttpOnly`, `ASP.NET_SessionId=${randomUUID()}; path=/; HttpOnly`] };
    }
    if (request.method === 'POST' && url.pathname === '/entity/auth/logout') {
      if (session) this.sessions.delete(session);
      return { status: 204 };
    }
    if (!session || !this.sessions.has(session)) return { status: 401, body: { message: 'You are not logged in.' } };
    const costing = await this.costing.handle(request, url, () => read(request));
    if (costing) return costing;
    const entity = request.method === 'GET' ? /^\/entity\/Default\/\d+\.\d+\.\d+\/(Employee|Project|ProjectTask)$/.exec(url.pathname)?.[1] : undefined;
    if (!entity) return { status: 404, body: { message: 'No such endpoint.' } };
    this.reads++;
    if (this.fault && this.fault.times > 0) {
      this.fault.times--;
      const { fault } = this.fault;
      if (fault.kind === 'timeout') await new Promise((resolve) => setTimeout(resolve, fault.ms));
      if (fault.kind === 401) return { status: 401, body: { message: 'You are not logged in.' } };
      if (fault.kind === 429) return { status: 429, headers: { 'retry-after': String(fault.retryAfter) }, body: { message: 'API Login Limit' } };
      if (fault.kind === 500) return { status: 500, body: { message: 'An error has occurred.' } };
      if (fault.kind === 'malformed') return { status: 200, raw: '[{"ProjectID": {"value": "PR' };
    }
    const top = Number(url.searchParams.get('$top') ?? Infinity);
    const skip = Number(url.searchParams.get('$skip') ?? 0);
    const records: Array<Record<string, string | undefined>> = entity === 'Employee' ? this.employees.map((e) => ({ ...e, Status: e.Status ?? 'Active' })) : entity === 'Project' ? this.projects.map((p) => ({ ...p, Status: p.Status ?? 'Active' })) : this.projectTasks.map((t) => ({ ...t, Status: t.Status ?? 'Active' }));
    const select = url.searchParams.get('$select')?.split(',');
    const rows = records.slice(skip, skip + top).map((record, n) => ({
      id: randomUUID(),
      rowNumber: skip + n + 1,
      // Fields wrapped as {value}; only the selected ones, as $select does.
      ...Object.fromEntries(Object.entries(record).filter(([field]) => !select || select.includes(field)).map(([field, value]) => [field, { value }])),
    }));
    return { status: 200, body: rows };
  }
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });
}
