import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MyobEmployee, MyobProject } from '@timekeep/domain-integrations';
import { AppConfig } from '@timekeep/server-platform';
import { IntegrationConnectionEntity } from '../connections/integration-connection.entity';
import { IntegrationSecrets } from '../connections/integration-secrets';

/** A refusal worth showing the user as is: no connection, a wrong password, an instance out of reach. */
export class MyobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MyobError';
  }
}

const PAGE = 500;
/** The longest a 429's Retry-After we wait out before reading again (reads are safe to repeat). */
const MAX_RETRY_AFTER_S = 10;
/** Times a job costing call that met 429 is asked again, and the longest Retry-After waited: MYOB did not take it, so asking again is safe. */
const CALL_RATE_LIMIT_RETRIES = 2;
const MAX_CALL_RETRY_AFTER_S = 30;
type Field = { value?: string | null } | undefined;
type Row = Record<string, Field>;
const text = (field: Field) => field?.value?.trim() ?? '';

/**
 * One answer of MYOB Advanced that is not a fault: a success, 404 (no record of that key) or 422
 * (the entity sent back with an `error` on each refused field).
 */
export interface MyobAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A signed-in session: reads of the Default endpoint, and calls under the instance's address, each with the session cookie. */
export interface MyobSession {
  /** The contract-based endpoint version of the connection (22.200.001). */
  readonly version: string;
  /** Every page of one entity of the Default endpoint. */
  read(entity: string, select: string, what: string): Promise<Row[]>;
  /**
   * `path` under the instance (e.g. `/entity/Default/22.200.001/TimeEntry`). A 429 is asked again
   * after its Retry-After (MYOB did not take the call); other faults are MyobErrors naming the cause.
   */
  call(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<MyobAnswer>;
}

/**
 * MYOB Advanced (MYOB Acumatica) through its contract-based REST API: sign in for a session
 * cookie, read the Default endpoint's records page by page, always sign out (sessions count
 * against the instance's licence). Every failure becomes a MyobError whose sentence names the cause.
 */
@Injectable()
export class MyobAdvancedClient {
  private readonly timeoutMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: IntegrationSecrets,
    config: AppConfig,
  ) {
    this.timeoutMs = config.integrations.timeoutMs;
  }

  employees(companyId: string): Promise<MyobEmployee[]> {
    return this.session(companyId, (session) => this.employeesIn(session));
  }

  /** The Employee records, in a session already open. */
  async employeesIn(session: MyobSession): Promise<MyobEmployee[]> {
    return (await session.read('Employee', 'EmployeeID,EmployeeName,Status', 'employees')).map((e) => ({ employeeId: text(e.EmployeeID), name: text(e.EmployeeName), status: text(e.Status) }));
  }

  /** The Default endpoint's Project records with their ProjectTask records, as Sync Jobs plans from them (docs/decisions/0036-jobs-import-and-sync.md). */
  async projects(companyId: string): Promise<MyobProject[]> {
    return this.session(companyId, async ({ read }) => {
      const projects = await read('Project', 'ProjectID,Description,Status', 'projects');
      const tasks = await read('ProjectTask', 'ProjectID,ProjectTaskID,Description,Status', 'project tasks');
      const byProject = new Map<string, MyobProject['tasks'][number][]>();
      for (const t of tasks) {
        const key = text(t.ProjectID).toLowerCase();
        byProject.set(key, [...(byProject.get(key) ?? []), { taskId: text(t.ProjectTaskID), description: text(t.Description), status: text(t.Status) }]);
      }
      return projects.map((p) => ({ projectId: text(p.ProjectID), description: text(p.Description), status: text(p.Status), tasks: byProject.get(text(p.ProjectID).toLowerCase()) ?? [] }));
    });
  }

  /** Signs in, lets `work` read and call, and signs out whatever happened. */
  async session<T>(companyId: string, work: (session: MyobSession) => Promise<T>): Promise<T> {
    const connection = await this.dataSource.getRepository(IntegrationConnectionEntity).findOneBy({ companyId, kind: 'myobAdvanced' });
    const password = connection && (await this.secrets.read(this.dataSource.manager, companyId, 'myobAdvanced'));
    if (!connection || !password) throw new MyobError('Set up the MYOB Advanced connection first (My Company, Company Profiles).');
    const cookie = await this.signIn(connection, password);
    try {
      const read = async (entity: string, select: string, what: string) => {
        const rows: Row[] = [];
        for (let skip = 0; ; skip += PAGE) {
          const url = `${connection.baseUrl}/entity/Default/${connection.endpointVersion}/${entity}?$select=${select}&$top=${PAGE}&$skip=${skip}`;
          const page = await this.read(url, { headers: { cookie, accept: 'application/json' } }, connection.baseUrl, what);
          if (!Array.isArray(page)) throw new MyobError(`MYOB Advanced answered its ${what} in a form we do not know.`);
          rows.push(...(page as Row[]));
          if (page.length < PAGE) return rows;
        }
      };
      return await work({ version: connection.endpointVersion, read, call: (method, path, body) => this.call(connection.baseUrl, cookie, method, path, body) });
    } finally {
      await fetch(`${connection.baseUrl}/entity/auth/logout`, { method: 'POST', headers: { cookie }, signal: AbortSignal.timeout(this.timeoutMs) }).catch(() => undefined);
    }
  }

  private async signIn(connection: IntegrationConnectionEntity, password: string): Promise<string> {
    const body = { name: connection.username, password, company: connection.tenant, ...(connection.branch ? { branch: connection.branch } : {}) };
    const response = await this.send(`${connection.baseUrl}/entity/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, connection.baseUrl, 'the sign-in');
    if (response.status === 401 || response.status === 403 || response.status === 500) throw new MyobError('MYOB Advanced refused the sign-in: check the user name, password and tenant.');
    if (response.status === 429) throw new MyobError(tooMany(response));
    if (!response.ok) throw new MyobError(`MYOB Advanced answered the sign-in with ${response.status}.`);
    const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (!cookies.length) throw new MyobError('MYOB Advanced did not open a session.');
    return cookies.join('; ');
  }

  /** A GET of records; a 429 whose Retry-After is short is waited out once (a read changes nothing, so it is safe to repeat). */
  private async read(url: string, init: RequestInit, baseUrl: string, what: string): Promise<unknown> {
    let response = await this.send(url, init, baseUrl, `its ${what}`);
    const wait = retryAfterSeconds(response);
    if (response.status === 429 && wait !== null && wait <= MAX_RETRY_AFTER_S) {
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      response = await this.send(url, init, baseUrl, `its ${what}`);
    }
    if (response.status === 401) throw new MyobError(`MYOB Advanced ended the session (401 Unauthorized) while we read its ${what}: check the connection's user and try again.`);
    if (response.status === 429) throw new MyobError(tooMany(response));
    if (response.status >= 500) throw new MyobError(`MYOB Advanced had a server error (${response.status}) reading its ${what}: try again later.`);
    if (!response.ok) throw new MyobError(`MYOB Advanced answered ${response.status} for its ${what}.`);
    const body = await this.bodyOf(response, baseUrl, `its ${what}`);
    try {
      return JSON.parse(body);
    } catch {
      throw new MyobError(`MYOB Advanced answered its ${what} with something that is not JSON.`);
    }
  }

  /** A job costing call; the entity it names (TimeEntry, LaborEntry, Appointment) is in its sentences. */
  private async call(baseUrl: string, cookie: string, method: string, path: string, body: unknown): Promise<MyobAnswer> {
    const entity = /\/entity\/\w+\/[\d.]+\/(\w+)/.exec(path)?.[1] ?? 'call';
    const what = `the ${entity} call`;
    const init: RequestInit = { method, headers: { cookie, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) };
    for (let retry = 0; ; retry++) {
      const response = await this.send(`${baseUrl}${path}`, init, baseUrl, what);
      const wait = retryAfterSeconds(response) ?? 1;
      if (response.status === 429 && retry < CALL_RATE_LIMIT_RETRIES && wait <= MAX_CALL_RETRY_AFTER_S) {
        await response.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        continue;
      }
      if (response.status === 401) throw new MyobError(`MYOB Advanced ended the session (401 Unauthorized) at ${what}: check the connection, then send again.`);
      if (response.status === 429) throw new MyobError(`${tooMany(response)} It kept refusing ${what} after waiting; send again later.`);
      if (response.status >= 500) throw new MyobError(`MYOB Advanced had a server error (${response.status}) at ${what}: ${await reasonOf(response)}`);
      if (!response.ok && response.status !== 422 && response.status !== 404) throw new MyobError(`MYOB Advanced answered ${response.status} to ${what}: ${await reasonOf(response)}`);
      const raw = await this.bodyOf(response, baseUrl, what);
      try {
        return { status: response.status, body: raw ? JSON.parse(raw) : null, headers: response.headers };
      } catch {
        throw new MyobError(`MYOB Advanced answered ${what} with something that is not JSON; nothing more was sent.`);
      }
    }
  }

  private async bodyOf(response: Response, baseUrl: string, what: string): Promise<string> {
    try {
      return await response.text();
    } catch (error) {
      throw this.unreached(error, baseUrl, what);
    }
  }

  private async send(url: string, init: RequestInit, baseUrl: string, what: string): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw this.unreached(error, baseUrl, what);
    }
  }

  private unreached(error: unknown, baseUrl: string, what: string): MyobError {
    // Named, not instanceof: the abort's DOMException may come from another realm (a test runner's).
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') {
      const seconds = Math.round(this.timeoutMs / 100) / 10;
      return new MyobError(`MYOB Advanced did not answer ${what} within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`);
    }
    return new MyobError(`MYOB Advanced could not be reached at ${baseUrl}.`);
  }
}

function retryAfterSeconds(response: Response): number | null {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

function tooMany(response: Response): string {
  const wait = retryAfterSeconds(response);
  return `MYOB Advanced is limiting requests (429 Too Many Requests)${wait === null ? '' : `: try again in ${wait} seconds`}.`;
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
