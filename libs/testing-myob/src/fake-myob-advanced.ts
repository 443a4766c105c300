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

/**
 * A local stand-in for MYOB Advanced (MYOB Acumatica) speaking the part of its contract-based REST
 * API we use: cookie sign-in and sign-out under /entity/auth, and the Default endpoint's Employee
 * list with $select, $top and $skip, fields wrapped as {value}. Tests set its users and employees.
 */
export class FakeMyobAdvanced {
  employees: FakeMyobEmployee[] = [];
  readonly sessions = new Set<string>();
  signIns = 0;
  /** Faults a test switches on, answered before anything else. */
  readonly faults = new HttpFaults();
  /** Time entries, labour batches and appointment logs (the timesheet transfer's job costing). */
  readonly costing = new FakeMyobJobCosting(() => this.employees.map((e) => e.EmployeeID));
  private server: Server | null = null;

  constructor(private readonly account: { name: string; password: string; company: string }) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      if (this.faults.apply(request, response)) return;
      void this.handle(request).then(({ status, body, cookies, headers }) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers, ...(cookies ? { 'set-cookie': cookies } : {}) });
        response.end(body === undefined ? undefined : JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.faults.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body?: unknown; cookies?: string[]; headers?: Record<string, string> }> {
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
    if (request.method === 'GET' && /^\/entity\/Default\/\d+\.\d+\.\d+\/Employee$/.test(url.pathname)) {
      const top = Number(url.searchParams.get('$top') ?? this.employees.length);
      const skip = Number(url.searchParams.get('$skip') ?? 0);
      const rows = this.employees.slice(skip, skip + top).map((e, n) => ({
        id: randomUUID(),
        rowNumber: skip + n + 1,
        EmployeeID: { value: e.EmployeeID },
        EmployeeName: { value: e.EmployeeName },
        Status: { value: e.Status ?? 'Active' },
      }));
      return { status: 200, body: rows };
    }
    const costing = await this.costing.handle(request, url, () => read(request));
    if (costing) return costing;
    return { status: 404, body: { message: 'No such endpoint.' } };
  }
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });
}
