import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { XERO_TEXTS, XeroRegion } from '@timekeep/contracts';
import type { XeroEarningsRate, XeroPayrollEmployee, XeroTimesheetLine } from '@timekeep/domain-integrations';
import { AppConfig } from '@timekeep/server-platform';
import { IntegrationSecrets } from '../connections/integration-secrets';
import { XeroConnectionEntity } from './xero.entities';

/**
 * A refusal or a fault of Xero's, in a sentence for the user. `retryable`: the same call may be
 * made again (Xero was busy, slow or failing, and did nothing we know of); `retryAfterMs` is Xero's
 * own Retry-After.
 */
export class XeroError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'XeroError';
  }
}

/** The tokens of a connection, sealed at rest as JSON (IntegrationSecrets, kind 'xero'). */
export interface XeroTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** A connected company's organisation and tokens, for a run of calls. */
export interface XeroSession {
  companyId: string;
  tenantId: string;
  region: XeroRegion;
  tokens: XeroTokens;
}

/** A timesheet for one employee and period; `units` per earnings rate, one per day. */
export interface XeroTimesheet {
  employeeId: string;
  payrollCalendarId: string | null;
  days: string[];
  lines: XeroTimesheetLine[];
}

/** Xero's answer to a timesheet: made (its id), or refused with Xero's validation sentences. */
export type XeroTimesheetAnswer = { ok: true; timesheetId: string } | { ok: false; problems: string[] };

/** Refresh a little before Xero would refuse the token, so a call does not race its expiry. */
const EARLY_MS = 60_000;
/** Xero's Retry-After is waited out in the call up to this long; longer, the caller is told. */
const MAX_WAIT_MS = 30_000;
const SCOPES = 'openid profile email offline_access payroll.employees payroll.payitems payroll.timesheets payroll.settings accounting.settings.read';

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Xero through its documented REST calls with fetch (not the xero-node SDK, which discovers its
 * identity server at a fixed address and so cannot be pointed at a local fake; ADR 0037): the
 * identity server's token endpoint (authorisation code with PKCE, refresh), /connections, the
 * Accounting API's Organisation, and Payroll AU (payroll.xro/1.0) or NZ (payroll.xro/2.0).
 * Tokens are refreshed when they are about to expire, and once more when Xero answers 401; a
 * refused refresh drops them, and the user is told to connect again.
 */
@Injectable()
export class XeroClient {
  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly secrets: IntegrationSecrets,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.xero.clientId);
  }

  /** Where our callback is: Xero sends the browser back there, and checks it against the app's list. */
  get redirectUri(): string {
    return `${this.config.publicUrl}${this.config.apiBasePath}/payrolltransfer/xero-callback`;
  }

  authorizeUrl(state: string, challenge: string): string {
    const url = new URL(`${this.config.xero.loginUrl}/identity/connect/authorize`);
    const query = { response_type: 'code', client_id: this.config.xero.clientId ?? '', redirect_uri: this.redirectUri, scope: SCOPES, state, code_challenge: challenge, code_challenge_method: 'S256' };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  }

  /** The code Xero gave the browser, for tokens: refused unless the verifier is the one whose challenge went out. */
  async exchange(code: string, verifier: string): Promise<XeroTokens> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: this.redirectUri, code_verifier: verifier }, 'Xero refused the authorisation: connect to Xero again.');
  }

  /** The organisation the user chose on Xero's consent screen (the one connected last), and its country. */
  async organisationOf(tokens: XeroTokens): Promise<{ tenantId: string; tenantName: string; countryCode: string }> {
    const connections = (await this.call(tokens, null, 'GET', `${this.config.xero.apiUrl}/connections`)) as Json[];
    if (!Array.isArray(connections)) throw new XeroError('Xero answered its connections in a form we do not know.');
    const organisations = connections.filter((c) => c.tenantType === 'ORGANISATION').sort((a, b) => str(b.updatedDateUtc).localeCompare(str(a.updatedDateUtc)));
    if (!organisations.length) throw new XeroError('No Xero organisation was connected: choose one on Xero\'s screen.');
    const tenantId = str(organisations[0].tenantId);
    const answer = (await this.call(tokens, tenantId, 'GET', `${this.config.xero.apiUrl}/api.xro/2.0/Organisation`)) as { Organisations?: Json[] };
    const organisation = answer.Organisations?.[0];
    return { tenantId, tenantName: str(organisations[0].tenantName) || str(organisation?.Name), countryCode: str(organisation?.CountryCode) };
  }

  /** The company's connection, its tokens fresh; refused with a sentence when there is none. */
  async session(companyId: string): Promise<XeroSession> {
    if (!this.configured) throw new XeroError(XERO_TEXTS.notConfigured);
    const connection = await this.dataSource.manager.findOneBy(XeroConnectionEntity, { companyId });
    const tokens = connection && (await this.readTokens(this.dataSource.manager, companyId));
    if (!connection || !tokens) throw new XeroError(XERO_TEXTS.notConnected);
    const session = { companyId, tenantId: connection.tenantId, region: connection.region, tokens };
    if (tokens.expiresAt - EARLY_MS <= Date.now()) await this.refresh(session);
    return session;
  }

  /** Keeps a connection's tokens, sealed, in the caller's transaction. */
  storeTokens(manager: EntityManager, companyId: string, tokens: XeroTokens): Promise<void> {
    return this.secrets.store(manager, companyId, 'xero', JSON.stringify(tokens));
  }

  async employees(session: XeroSession): Promise<XeroPayrollEmployee[]> {
    const found: XeroPayrollEmployee[] = [];
    for (let page = 1; ; page++) {
      const rows = session.region === 'AU' ? await this.auEmployees(session, page) : await this.nzEmployees(session, page);
      found.push(...rows);
      // Both payroll APIs answer 100 employees a page.
      if (rows.length < 100) return found;
    }
  }

  async earningsRates(session: XeroSession): Promise<XeroEarningsRate[]> {
    if (session.region === 'AU') {
      const answer = (await this.api(session, 'GET', '/payroll.xro/1.0/PayItems')) as { PayItems?: { EarningsRates?: Json[] } };
      const rates = answer.PayItems?.EarningsRates;
      if (!Array.isArray(rates)) throw new XeroError('Xero answered its earnings rates in a form we do not know.');
      return rates.map((r) => ({ id: str(r.EarningsRateID), name: str(r.Name) }));
    }
    const answer = (await this.api(session, 'GET', '/payroll.xro/2.0/earningsRates')) as { earningsRates?: Json[] };
    if (!Array.isArray(answer.earningsRates)) throw new XeroError('Xero answered its earnings rates in a form we do not know.');
    return answer.earningsRates.filter((r) => r.currentRecord !== false).map((r) => ({ id: str(r.earningsRateID), name: str(r.name) }));
  }

  /**
   * Posts one draft timesheet under an idempotency key: Xero answers a repeated key with what it
   * answered the first time and makes nothing again, so a retry after a lost answer is safe.
   */
  async postTimesheet(session: XeroSession, sheet: XeroTimesheet, idempotencyKey: string): Promise<XeroTimesheetAnswer> {
    const first = sheet.days[0];
    const last = sheet.days[sheet.days.length - 1];
    if (session.region === 'AU') {
      const body = [{ EmployeeID: sheet.employeeId, StartDate: `${first}T00:00:00`, EndDate: `${last}T00:00:00`, Status: 'DRAFT', TimesheetLines: sheet.lines.map((l) => ({ EarningsRateID: l.earningsRateId, NumberOfUnits: l.units })) }];
      const answer = (await this.api(session, 'POST', '/payroll.xro/1.0/Timesheets', body, idempotencyKey)) as { Timesheets?: Json[]; Message?: string };
      const made = answer.Timesheets?.[0];
      const problems = ((made?.ValidationErrors as Json[] | undefined) ?? []).map((e) => str(e.Message)).filter(Boolean);
      if (problems.length || !str(made?.TimesheetID)) return { ok: false, problems: problems.length ? problems : [str(answer.Message) || 'Xero did not make the timesheet.'] };
      return { ok: true, timesheetId: str(made?.TimesheetID) };
    }
    const lines = sheet.lines.flatMap((l) => l.units.map((units, n) => ({ date: sheet.days[n], earningsRateID: l.earningsRateId, numberOfUnits: units })).filter((l) => l.numberOfUnits !== 0));
    const body = { payrollCalendarID: sheet.payrollCalendarId, employeeID: sheet.employeeId, startDate: first, endDate: last, timesheetLines: lines };
    const answer = (await this.api(session, 'POST', '/payroll.xro/2.0/timesheets', body, idempotencyKey)) as { timesheet?: Json; problem?: Json | null };
    if (answer.problem || !str(answer.timesheet?.timesheetID)) {
      const fields = ((answer.problem?.invalidFields as Json[] | undefined) ?? []).map((f) => str(f.reason)).filter(Boolean);
      return { ok: false, problems: fields.length ? fields : [str(answer.problem?.detail) || 'Xero did not make the timesheet.'] };
    }
    return { ok: true, timesheetId: str(answer.timesheet?.timesheetID) };
  }

  private async auEmployees(session: XeroSession, page: number): Promise<XeroPayrollEmployee[]> {
    const answer = (await this.api(session, 'GET', `/payroll.xro/1.0/Employees?page=${page}`)) as { Employees?: Json[] };
    if (!Array.isArray(answer.Employees)) throw new XeroError('Xero answered its employees in a form we do not know.');
    return answer.Employees.filter((e) => e.Status !== 'TERMINATED').map((e) => ({ id: str(e.EmployeeID), firstName: str(e.FirstName), lastName: str(e.LastName), payrollCalendarId: str(e.PayrollCalendarID) || null }));
  }

  private async nzEmployees(session: XeroSession, page: number): Promise<XeroPayrollEmployee[]> {
    const answer = (await this.api(session, 'GET', `/payroll.xro/2.0/employees?page=${page}`)) as { employees?: Json[] };
    if (!Array.isArray(answer.employees)) throw new XeroError('Xero answered its employees in a form we do not know.');
    return answer.employees.map((e) => ({ id: str(e.employeeID), firstName: str(e.firstName), lastName: str(e.lastName), payrollCalendarId: str(e.payrollCalendarID) || null }));
  }

  /**
   * A payroll or accounting call for the session's organisation, tried at most twice. A 401
   * refreshes the tokens first (Xero did nothing with an expired token); Xero's 429 is waited out
   * when it asks for a short wait; a timeout, a 5xx or an unreadable answer is tried again only
   * where that is safe: a read, or a write under an idempotency key. Otherwise a XeroError.
   */
  private async api(session: XeroSession, method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<unknown> {
    const url = `${this.config.xero.apiUrl}${path}`;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.call(session.tokens, session.tenantId, method, url, body, idempotencyKey);
      } catch (error) {
        if (attempt > 1 || !(error instanceof XeroError)) throw error;
        if (error instanceof ExpiredToken) await this.refresh(session);
        else if (error.retryAfterMs !== null && error.retryAfterMs <= MAX_WAIT_MS) await new Promise((r) => setTimeout(r, error.retryAfterMs as number));
        else if (!error.retryable || (method !== 'GET' && !idempotencyKey)) throw error;
      }
    }
  }

  private async call(tokens: XeroTokens, tenantId: string | null, method: string, url: string, body?: unknown, idempotencyKey?: string): Promise<unknown> {
    const headers: Record<string, string> = { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' };
    if (tenantId) headers['xero-tenant-id'] = tenantId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const response = await this.send(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text().catch(() => '');
    if (response.status === 401) throw new ExpiredToken();
    if (response.status === 403) throw new XeroError('Xero refused access to the organisation (the app lacks a permission or was disconnected there): connect to Xero again.');
    if (response.status === 429) {
      const asked = Number(response.headers.get('retry-after'));
      const wait = Number.isFinite(asked) && asked > 0 ? asked * 1000 : 60_000;
      const seconds = Math.ceil(wait / 1000);
      throw new XeroError(`Xero asked us to slow down (too many requests in a ${response.headers.get('x-rate-limit-problem') ?? 'short'} window); try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, true, wait);
    }
    if (response.status >= 500) throw new XeroError(`Xero answered with an error of its own (${response.status}); try again later.`, true);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new XeroError(`Xero answered ${response.status} in a form we do not know (not JSON).`, true);
    }
    // A validation refusal (400) carries the sentences the caller reports; any other is a refusal in itself.
    if (response.status === 400 && parsed && typeof parsed === 'object') return parsed;
    if (!response.ok) throw new XeroError(`Xero answered ${response.status}.`);
    return parsed;
  }

  /** Refreshes under a lock on the stored tokens: a second caller finds the first's fresh tokens instead of spending a used refresh token. */
  private async refresh(session: XeroSession): Promise<void> {
    const fresh = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1 FROM integration_secret WHERE company_id = $1 AND kind = $2 FOR UPDATE', [session.companyId, 'xero']);
      const stored = await this.readTokens(manager, session.companyId);
      if (!stored) throw new XeroError(XERO_TEXTS.notConnected);
      if (stored.accessToken !== session.tokens.accessToken && stored.expiresAt - EARLY_MS > Date.now()) return stored;
      try {
        const tokens = await this.token({ grant_type: 'refresh_token', refresh_token: stored.refreshToken }, XERO_TEXTS.reconnect);
        await this.storeTokens(manager, session.companyId, tokens);
        return tokens;
      } catch (error) {
        if (!(error instanceof RefusedGrant)) throw error;
        // Committed, not rolled back with the refusal: the connection shows as gone until it is made again.
        await this.secrets.remove(manager, session.companyId, 'xero');
        return error;
      }
    });
    if (fresh instanceof RefusedGrant) throw fresh;
    session.tokens = fresh;
  }

  private async readTokens(manager: EntityManager, companyId: string): Promise<XeroTokens | null> {
    const plain = await this.secrets.read(manager, companyId, 'xero');
    return plain ? (JSON.parse(plain) as XeroTokens) : null;
  }

  private async token(form: Record<string, string>, refused: string): Promise<XeroTokens> {
    const { clientId, clientSecret, identityUrl } = this.config.xero;
    if (!clientId) throw new XeroError(XERO_TEXTS.notConfigured);
    const basic = Buffer.from(`${clientId}:${clientSecret ?? ''}`).toString('base64');
    const response = await this.send(`${identityUrl}/connect/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
    const answer = (await response.json().catch(() => null)) as Json | null;
    if (response.status === 400 && answer?.error === 'invalid_grant') throw new RefusedGrant(refused);
    if (response.status === 400 || response.status === 401) throw new XeroError(`Xero refused this server's app (${str(answer?.error) || response.status}): check the Xero client id and secret.`);
    if (response.status === 429 || response.status >= 500) throw new XeroError(`Xero's sign-in service answered ${response.status}; try again later.`, true);
    if (!response.ok || !answer || !str(answer.access_token) || !str(answer.refresh_token)) throw new XeroError('Xero answered the sign-in in a form we do not know.', true);
    return { accessToken: str(answer.access_token), refreshToken: str(answer.refresh_token), expiresAt: Date.now() + Number(answer.expires_in ?? 1800) * 1000 };
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.config.integrations.timeoutMs) });
    } catch (error) {
      // A DOMException: not an Error of every realm, so known by its name.
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      const seconds = Math.max(1, Math.round(this.config.integrations.timeoutMs / 1000));
      throw new XeroError(timedOut ? `Xero did not answer within ${seconds} second${seconds === 1 ? '' : 's'}.` : 'Xero could not be reached.', true);
    }
  }
}

/** Xero refused the access token: refreshed once, then the call again. */
class ExpiredToken extends XeroError {
  constructor() {
    super(XERO_TEXTS.reconnect);
  }
}

/** Xero refused the refresh token (revoked, expired after 60 days unused, or used): the user must connect again. */
class RefusedGrant extends XeroError {}
