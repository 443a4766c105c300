import { Action, EventType, OAUTH_SCOPES, OAUTH_TEXTS, OAuthError, OAuthScope, Resource } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';

/**
 * OAuth clients (document 3 §2, §3, §5; docs/decisions/0041-oauth-clients.md): a company's other
 * systems calling the API with the client-credentials grant. The secret itself never reaches an
 * event: events carry the secret's version, which every token names, so a new secret ends the
 * tokens issued under the old one.
 */

/** What each scope grants in the permission matrix (ADR 0009), within the client's company. */
export const SCOPE_GRANTS: Record<OAuthScope, Partial<Record<Resource, readonly Action[]>>> = {
  // Posting a punch is a timesheet write, as a supervisor's manual punch is.
  'punches:write': { timesheet: [Action.Create, Action.Update] },
  'timesheets:read': { timesheet: [Action.Visible] },
  'employees:read': { employee: [Action.Visible] },
  // Never payRate: a client's replies carry no pay rates, and a pay rate it sends is kept as it was (ADR 0048).
  'employees:write': { employee: [Action.Create, Action.Update] },
  'leave:read': { leave: [Action.Visible], leaveBalance: [Action.Visible] },
  // Visible too: POST /leave/delete is checked against it (the allow-list keeps the read calls to leave:read). Never Approve.
  'leave:write': { leave: [Action.Visible, Action.Create, Action.Update] },
  'roster:read': { roster: [Action.Visible] },
  'payperiods:read': { payrollTransfer: [Action.Visible] },
  'approvals:read': { timeApproval: [Action.Visible] },
  // Visible too: a client approves the pairs it has listed (the allow-list keeps the list to approvals:read).
  'approvals:write': { timeApproval: [Action.Visible, Action.Approve] },
};

export type OAuthClientRegistered = {
  type: typeof EventType.OAuthClientRegistered;
  v: 1;
  data: { id: string; clientId: string; scopes: OAuthScope[]; secretVersion: number };
};
export type OAuthClientChanged = {
  type: typeof EventType.OAuthClientChanged;
  v: 1;
  data: { id: string; scopes: OAuthScope[]; secretVersion: number; secretChanged: boolean };
};
/** Every token ends and the secret with it (its version moves on, its hash is dropped); a new secret lets the client in again. */
export type OAuthClientRevoked = { type: typeof EventType.OAuthClientRevoked; v: 1; data: { id: string; secretVersion: number } };
export type OAuthClientDeleted = { type: typeof EventType.OAuthClientDeleted; v: 1; data: { id: string } };
export type OAuthClientEvent = OAuthClientRegistered | OAuthClientChanged | OAuthClientRevoked | OAuthClientDeleted;

export interface OAuthClientState {
  id: string;
  clientId: string;
  scopes: OAuthScope[];
  secretVersion: number;
}

export const oauthClientFold = {
  initial: null as OAuthClientState | null,
  evolve(state: OAuthClientState | null, event: OAuthClientEvent): OAuthClientState | null {
    if (event.type === EventType.OAuthClientRegistered) return { ...event.data };
    if (event.type === EventType.OAuthClientChanged && state) return { ...state, scopes: event.data.scopes, secretVersion: event.data.secretVersion };
    if (event.type === EventType.OAuthClientRevoked && state) return { ...state, secretVersion: event.data.secretVersion };
    if (event.type === EventType.OAuthClientDeleted) return null;
    return state;
  },
};

/**
 * A save the form can show: answered 200 with status 0 and the sentence (the console shows it in
 * place of 'Failed to save OAuth client.'), as document 3 §7 answers with a status. A client of
 * another company or none at all is out of reach (404).
 */
export class OAuthClientRefused extends Refusal {
  constructor(
    message: string,
    private readonly missing = false,
  ) {
    super(message);
    this.name = 'OAuthClientRefused';
  }

  get kind(): RefusalKind {
    return this.missing ? 'notFound' : 'code';
  }

  override get reply(): Record<string, unknown> {
    return { status: 0 };
  }
}

export const OAUTH_CLIENT_TEXTS = {
  clientIdRequired: 'Please enter the Client ID.',
  clientIdFormat: 'A Client ID has 3 to 64 letters, digits, dots, dashes or underscores.',
  clientIdTaken: 'This Client ID is taken. Please choose another.',
  clientIdFixed: 'The Client ID cannot be changed once the client is created.',
  secretRequired: 'Please enter the secret.',
  secretLength: 'A secret has 16 to 128 characters.',
  scopesRequired: 'Please choose at least one scope.',
  unknownScope: 'Choose scopes from the list.',
  notFound: 'This OAuth client does not exist.',
  typedAndGenerated: 'Either type the secret or have one made, not both.',
} as const;

const CLIENT_ID = /^[A-Za-z0-9._-]{3,64}$/;

export interface OAuthClientForm {
  clientId?: string;
  clientSecret?: string;
  /** Only when the form sends it: the console checks it first, the API says the same. */
  confirmSecret?: string;
  scopes: string[];
  /** Issue 34 §3: the product makes the secret, and the Client ID when none is typed. */
  generate?: boolean;
}

/**
 * Issue 34 §3: with `generate`, the credentials the handler drew at random take the place of typed
 * ones (a typed Client ID is kept on a new client; an edit keeps its own). A secret typed beside
 * `generate` is refused rather than one of the two silently dropped.
 */
export function withMadeCredentials(form: OAuthClientForm, made: { clientId?: string; clientSecret: string }): OAuthClientForm {
  if (!form.generate) return form;
  if (form.clientSecret || form.confirmSecret) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.typedAndGenerated);
  return { ...form, clientId: form.clientId?.trim() || made.clientId, clientSecret: made.clientSecret, confirmSecret: undefined };
}

function refuseSecret(form: OAuthClientForm, required: boolean): void {
  const secret = form.clientSecret ?? '';
  if (!secret) {
    if (required) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.secretRequired);
    if (form.confirmSecret) throw new OAuthClientRefused(OAUTH_TEXTS.secretsDiffer);
    return;
  }
  if (form.confirmSecret !== undefined && form.confirmSecret !== secret) throw new OAuthClientRefused(OAUTH_TEXTS.secretsDiffer);
  // Typed by an administrator, so a length floor stands in for the entropy a generated one would have.
  if (secret.length < 16 || secret.length > 128) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.secretLength);
}

function scopesOf(form: OAuthClientForm): OAuthScope[] {
  const chosen = [...new Set(form.scopes)];
  if (!chosen.length) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.scopesRequired);
  if (chosen.some((s) => !(OAUTH_SCOPES as readonly string[]).includes(s))) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.unknownScope);
  return OAUTH_SCOPES.filter((s) => chosen.includes(s));
}

/** A new client: its Client ID must be free across all companies, since the token endpoint knows a client by it alone. */
export function decideRegisterClient(id: string, form: OAuthClientForm, facts: { clientIdTaken: boolean }): OAuthClientRegistered[] {
  const clientId = (form.clientId ?? '').trim();
  if (!clientId) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.clientIdRequired);
  if (!CLIENT_ID.test(clientId)) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.clientIdFormat);
  refuseSecret(form, true);
  const scopes = scopesOf(form);
  if (facts.clientIdTaken) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.clientIdTaken);
  return [{ type: EventType.OAuthClientRegistered, v: 1, data: { id, clientId, scopes, secretVersion: 1 } }];
}

/** An edit: the Client ID stays; a new secret (optional) bumps the version and so revokes the tokens issued before. */
export function decideChangeClient(state: OAuthClientState | null, form: OAuthClientForm): OAuthClientChanged[] {
  if (!state) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.notFound, true);
  if (form.clientId !== undefined && form.clientId.trim() !== '' && form.clientId.trim() !== state.clientId) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.clientIdFixed);
  refuseSecret(form, false);
  const scopes = scopesOf(form);
  const secretChanged = !!form.clientSecret;
  if (!secretChanged && scopes.join(' ') === state.scopes.join(' ')) return [];
  return [{ type: EventType.OAuthClientChanged, v: 1, data: { id: state.id, scopes, secretVersion: state.secretVersion + (secretChanged ? 1 : 0), secretChanged } }];
}

/** Revoke (issue 34 §3): every token issued so far and the secret end at once; the client stays, to be given a new secret. */
export function decideRevokeClient(state: OAuthClientState | null): OAuthClientRevoked[] {
  if (!state) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.notFound, true);
  return [{ type: EventType.OAuthClientRevoked, v: 1, data: { id: state.id, secretVersion: state.secretVersion + 1 } }];
}

/** Delete (issue 34 §3): the client and its tokens are gone; its Client ID may be taken again. */
export function decideDeleteClient(state: OAuthClientState | null): OAuthClientDeleted[] {
  if (!state) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.notFound, true);
  return [{ type: EventType.OAuthClientDeleted, v: 1, data: { id: state.id } }];
}

/** RFC 6749 §5.2: the error a token request is answered with, and its status. */
export class OAuthTokenError extends Error {
  constructor(
    readonly error: OAuthError['error'],
    readonly description: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(description);
    this.name = 'OAuthTokenError';
  }

  get status(): number {
    if (this.error === 'invalid_client') return 401;
    if (this.error === 'temporarily_unavailable') return 429;
    return 400;
  }
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** HTTP Basic (RFC 6749 §2.3.1): a refusal then names the Basic scheme in WWW-Authenticate. */
  basic: boolean;
}

/**
 * The client's credentials from the Authorization header or the form, never both (RFC 6749
 * §2.3). Basic's parts are form-encoded (§2.3.1), so they are decoded.
 */
export function credentialsOf(authorization: string | undefined, form: { client_id?: string; client_secret?: string }): ClientCredentials {
  const inBody = form.client_id !== undefined || form.client_secret !== undefined;
  const basic = authorization ? /^Basic\s+(\S+)$/i.exec(authorization) : null;
  if (authorization && !basic) throw new OAuthTokenError('invalid_client', 'Authenticate the client with HTTP Basic or with client_id and client_secret in the body.');
  if (basic && inBody) throw new OAuthTokenError('invalid_request', 'Send the client credentials one way only: HTTP Basic or the body.');
  if (basic) {
    let decoded: string;
    try {
      decoded = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(basic[1]), (c) => c.charCodeAt(0)));
    } catch {
      throw new OAuthTokenError('invalid_client', 'The Basic credentials are malformed.');
    }
    const colon = decoded.indexOf(':');
    if (colon < 0) throw new OAuthTokenError('invalid_client', 'The Basic credentials are malformed.');
    const decode = (v: string) => {
      try {
        return decodeURIComponent(v.replace(/\+/g, ' '));
      } catch {
        return v;
      }
    };
    return { clientId: decode(decoded.slice(0, colon)), clientSecret: decode(decoded.slice(colon + 1)), basic: true };
  }
  if (!form.client_id || !form.client_secret) throw new OAuthTokenError('invalid_client', 'Client authentication is required.');
  return { clientId: form.client_id, clientSecret: form.client_secret, basic: false };
}

/**
 * After the client is authenticated: the grant must be client_credentials, and the scopes asked
 * for (all of the client's when none are) a subset of the client's.
 */
export function decideTokenGrant(client: { scopes: readonly OAuthScope[] }, form: { grant_type?: string; scope?: string }): OAuthScope[] {
  if (!form.grant_type) throw new OAuthTokenError('invalid_request', 'grant_type is required.');
  if (form.grant_type !== 'client_credentials') throw new OAuthTokenError('unsupported_grant_type', 'Only the client_credentials grant is supported.');
  const asked = (form.scope ?? '').split(' ').filter(Boolean);
  if (!asked.length) return [...client.scopes];
  const beyond = asked.filter((s) => !(client.scopes as readonly string[]).includes(s));
  if (beyond.length) throw new OAuthTokenError('invalid_scope', `This client is not granted: ${beyond.join(', ')}.`);
  return client.scopes.filter((s) => asked.includes(s));
}
