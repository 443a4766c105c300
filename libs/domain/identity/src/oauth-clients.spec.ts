import { Action, EventType, OAUTH_SCOPES, OAuthScope, Resource } from '@timekeep/contracts';
import { credentialsOf, decideChangeClient, decideDeleteClient, decideRegisterClient, decideRevokeClient, decideTokenGrant, OAuthClientRefused, oauthClientFold, OAuthTokenError, withMadeCredentials } from './oauth-clients';
import { can, reachesOnlySelf } from './permissions';

const form = { clientId: 'acme-payroll', clientSecret: 'Sixteen-chars-123', scopes: ['timesheets:read', 'punches:write'] };
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof OAuthClientRefused || error instanceof OAuthTokenError) return error.message;
    throw error;
  }
  throw new Error('not refused');
};
const tokenError = (run: () => unknown): [string, number] => {
  try {
    run();
  } catch (error) {
    if (error instanceof OAuthTokenError) return [error.error, error.status];
    throw error;
  }
  throw new Error('not refused');
};

describe('registering and changing an OAuth client', () => {
  it('keeps the scopes in the list order and starts the secret at version 1; the secret is not in the event', () => {
    const [event] = decideRegisterClient('c1', form, { clientIdTaken: false });
    expect(event.data).toEqual({ id: 'c1', clientId: 'acme-payroll', scopes: ['punches:write', 'timesheets:read'], secretVersion: 1 });
    expect(JSON.stringify(event)).not.toContain('Sixteen');
  });

  it('refuses what document 3 §5 and the token endpoint need', () => {
    expect(refusal(() => decideRegisterClient('c1', { ...form, confirmSecret: 'Sixteen-chars-124' }, { clientIdTaken: false }))).toBe('The two secrets that you entered do not match!');
    expect(refusal(() => decideRegisterClient('c1', { ...form, clientId: ' ' }, { clientIdTaken: false }))).toBe('Please enter the Client ID.');
    expect(refusal(() => decideRegisterClient('c1', { ...form, clientId: 'has:colon' }, { clientIdTaken: false }))).toMatch(/^A Client ID has/);
    expect(refusal(() => decideRegisterClient('c1', { ...form, clientSecret: '' }, { clientIdTaken: false }))).toBe('Please enter the secret.');
    expect(refusal(() => decideRegisterClient('c1', { ...form, scopes: [] }, { clientIdTaken: false }))).toBe('Please choose at least one scope.');
    expect(refusal(() => decideRegisterClient('c1', form, { clientIdTaken: true }))).toBe('This Client ID is taken. Please choose another.');
  });

  it('keeps the Client ID, and bumps the secret version only for a new secret', () => {
    const state = oauthClientFold.evolve(null, decideRegisterClient('c1', form, { clientIdTaken: false })[0]);
    expect(refusal(() => decideChangeClient(state, { clientId: 'other', scopes: ['punches:write'] }))).toBe('The Client ID cannot be changed once the client is created.');
    expect(decideChangeClient(state, { scopes: ['timesheets:read', 'punches:write'] })).toEqual([]);
    const [scoped] = decideChangeClient(state, { clientId: 'acme-payroll', scopes: ['employees:read'] });
    expect(scoped.data).toEqual({ id: 'c1', scopes: ['employees:read'], secretVersion: 1, secretChanged: false });
    const [rotated] = decideChangeClient(state, { clientSecret: 'Another-secret-0001', confirmSecret: 'Another-secret-0001', scopes: ['employees:read'] });
    expect(rotated).toMatchObject({ type: EventType.OAuthClientChanged, data: { secretVersion: 2, secretChanged: true } });
    expect(refusal(() => decideChangeClient(null, { scopes: ['employees:read'] }))).toBe('This OAuth client does not exist.');
  });
});

describe('credentials the product makes (issue 34 §3)', () => {
  const made = { clientId: 'tk_0123456789abcdef01234567', clientSecret: 'tks_' + 'x'.repeat(43) };

  it('take the place of the typed ones only when asked, keeping a typed Client ID', () => {
    expect(withMadeCredentials({ clientId: 'typed', clientSecret: 'Typed-secret-00001', scopes: [] }, made)).toEqual({ clientId: 'typed', clientSecret: 'Typed-secret-00001', scopes: [] });
    expect(withMadeCredentials({ generate: true, scopes: ['employees:read'] }, made)).toMatchObject({ clientId: made.clientId, clientSecret: made.clientSecret });
    expect(withMadeCredentials({ clientId: ' payroll ', generate: true, scopes: [] }, made).clientId).toBe('payroll');
    // An edit draws no Client ID: the client keeps its own.
    expect(withMadeCredentials({ generate: true, scopes: [] }, { clientSecret: made.clientSecret }).clientId).toBeUndefined();
  });

  it('refuse a secret typed beside them rather than drop either', () => {
    expect(() => withMadeCredentials({ clientSecret: 'Typed-secret-00001', generate: true, scopes: [] }, made)).toThrow('Either type the secret or have one made, not both.');
    expect(() => withMadeCredentials({ confirmSecret: 'Typed-secret-00001', generate: true, scopes: [] }, made)).toThrow(OAuthClientRefused);
  });

  it('pass the typed rules, so a made client registers like a typed one', () => {
    const [event] = decideRegisterClient('c1', withMadeCredentials({ generate: true, scopes: ['employees:read'] }, made), { clientIdTaken: false });
    expect(event.data).toEqual({ id: 'c1', clientId: made.clientId, scopes: ['employees:read'], secretVersion: 1 });
  });
});

describe('revoking and deleting an OAuth client (issue 34 §3)', () => {
  const registered = oauthClientFold.evolve(null, decideRegisterClient('c1', form, { clientIdTaken: false })[0]);

  it('a revoke moves the secret version on, so every token and the secret end; a new secret after it moves it again', () => {
    const [revoked] = decideRevokeClient(registered);
    expect(revoked).toEqual({ type: EventType.OAuthClientRevoked, v: 1, data: { id: 'c1', secretVersion: 2 } });
    const after = oauthClientFold.evolve(registered, revoked);
    expect(after).toMatchObject({ clientId: 'acme-payroll', secretVersion: 2 });
    expect(decideChangeClient(after, { scopes: form.scopes, clientSecret: 'Another-secret-456' })[0].data.secretVersion).toBe(3);
  });

  it('a deleted client is no more: nothing further can be done to it', () => {
    const deleted = oauthClientFold.evolve(registered, decideDeleteClient(registered)[0]);
    expect(deleted).toBeNull();
    expect(refusal(() => decideRevokeClient(deleted))).toBe('This OAuth client does not exist.');
    expect(refusal(() => decideDeleteClient(deleted))).toBe('This OAuth client does not exist.');
    expect(refusal(() => decideChangeClient(deleted, form))).toBe('This OAuth client does not exist.');
  });
});

describe('the client-credentials grant', () => {
  const basic = (raw: string) => `Basic ${Buffer.from(raw).toString('base64')}`;

  it('reads Basic (form-encoded parts) or the body, never both', () => {
    expect(credentialsOf(basic('acme%3Apayroll:s%20ecret'), {})).toEqual({ clientId: 'acme:payroll', clientSecret: 's ecret', basic: true });
    expect(credentialsOf(undefined, { client_id: 'a', client_secret: 'b' })).toEqual({ clientId: 'a', clientSecret: 'b', basic: false });
    expect(tokenError(() => credentialsOf(basic('a:b'), { client_id: 'a' }))).toEqual(['invalid_request', 400]);
    expect(tokenError(() => credentialsOf(undefined, { client_id: 'a' }))).toEqual(['invalid_client', 401]);
    expect(tokenError(() => credentialsOf('Bearer x', {}))).toEqual(['invalid_client', 401]);
    expect(tokenError(() => credentialsOf(basic('no-colon'), {}))).toEqual(['invalid_client', 401]);
  });

  it('grants the scopes asked for within the client’s, or all of them when none are asked for', () => {
    const client = { scopes: ['punches:write', 'timesheets:read'] as OAuthScope[] };
    expect(decideTokenGrant(client, { grant_type: 'client_credentials' })).toEqual(['punches:write', 'timesheets:read']);
    expect(decideTokenGrant(client, { grant_type: 'client_credentials', scope: 'timesheets:read' })).toEqual(['timesheets:read']);
    expect(tokenError(() => decideTokenGrant(client, { grant_type: 'client_credentials', scope: 'employees:read' }))).toEqual(['invalid_scope', 400]);
    expect(tokenError(() => decideTokenGrant(client, { grant_type: 'authorization_code' }))).toEqual(['unsupported_grant_type', 400]);
    expect(tokenError(() => decideTokenGrant(client, {}))).toEqual(['invalid_request', 400]);
  });
});

describe('a client’s rights', () => {
  it('are its scopes’ grants only, over its whole company', () => {
    const client = { roles: [], scopes: ['punches:write'] as OAuthScope[] };
    expect(can(client, Resource.Timesheet, Action.Update)).toBe(true);
    expect(can(client, Resource.Timesheet, Action.Approve)).toBe(false);
    expect(can(client, Resource.Employee, Action.Visible)).toBe(false);
    expect(can({ roles: [], scopes: ['employees:read'] }, Resource.Employee, Action.Update)).toBe(false);
    expect(reachesOnlySelf(client)).toBe(false);
  });

  it('never include pay rates nor approving leave, whatever the scopes (issue 34)', () => {
    const everything = { roles: [], scopes: [...OAUTH_SCOPES] };
    expect(can(everything, Resource.PayRate, Action.Visible)).toBe(false);
    expect(can(everything, Resource.PayRate, Action.Update)).toBe(false);
    expect(can(everything, Resource.Leave, Action.Approve)).toBe(false);
    expect(can({ roles: [], scopes: ['leave:write'] }, Resource.Leave, Action.Create)).toBe(true);
    expect(can({ roles: [], scopes: ['leave:read'] }, Resource.Leave, Action.Create)).toBe(false);
    expect(can({ roles: [], scopes: ['leave:read'] }, Resource.LeaveBalance, Action.Visible)).toBe(true);
    expect(can({ roles: [], scopes: ['employees:write'] }, Resource.Employee, Action.Create)).toBe(true);
    expect(can({ roles: [], scopes: ['roster:read'] }, Resource.Roster, Action.Update)).toBe(false);
    expect(can({ roles: [], scopes: ['payperiods:read'] }, Resource.PayrollTransfer, Action.Visible)).toBe(true);
  });
});
