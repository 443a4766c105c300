import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager, LessThan } from 'typeorm';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { WorkflowMaxJob, WorkflowMaxStaff, WorkflowMaxTime } from '@timekeep/domain-integrations';
import { AppConfig } from '@timekeep/server-platform';
import { IntegrationSecrets } from '../connections/integration-secrets';
import { WorkflowMaxAuthorizationEntity } from './workflow-max-authorization.entity';

/**
 * Why a WorkflowMax exchange failed, as a sentence for the user. `connection`: we are not (or no
 * longer) connected; `unavailable`: WorkflowMax did not answer usefully (timeout, 429 after waiting,
 * 5xx, a body we cannot read); `refused`: WorkflowMax read the request and said no (its
 * ErrorDescription). `unknownOutcome` is set when a write may have been kept before the failure.
 */
export class WorkflowMaxError extends Error {
  constructor(
    readonly kind: 'connection' | 'unavailable' | 'refused',
    message: string,
    readonly unknownOutcome = false,
  ) {
    super(message);
    this.name = 'WorkflowMaxError';
  }
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** The organisation (WorkflowMax's `org_ids`), sent as the account_id header on every call. */
  accountId: string;
}

const KIND = 'workflowMax';
const SCOPE = 'openid profile email workflowmax offline_access';
const STATE_TTL_MS = 10 * 60_000;
/** Refresh a little early, so a token does not expire between our check and WorkflowMax's. */
const EXPIRY_MARGIN_MS = 60_000;
/** A 429 asking for a longer pause than this ends the exchange instead of holding a worker. */
const MAX_RETRY_AFTER_S = 30;
const RETRIES_AFTER_429 = 2;
const RECONNECT = 'WorkflowMax no longer accepts our connection: connect to WorkflowMax again.';

const seconds = (ms: number) => (Math.round(ms / 1000) <= 1 ? '1 second' : `${Math.round(ms / 1000)} seconds`);
const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const list = <T>(value: T | T[] | undefined | ''): T[] => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/**
 * WorkflowMax (by BlueRock) through its OAuth 2.0 authorization code flow with PKCE and its v2 API
 * (docs/decisions/0038-workflow-max.md). Tokens are sealed at rest (IntegrationSecrets), refreshed
 * before they expire and once more on a 401, one refresh at a time per company (refresh tokens
 * rotate: two refreshing at once would spend the same one). Nothing here logs a token.
 */
@Injectable()
export class WorkflowMaxClient {
  private readonly parser = new XMLParser({ parseTagValue: false, trimValues: true });
  private readonly builder = new XMLBuilder({ format: false });

  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: IntegrationSecrets,
    private readonly config: AppConfig,
  ) {}

  get redirectUri(): string {
    return `${this.config.publicUrl}${this.config.apiBasePath}/api/workflow-max/authorization-callback`;
  }

  connected(companyId: string): Promise<boolean> {
    return this.secrets.has(this.dataSource.manager, companyId, KIND);
  }

  /** The address to send the user's browser to, with a fresh state and PKCE challenge kept for the return. */
  async authorizationUri(companyId: string, userId: string, now: Date): Promise<string> {
    const { clientId } = this.app();
    const state = randomBytes(24).toString('base64url');
    const verifier = randomBytes(48).toString('base64url');
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(WorkflowMaxAuthorizationEntity, { expiresAt: LessThan(now) });
      await manager.insert(WorkflowMaxAuthorizationEntity, { stateHash: hash(state), companyId, userId, verifierCipher: this.secrets.seal(verifier), expiresAt: new Date(now.getTime() + STATE_TTL_MS) });
    });
    const uri = new URL(`${this.config.workflowMax.oauthUrl}/oauth/authorize`);
    uri.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      state,
      prompt: 'consent',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    return uri.toString();
  }

  /**
   * The browser is back from WorkflowMax: the state must be one we gave out (used once, within ten
   * minutes); then the code is exchanged and the tokens kept for the company that asked.
   */
  async completeAuthorization(query: { state?: string; code?: string; error?: string }, now: Date): Promise<{ companyId: string }> {
    if (!query.state) throw new WorkflowMaxError('connection', 'WorkflowMax sent the browser back without a state.');
    const pending = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOneBy(WorkflowMaxAuthorizationEntity, { stateHash: hash(query.state as string) });
      if (row) await manager.delete(WorkflowMaxAuthorizationEntity, { stateHash: row.stateHash });
      return row;
    });
    if (!pending || pending.expiresAt < now) throw new WorkflowMaxError('connection', 'The connection request is unknown or more than ten minutes old: connect again.');
    if (query.error || !query.code) throw new WorkflowMaxError('connection', `WorkflowMax did not grant access (${query.error ?? 'no code'}).`);
    const verifier = this.secrets.open(pending.verifierCipher);
    if (!verifier) throw new WorkflowMaxError('connection', 'The connection request can no longer be read: connect again.');
    const tokens = await this.tokenRequest({ grant_type: 'authorization_code', code: query.code, redirect_uri: this.redirectUri, code_verifier: verifier }, now);
    await this.secrets.store(this.dataSource.manager, pending.companyId, KIND, JSON.stringify(tokens));
    return { companyId: pending.companyId };
  }

  async staff(companyId: string): Promise<WorkflowMaxStaff[]> {
    const body = await this.call(companyId, 'GET', '/staff.api/list');
    const staff = list((body.StaffList as { Staff?: unknown } | undefined)?.Staff) as Array<Record<string, unknown>>;
    return staff.map((s) => ({ uuid: text(s.UUID), name: text(s.Name) })).filter((s) => s.uuid);
  }

  /** Jobs not yet completed, each with its tasks. */
  async currentJobs(companyId: string): Promise<WorkflowMaxJob[]> {
    const body = await this.call(companyId, 'GET', '/job.api/current?detailed=true');
    const jobs = list((body.Jobs as { Job?: unknown } | undefined)?.Job) as Array<Record<string, unknown>>;
    return jobs
      .map((j) => ({
        uuid: text(j.UUID),
        id: text(j.ID),
        name: text(j.Name),
        tasks: (list((j.Tasks as { Task?: unknown } | undefined)?.Task) as Array<Record<string, unknown>>).map((t) => ({ uuid: text(t.UUID), name: text(t.Name) })).filter((t) => t.uuid),
      }))
      .filter((j) => j.id);
  }

  /** Time sheet entries dated from..to (yyyy-MM-dd), with the notes we wrote on them. */
  async times(companyId: string, from: string, to: string): Promise<Array<{ note: string }>> {
    const compact = (date: string) => date.replaceAll('-', '');
    const body = await this.call(companyId, 'GET', `/time.api/list?from=${compact(from)}&to=${compact(to)}`);
    return (list((body.Times as { Time?: unknown } | undefined)?.Time) as Array<Record<string, unknown>>).map((t) => ({ note: text(t.Note) }));
  }

  async addTime(companyId: string, time: WorkflowMaxTime): Promise<void> {
    const xml = this.builder.build({
      Timesheet: { Job: time.jobId, TaskUUID: time.taskUuid, StaffUUID: time.staffUuid, Date: time.date.replaceAll('-', ''), Minutes: time.minutes, Note: time.note },
    });
    await this.call(companyId, 'POST', '/time.api/add', xml);
  }

  private app(): { clientId: string; clientSecret: string } {
    const { clientId, clientSecret } = this.config.workflowMax;
    if (!clientId || !clientSecret) throw new WorkflowMaxError('connection', 'WorkflowMax is not set up on this server (WORKFLOW_MAX_CLIENT_ID and WORKFLOW_MAX_CLIENT_SECRET).');
    return { clientId, clientSecret };
  }

  /**
   * One API call: a 401 refreshes the tokens once and asks again; a 429 waits as WorkflowMax asks
   * (a request refused with 429 was not carried out, so asking again is safe, even for a write).
   */
  private async call(companyId: string, method: 'GET' | 'POST', path: string, body?: string): Promise<Record<string, unknown>> {
    let tokens = await this.tokens(companyId, false);
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const response = await this.fetch(`${this.config.workflowMax.apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${tokens.accessToken}`, account_id: tokens.accountId, accept: 'application/xml', ...(body ? { 'content-type': 'application/xml' } : {}) },
        body,
      }, method === 'POST');
      if (response.status === 401 && !refreshed) {
        tokens = await this.tokens(companyId, tokens.accessToken);
        refreshed = true;
        continue;
      }
      if (response.status === 401 || response.status === 403) throw new WorkflowMaxError('connection', RECONNECT);
      if (response.status === 429) {
        const wait = Number(response.headers.get('retry-after') ?? 1);
        if (attempt < RETRIES_AFTER_429 && Number.isFinite(wait) && wait <= MAX_RETRY_AFTER_S) {
          await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 0) * 1000));
          continue;
        }
        throw new WorkflowMaxError('unavailable', 'WorkflowMax is limiting how often we call (429 Too Many Requests): try again in a few minutes.');
      }
      if (response.status >= 500) throw new WorkflowMaxError('unavailable', `WorkflowMax had a problem of its own (${response.status}).`, method === 'POST');
      if (!response.ok) throw new WorkflowMaxError('unavailable', `WorkflowMax answered ${response.status} to ${path.split('?')[0]}.`);
      const parsed = await this.read(response, method === 'POST');
      const status = text(parsed.Status).toUpperCase();
      if (status !== 'OK') throw new WorkflowMaxError('refused', `WorkflowMax refused it: ${text(parsed.ErrorDescription) || 'no reason given'}.`);
      return parsed;
    }
  }

  private async read(response: Response, isWrite: boolean): Promise<Record<string, unknown>> {
    const malformed = new WorkflowMaxError('unavailable', 'WorkflowMax answered with something that is not the XML it documents.', isWrite);
    try {
      const raw = await response.text();
      if (!raw.trim()) throw malformed;
      // fast-xml-parser reads an unclosed document without complaint; the validator does not.
      const parsed = this.parser.parse(raw, true) as { Response?: Record<string, unknown> };
      if (!parsed.Response || typeof parsed.Response !== 'object') throw malformed;
      return parsed.Response;
    } catch (error) {
      if (error instanceof WorkflowMaxError) throw error;
      throw malformed;
    }
  }

  private async fetch(url: string, init: RequestInit, isWrite: boolean): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.config.integrations.timeoutMs) });
    } catch (error) {
      // A DOMException, which is not an Error of every realm (a test runner's, say): read its name.
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new WorkflowMaxError(
        'unavailable',
        timedOut ? `WorkflowMax did not answer within ${seconds(this.config.integrations.timeoutMs)}.` : 'WorkflowMax could not be reached.',
        isWrite,
      );
    }
  }

  /**
   * The company's tokens, refreshed when they are about to expire or when `stale` (the access token
   * a 401 refused) is still the one kept. The row is locked while refreshing.
   */
  private async tokens(companyId: string, stale: string | false): Promise<Tokens> {
    return this.dataSource.transaction(async (manager) => {
      const kept = await this.lockedTokens(manager, companyId);
      const now = Date.now();
      const fresh = stale ? kept.accessToken !== stale : kept.expiresAt - EXPIRY_MARGIN_MS > now;
      if (fresh) return kept;
      const renewed = await this.tokenRequest({ grant_type: 'refresh_token', refresh_token: kept.refreshToken }, new Date(now));
      await this.secrets.store(manager, companyId, KIND, JSON.stringify(renewed));
      return renewed;
    });
  }

  private async lockedTokens(manager: EntityManager, companyId: string): Promise<Tokens> {
    const rows: Array<{ cipher: string }> = await manager.query("SELECT cipher FROM integration_secret WHERE company_id = $1 AND kind = $2 FOR UPDATE", [companyId, KIND]);
    const plain = rows[0] ? this.secrets.open(rows[0].cipher) : null;
    if (!plain) throw new WorkflowMaxError('connection', 'Not connected to WorkflowMax: connect to WorkflowMax first.');
    return JSON.parse(plain) as Tokens;
  }

  private async tokenRequest(grant: Record<string, string>, now: Date): Promise<Tokens> {
    const { clientId, clientSecret } = this.app();
    const response = await this.fetch(`${this.config.workflowMax.oauthUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
      body: new URLSearchParams(grant).toString(),
    }, false);
    if (response.status === 400 || response.status === 401) throw new WorkflowMaxError('connection', grant.grant_type === 'refresh_token' ? RECONNECT : 'WorkflowMax refused the connection: connect again.');
    if (!response.ok) throw new WorkflowMaxError('unavailable', `WorkflowMax's sign-in service answered ${response.status}.`);
    let body: { access_token?: string; refresh_token?: string; expires_in?: number };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw new WorkflowMaxError('unavailable', "WorkflowMax's sign-in service answered with something that is not JSON.");
    }
    const accountId = body.access_token ? organisationOf(body.access_token) : null;
    if (!body.access_token || !body.refresh_token || !accountId) throw new WorkflowMaxError('connection', 'WorkflowMax gave no usable tokens (was offline access or an organisation granted?).');
    return { accessToken: body.access_token, refreshToken: body.refresh_token, expiresAt: now.getTime() + (body.expires_in ?? 1800) * 1000, accountId };
  }
}

/** WorkflowMax's access token is a JWT naming the organisations it opens in `org_ids`; we use the first. */
function organisationOf(accessToken: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { org_ids?: unknown };
    const ids = Array.isArray(payload.org_ids) ? payload.org_ids : typeof payload.org_ids === 'string' ? [payload.org_ids] : [];
    return typeof ids[0] === 'string' && ids[0] ? ids[0] : null;
  } catch {
    return null;
  }
}
