import { extendZodWithOpenApi, OpenApiGeneratorV3, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  EMPLOYEE_STATUSES,
  employeeRowSchema,
  kioskEmployeeSchema,
  INTEGRATOR_PUNCH_CODES,
  INTEGRATOR_PUNCH_TEXTS,
  OAUTH_SCOPE_LABELS,
  OAUTH_SCOPES,
  oauthErrorSchema,
  oauthTokenRequestSchema,
  oauthTokenSchema,
  OAuthScope,
  PAGE_SIZES,
  pageSchema,
  punchSaveReplySchema,
  punchSaveRequestSchema,
  timesheetHistorySchema,
  timesheetRangeQuerySchema,
  timesheetSchema,
} from '@timekeep/contracts';
import { strictDeep } from '@timekeep/server-platform';

// Adds .openapi() to zod's schemas, which the registry uses to name components.
extendZodWithOpenApi(z);

const OAUTH = 'clientCredentials';

/** A paged list's query, as parseListQuery reads it. */
const pageQuery = z.object({
  page: z.number().int().min(1).optional(),
  pageSize: z.union(PAGE_SIZES.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<number>, z.ZodLiteral<number>]).optional(),
  search: z.string().max(100).optional(),
});

/**
 * The integrators' document (docs/decisions/0041-oauth-clients.md): the token endpoint and the
 * calls opened to OAuth clients (@ClientScope), each from the contracts' schemas the server
 * parses with. The API test calls every path it lists.
 */
export function openApiDocument(serverUrl: string): object {
  const registry = new OpenAPIRegistry();
  const scopes = Object.fromEntries(OAUTH_SCOPES.map((s) => [s, OAUTH_SCOPE_LABELS[s]]));
  registry.registerComponent('securitySchemes', OAUTH, {
    type: 'oauth2',
    description: 'RFC 6749 §4.4 client credentials. An administrator creates the client in the console (Settings, OAuth Clients) and types its secret. Tokens last 15 minutes by default; a new secret ends every token issued under the old one.',
    flows: { clientCredentials: { tokenUrl: `${serverUrl}/oauth/token`, scopes } },
  });
  registry.registerComponent('securitySchemes', 'clientBasic', { type: 'http', scheme: 'basic', description: 'client_id and client_secret, each form-encoded, as HTTP Basic (RFC 6749 §2.3.1).' });
  const oauthError = registry.register('OAuthError', oauthErrorSchema);
  const refusal = { content: { 'application/json': { schema: z.object({ message: z.string() }) } } };
  const secured = (scope: OAuthScope) => ({ security: [{ [OAUTH]: [scope] }] });
  const common = {
    401: { description: 'No token, an expired one, or one issued before the client’s secret changed.' },
    403: { description: 'The token lacks the scope this call needs, or the client no longer has it.', ...refusal },
    429: { description: 'temporarily_unavailable: the client made too many calls this minute; see Retry-After', content: { 'application/json': { schema: oauthError } } },
  };

  registry.registerPath({
    method: 'post',
    path: '/oauth/token',
    summary: 'Get an access token (client credentials)',
    description: 'Authenticate with HTTP Basic or with client_id and client_secret in the form, never both. `scope` (space-separated) asks for some of the client’s scopes; without it the token carries all of them. Answers are never cached. Requests are limited per client and per address (429 with Retry-After).',
    security: [{ clientBasic: [] }, {}],
    request: { body: { content: { 'application/x-www-form-urlencoded': { schema: oauthTokenRequestSchema } } } },
    responses: {
      200: { description: 'The access token', content: { 'application/json': { schema: registry.register('OAuthToken', oauthTokenSchema) } } },
      400: { description: 'invalid_request, unsupported_grant_type or invalid_scope', content: { 'application/json': { schema: oauthError } } },
      401: { description: 'invalid_client, with WWW-Authenticate', content: { 'application/json': { schema: oauthError } } },
      429: { description: 'Too many token requests; see Retry-After', content: { 'application/json': { schema: oauthError } } },
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/punches/save',
    summary: 'Record a punch for an employee',
    description:
      'The event names the client as its actor; the timesheet’s history shows it. A punch the timesheet refuses writes nothing and answers 409 with its `code`: `closedPeriod` (the day is in a closed pay period) or `hasExistPunchRecord` (the employee has a punch at that minute already).',
    ...secured('punches:write'),
    // As the server parses it: a field the body does not declare is refused (additionalProperties: false, ADR 0052).
    request: { body: { content: { 'application/json': { schema: strictDeep(punchSaveRequestSchema) } } } },
    responses: {
      200: { description: 'The punch is recorded (message success)', content: { 'application/json': { schema: registry.register('PunchSaveReply', punchSaveReplySchema) } } },
      400: { description: 'A malformed field, or a field the call does not declare: "Unknown field(s): name, …." naming each', ...refusal },
      409: {
        description: `Not recorded: ${INTEGRATOR_PUNCH_CODES.map((c) => `${c} ('${INTEGRATOR_PUNCH_TEXTS[c]}')`).join('; ')}. Or a stale version (message only).`,
        content: { 'application/json': { schema: registry.register('PunchRefusal', z.object({ code: z.enum(INTEGRATOR_PUNCH_CODES as [string, ...string[]]).optional(), message: z.string() })) } },
      },
      ...common,
      404: { description: 'No such employee in the client’s company', ...refusal },
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/timesheet/getPunchRecords',
    summary: 'An employee’s timesheet for a period',
    ...secured('timesheets:read'),
    request: { query: timesheetRangeQuerySchema },
    responses: {
      200: { description: 'The timesheet', content: { 'application/json': { schema: registry.register('Timesheet', timesheetSchema) } } },
      ...common,
      404: { description: 'No such employee in the client’s company', ...refusal },
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/timesheet/history',
    summary: 'Who changed an employee’s timesheet, when and from where',
    ...secured('timesheets:read'),
    request: { query: timesheetRangeQuerySchema.omit({ asOf: true }) },
    responses: {
      200: { description: 'The changes, newest first', content: { 'application/json': { schema: registry.register('TimesheetHistory', timesheetHistorySchema) } } },
      ...common,
      404: { description: 'No such employee in the client’s company', ...refusal },
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/employees',
    summary: 'The company’s employees, a page at a time',
    description: '`departmentName` is the name of the structure node the employee is placed on: a position (the console shows it under the company’s structure name, Position by default), not the department above it.',
    ...secured('employees:read'),
    request: {
      query: pageQuery.extend({ employeeStatus: z.enum(EMPLOYEE_STATUSES).optional() }),
    },
    responses: {
      200: { description: 'A page of employees', content: { 'application/json': { schema: registry.register('EmployeePage', pageSchema(employeeRowSchema)) } } },
      ...common,
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/employee/kiosk-employee-list',
    summary: 'A kiosk’s directory: the Active employees, a page at a time',
    description: 'What a shared kiosk shows so a person can find themself (clock ID, name, position, photo), and nothing more. Ordered by last and first name; `search` matches names, Pay ID and clock ID.',
    ...secured('employees:read'),
    request: {
      query: pageQuery,
    },
    responses: {
      200: { description: 'A page of the kiosk’s employees', content: { 'application/json': { schema: registry.register('KioskEmployeePage', pageSchema(kioskEmployeeSchema)) } } },
      ...common,
    },
  });

  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: { title: 'Timekeep API for integrations', version: '1', description: 'Calls a company’s other systems make with an OAuth client. Every call acts within the client’s company and scopes only.' },
    servers: [{ url: serverUrl }],
  });
}
