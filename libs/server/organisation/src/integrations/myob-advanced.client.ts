import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '@timekeep/server-platform';
import { IntegrationConnectionEntity } from './integration-connection.entity';
import { IntegrationSecrets } from './integration-secrets';

export interface MyobEmployee {
  employeeId: string;
  name: string;
  status: string;
}

/** A refusal worth showing the user as is: no connection, a wrong password, an instance out of reach. */
export class MyobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MyobError';
  }
}

/**
 * One answer of MYOB Advanced that is not a fault: a success, 404 (no record of that key) or 422
 * (the entity sent back with an `error` on each refused field).
 */
export interface MyobAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A signed-in session: calls under the instance's address, each one with the session cookie. */
export interface MyobSession {
  /** The contract-based endpoint version of the connection (22.200.001). */
  readonly version: string;
  /** `path` under the instance (e.g. `/entity/Default/22.200.001/TimeEntry`); faults are MyobErrors naming the cause. */
  call(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<MyobAnswer>;
}

const PAGE = 500;
/** Times a call that met 429 is asked again (after Retry-After): MYOB did not take it, so asking again is safe. */
const RATE_LIMIT_RETRIES = 2;
const MAX_RETRY_AFTER_S = 30;
type Field = { value?: string | null } | undefined;
const text = (field: Field) => field?.value?.trim() ?? '';

/**
 * MYOB Advanced (MYOB Acumatica) through its contract-based REST API: sign in for a session
 * cookie, make the calls, always sign out (sessions count against the instance's licence). Every
 * call has the configured timeout; a fault becomes a sentence naming its cause.
 */
@Injectable()
export class MyobAdvancedClient {
  private readonly timeoutMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: IntegrationSecrets,
    config: AppConfig,
  ) {
    this.timeoutMs = config.integrationTimeoutMs;
  }

  employees(companyId: string): Promise<MyobEmployee[]> {
    return this.session(companyId, (session) => this.employeesIn(session));
  }

  /** The Employee records, 500 a page, in a session already open. */
  async employeesIn(session: MyobSession): Promise<MyobEmployee[]> {
    const employees: MyobEmployee[] = [];
    for (let skip = 0; ; skip += PAGE) {
      const page = (await session.call('GET', `/entity/Default/${session.version}/Employee?$select=EmployeeID,EmployeeName,Status&$top=${PAGE}&$skip=${skip}`)).body as Array<Record<string, Field>>;
      if (!Array.isArray(page)) throw new MyobError('MYOB Advanced answered the employee list in a form we do not know.');
      employees.push(...page.map((e) => ({ employeeId: text(e.EmployeeID), name: text(e.EmployeeName), status: text(e.Status) })));
      if (page.length < PAGE) return employees;
    }
  }

  /** Signs in with the company's connection, does the work, and signs out whatever happened. */
  async session<T>(companyId: string, work: (session: MyobSession) => Promise<T>): Promise<T> {
    const connection = await this.dataSource.getRepository(IntegrationConnectionEntity).findOneBy({ companyId, kind: 'myobAdvanced' });
    const password = connection && (await this.secrets.read(this.dataSource.manager, companyId, 'myobAdvanced'));
    if (!connection || !password) throw new MyobError('Set up the MYOB Advanced connection first (My Company, Company Profiles).');
    const cookie = await this.signIn(connection, password);
    try {
      return await work({ version: connection.endpointVersion, call: (method, path, body) => this.call(connection.baseUrl, cookie, method, path, body) });
    } finally {
      await fetch(`${connection.baseUrl}/entity/auth/logout`, { method: 'POST', headers: { cookie }, signal: AbortSignal.timeout(this.timeoutMs) }).catch(() => undefined);
    }
  }

  private async signIn(connection: IntegrationConnectionEntity, password: string): Promise<string> {
    const body = { name: connection.username, password, company: connection.tenant, ...(connection.branch ? { branch: connection.branch } : {}) };
    const response = await this.send(`${connection.baseUrl}/entity/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, connection.baseUrl);
    if (response.status === 401 || response.status === 403 || response.status === 500) throw new MyobError('MYOB Advanced refused the sign-in: check the user name, password and tenant.');
    if (response.status === 429) throw new MyobError('MYOB Advanced is limiting requests (429) and refused the sign-in; try again in a few minutes.');
    if (!response.ok) throw new MyobError(`MYOB Advanced answered the sign-in with ${response.status}.`);
    const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (!cookies.length) throw new MyobError('MYOB Advanced did not open a session.');
    return cookies.join('; ');
  }

  private async call(baseUrl: string, cookie: string, method: string, path: string, body: unknown): Promise<MyobAnswer> {
    const init: RequestInit = { method, headers: { cookie, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) };
    for (let retry = 0; ; retry++) {
      const response = await this.send(`${baseUrl}${path}`, init, baseUrl);
      if (response.status === 429 && retry < RATE_LIMIT_RETRIES) {
        const seconds = Math.min(Number(response.headers.get('retry-after')) || 1, MAX_RETRY_AFTER_S);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      if (response.status === 401) throw new MyobError('MYOB Advanced ended the session (401): check the connection, then send again.');
      if (response.status === 429) throw new MyobError('MYOB Advanced is limiting requests (429) and kept refusing after waiting; send again later.');
      if (response.status >= 500) throw new MyobError(`MYOB Advanced failed with an error of its own (${response.status}): ${await reasonOf(response)}`);
      if (!response.ok && response.status !== 422 && response.status !== 404) throw new MyobError(`MYOB Advanced answered ${response.status}: ${await reasonOf(response)}`);
      const raw = await response.text();
      try {
        return { status: response.status, body: raw ? JSON.parse(raw) : null, headers: response.headers };
      } catch {
        throw new MyobError('MYOB Advanced answered with something that is not JSON; nothing more was sent.');
      }
    }
  }

  private async send(url: string, init: RequestInit, baseUrl: string): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') throw new MyobError(`MYOB Advanced did not answer within ${seconds(this.timeoutMs)}.`);
      throw new MyobError(`MYOB Advanced could not be reached at ${baseUrl}.`);
    }
  }
}

/** MYOB's own words for a failure (exceptionMessage, else message), else the status text. */
async function reasonOf(response: Response): Promise<string> {
  const raw = await response.text().catch(() => '');
  try {
    const body = JSON.parse(raw) as { exceptionMessage?: string; message?: string };
    return body.exceptionMessage || body.message || response.statusText;
  } catch {
    return response.statusText || 'no reason given';
  }
}

const seconds = (ms: number) => (Math.round(ms / 1000) === 1 ? '1 second' : `${Math.round(ms / 1000)} seconds`);
