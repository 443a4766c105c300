import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
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

const PAGE = 500;
const TIMEOUT_MS = 20_000;
type Field = { value?: string | null } | undefined;
const text = (field: Field) => field?.value?.trim() ?? '';

/**
 * MYOB Advanced (MYOB Acumatica) through its contract-based REST API: sign in for a session
 * cookie, read the Default endpoint's Employee records page by page, always sign out (sessions
 * count against the instance's licence).
 */
@Injectable()
export class MyobAdvancedClient {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: IntegrationSecrets,
  ) {}

  async employees(companyId: string): Promise<MyobEmployee[]> {
    const connection = await this.dataSource.getRepository(IntegrationConnectionEntity).findOneBy({ companyId, kind: 'myobAdvanced' });
    const password = connection && (await this.secrets.read(this.dataSource.manager, companyId, 'myobAdvanced'));
    if (!connection || !password) throw new MyobError('Set up the MYOB Advanced connection first (My Company, Company Profiles).');
    const cookie = await this.signIn(connection, password);
    try {
      const employees: MyobEmployee[] = [];
      for (let skip = 0; ; skip += PAGE) {
        const url = `${connection.baseUrl}/entity/Default/${connection.endpointVersion}/Employee?$select=EmployeeID,EmployeeName,Status&$top=${PAGE}&$skip=${skip}`;
        const page = (await this.call(url, { headers: { cookie, accept: 'application/json' } }, connection.baseUrl)) as Array<Record<string, Field>>;
        if (!Array.isArray(page)) throw new MyobError('MYOB Advanced answered the employee list in a form we do not know.');
        employees.push(...page.map((e) => ({ employeeId: text(e.EmployeeID), name: text(e.EmployeeName), status: text(e.Status) })));
        if (page.length < PAGE) return employees;
      }
    } finally {
      await fetch(`${connection.baseUrl}/entity/auth/logout`, { method: 'POST', headers: { cookie }, signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => undefined);
    }
  }

  private async signIn(connection: IntegrationConnectionEntity, password: string): Promise<string> {
    const body = { name: connection.username, password, company: connection.tenant, ...(connection.branch ? { branch: connection.branch } : {}) };
    const response = await this.send(`${connection.baseUrl}/entity/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, connection.baseUrl);
    if (response.status === 401 || response.status === 403 || response.status === 500) throw new MyobError('MYOB Advanced refused the sign-in: check the user name, password and tenant.');
    if (!response.ok) throw new MyobError(`MYOB Advanced answered the sign-in with ${response.status}.`);
    const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (!cookies.length) throw new MyobError('MYOB Advanced did not open a session.');
    return cookies.join('; ');
  }

  private async call(url: string, init: RequestInit, baseUrl: string): Promise<unknown> {
    const response = await this.send(url, init, baseUrl);
    if (!response.ok) throw new MyobError(`MYOB Advanced answered ${response.status} for its employees.`);
    return response.json();
  }

  private async send(url: string, init: RequestInit, baseUrl: string): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new MyobError(`MYOB Advanced could not be reached at ${baseUrl}.`);
    }
  }
}
