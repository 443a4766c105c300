import { z } from 'zod';

/**
 * What an OAuth client may be given (docs/decisions/0041-oauth-clients.md). Each scope opens a
 * few API calls and grants the matching rights of the permission matrix, within the client's
 * company only.
 */
export const OAuthScope = {
  PunchesWrite: 'punches:write',
  TimesheetsRead: 'timesheets:read',
  EmployeesRead: 'employees:read',
  EmployeesWrite: 'employees:write',
  LeaveRead: 'leave:read',
  LeaveWrite: 'leave:write',
  RosterRead: 'roster:read',
  PayPeriodsRead: 'payperiods:read',
  ApprovalsRead: 'approvals:read',
  ApprovalsWrite: 'approvals:write',
} as const;
export type OAuthScope = (typeof OAuthScope)[keyof typeof OAuthScope];
export const OAUTH_SCOPES: readonly OAuthScope[] = Object.values(OAuthScope);

export const OAUTH_SCOPE_LABELS: Record<OAuthScope, string> = {
  'punches:write': 'Record punches',
  'timesheets:read': 'Read timesheets',
  'employees:read': 'Read employees',
  'employees:write': 'Create and change employees',
  'leave:read': 'Read leave requests and balances',
  'leave:write': 'Request and cancel leave',
  'roster:read': 'Read the roster',
  'payperiods:read': 'Read pay periods and their payroll file',
  'approvals:read': 'Read time approvals',
  'approvals:write': 'Approve and unapprove time',
};

/** Document 3 §8 and §5. */
export const OAUTH_TEXTS = {
  saved: 'OAuth client is saved successfully.',
  saveFailed: 'Failed to save OAuth client.',
  secretsDiffer: 'The two secrets that you entered do not match!',
  revoked: 'The OAuth client is revoked: its tokens and its secret no longer work. Give it a new secret to let it in again.',
  deleted: 'The OAuth client is deleted: its tokens no longer work.',
  /** Issue 34 §3: shown beside a secret the product made, the one time it is shown. */
  secretOnce: 'Copy the secret now and keep it in the integration’s settings: it is not shown again. If it is lost, give the client a new one.',
} as const;

/** Document 3 §3: the secret is write only; scopes is text (space-separated, as OAuth writes them). */
export const oauthClientSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  scopes: z.string(),
  /** Bumped by each new secret: tokens issued under an older one stop working. */
  secretVersion: z.number(),
  created: z.string(),
  updated: z.string(),
  version: z.number(),
  /** Issue 34 §3: when the client last called the API with a token (not the token endpoint), or null. */
  lastUsed: z.string().nullable(),
  /** Issue 34 §3: its calls on each of the last 7 days in the company's time zone, oldest first, today last. */
  callsByDay: z.array(z.object({ date: z.string(), calls: z.number().int() })),
});
export type OAuthClientDto = z.infer<typeof oauthClientSchema>;

/** Document 3 §7: success when status is 1; otherwise message says why. */
export const oauthReplySchema = z.object({ status: z.number(), message: z.string().optional() });
export const oauthClientsReplySchema = oauthReplySchema.extend({ data: z.array(oauthClientSchema) });
/** `clientSecret` only in the reply that made it (issue 34 §3, `generate`): shown once, never read back. */
export const oauthClientReplySchema = oauthReplySchema.extend({ data: oauthClientSchema.optional(), clientSecret: z.string().optional() });
export type OAuthReply = z.infer<typeof oauthReplySchema>;
export type OAuthClientsReply = z.infer<typeof oauthClientsReplySchema>;
export type OAuthClientReply = z.infer<typeof oauthClientReplySchema>;

/** RFC 6749 §5.1. */
export const oauthTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type OAuthToken = z.infer<typeof oauthTokenSchema>;

/**
 * POST /account/token for a person (password or refresh_token grant): RFC 6749 §5.1's names, and
 * the product's own accessToken and refreshToken beside them, so that a client written against
 * /account/login reads it too (docs/decisions/0058-spec-calls-for-devices.md).
 */
export const accountTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type AccountToken = z.infer<typeof accountTokenSchema>;

/** RFC 6749 §5.2 (invalid_grant only from POST /account/token: a person's wrong password or a spent refresh token). */
export const oauthErrorSchema = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type', 'invalid_scope', 'temporarily_unavailable']),
  error_description: z.string().optional(),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;

/** Scopes as a list or as OAuth's space-separated text. */
const scopesField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : v.split(/[\s,]+/).filter(Boolean)));

/**
 * Document 3 §7 save: clientId and clientSecret (confirmSecret checked when sent) and the scopes.
 * Ours (issue 34 §3): `generate: true` has the product make the secret (and the Client ID when none
 * is typed), answered once in the reply's `clientSecret`; a typed secret beside it is refused.
 */
export const oauthClientSaveSchema = z.object({
  clientId: z.string().optional(),
  clientSecret: z.string().optional(),
  confirmSecret: z.string().optional(),
  scopes: scopesField,
  generate: z.boolean().optional(),
});
/** Document 3 §7 update: id and clientSecret (blank keeps the secret); the Client ID cannot change. `generate: true` makes a new secret. */
export const oauthClientUpdateSchema = oauthClientSaveSchema.extend({
  id: z.string({ required_error: 'This OAuth client does not exist.' }),
  version: z.coerce.number().int().positive().optional(),
});
export type OAuthClientSaveRequest = z.input<typeof oauthClientSaveSchema>;
export type OAuthClientUpdateRequest = z.input<typeof oauthClientUpdateSchema>;

/** RFC 6749 §4.4.2, form-encoded; client_id and client_secret only when not sent with HTTP Basic. */
export const oauthTokenRequestSchema = z.object({
  grant_type: z.literal('client_credentials'),
  scope: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

/**
 * What POST /api/punches/save tells an OAuth client when the timesheet refuses the punch: 409 with
 * `code` (the console's code) and one of these in `message` (ADR 0054). The console's own calls get
 * the spec's 200 with the code in `message`.
 */
export const INTEGRATOR_PUNCH_TEXTS = {
  closedPeriod: 'The punch is in a closed pay period and was not recorded. The company must reopen the period (Payroll Transfer) before it can be sent again.',
  hasExistPunchRecord: 'The employee already has a punch at this minute. Nothing was recorded.',
} as const;
export const INTEGRATOR_PUNCH_CODES = Object.keys(INTEGRATOR_PUNCH_TEXTS) as Array<keyof typeof INTEGRATOR_PUNCH_TEXTS>;

/** What POST /employee/save-without-photo tells an OAuth client (employees:write) that sends a sign-in account's fields: 403 with this. */
export const INTEGRATOR_EMPLOYEE_TEXTS = {
  noAccount: 'An OAuth client cannot set an employee’s sign-in account (email, password, PIN) or make them a supervisor. An administrator does that in the console.',
} as const;

/** GET /oauth/get?id=. */
export const oauthClientQuerySchema = z.object({ id: z.string({ required_error: 'This OAuth client does not exist.' }) });
/** POST /oauth/revoke and /oauth/delete (issue 34 §3): the client, at the version the list showed. */
export const oauthClientActionSchema = z.object({ id: z.string({ required_error: 'This OAuth client does not exist.' }), version: z.number().int().positive().optional() }).strict();
