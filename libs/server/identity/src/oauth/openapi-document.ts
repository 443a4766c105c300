import { extendZodWithOpenApi, OpenApiGeneratorV31, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  EMPLOYEE_SAVE_CODES,
  EMPLOYEE_STATUSES,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_TEXTS,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  employeeRowSchema,
  employeeSaveRequestSchema,
  INTEGRATOR_EMPLOYEE_TEXTS,
  LEAVE_STATUSES,
  LeaveCode,
  leaveBalanceQuerySchema,
  leaveBalanceSchema,
  leaveCancelRequestSchema,
  leaveEmployeeQuerySchema,
  leaveSaveReplySchema,
  leaveSaveRequestSchema,
  leaveSchema,
  leaveTypesSchema,
  messageReplySchema,
  payrollTransferSchema,
  payrollTransferSearchSchema,
  payrollExportQuerySchema,
  PAYROLL_EXPORT_COLUMNS,
  rosterQuerySchema,
  rosterSchema,
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
  cursorPageSchema,
  MAX_CURSOR_LENGTH,
  punchSaveReplySchema,
  punchSaveRequestSchema,
  timesheetHistorySchema,
  timesheetRangeQuerySchema,
  timesheetSchema,
  TIME_APPROVAL_TEXTS,
  timeApprovalFilterQuerySchema,
  timeApprovalRowSchema,
  timeApprovalSelectionSchema,
} from '@timekeep/contracts';
import { CURSOR_TEXTS, strictDeep } from '@timekeep/server-platform';

// Adds .openapi() to zod's schemas, which the registry uses to name components.
extendZodWithOpenApi(z);

const OAUTH = 'clientCredentials';

/** A paged list's query, as parseListQuery reads it: by page number, or after the previous page's cursor (ADR 0082). */
const pageQuery = z.object({
  page: z.number().int().min(1).optional(),
  pageSize: z.union(PAGE_SIZES.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<number>, z.ZodLiteral<number>]).optional(),
  search: z.string().max(100).optional(),
  cursor: z
    .string()
    .max(MAX_CURSOR_LENGTH)
    .optional()
    .openapi({ description: `The previous page's \`nextCursor\`, with the same query otherwise (sort, order, search, filters; never page). Each row is read once even while rows are added or removed, which page numbers cannot promise; \`total\` stays the one the first page counted. A cursor altered, or sent with another query, is refused: 400 "${CURSOR_TEXTS.foreign}"` }),
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
    description: 'RFC 6749 §4.4 client credentials. An administrator creates the client in the console (Settings, OAuth Clients), where the product makes its secret (shown once) or it is typed. Tokens last 15 minutes by default; a new secret ends every token issued under the old one.',
    flows: { clientCredentials: { tokenUrl: `${serverUrl}/oauth/token`, scopes } },
  });
  registry.registerComponent('securitySchemes', 'clientBasic', { type: 'http', scheme: 'basic', description: 'client_id and client_secret, each form-encoded, as HTTP Basic (RFC 6749 §2.3.1).' });
  const oauthError = registry.register('OAuthError', oauthErrorSchema);
  // A 400 names each field it refuses in `errors` (the message is the first, in the console's words, e.g. "This field is required.").
  const refusal = {
    content: {
      'application/json': {
        schema: registry.register('Refusal', z.object({ message: z.string(), errors: z.array(z.object({ field: z.string().describe('The field’s path, dotted'), message: z.string() })).optional() })),
      },
    },
  };
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
      200: { description: 'A page of employees', content: { 'application/json': { schema: registry.register('EmployeePage', cursorPageSchema(employeeRowSchema)) } } },
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
      200: { description: 'A page of the kiosk’s employees', content: { 'application/json': { schema: registry.register('KioskEmployeePage', cursorPageSchema(kioskEmployeeSchema)) } } },
      ...common,
    },
  });

  // Issue 34: leave, employees' writes, the roster and pay periods (ADR 0041, "Scopes added for issue 34").
  const noEmployee = { description: 'No such employee in the client’s company', ...refusal };
  registry.registerPath({
    method: 'get',
    path: '/api/leaves/list-by-employeeId',
    summary: 'An employee’s leave requests touching a date range',
    description: `Each request with its status (${LEAVE_STATUSES.join(', ')}). The range is fromDate and toDate (startDate and endDate are accepted too); without them, all of the employee’s requests.`,
    ...secured('leave:read'),
    request: { query: leaveEmployeeQuerySchema },
    responses: {
      200: { description: 'The requests, oldest first', content: { 'application/json': { schema: z.array(registry.register('Leave', leaveSchema)) } } },
      400: { description: 'A malformed date', ...refusal },
      ...common,
      404: noEmployee,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/leaves/types',
    summary: 'The leave types a request may name',
    description: 'The company’s active leave types: `id` is what POST /leave/save takes as `typeId`.',
    ...secured('leave:read'),
    responses: {
      200: { description: 'The leave types', content: { 'application/json': { schema: registry.register('LeaveTypes', leaveTypesSchema) } } },
      ...common,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/leave-balance',
    summary: 'An employee’s leave balances on a date',
    description: 'Hours held of each leave type on `fromDate`, approved leave dated up to it counted.',
    ...secured('leave:read'),
    request: { query: leaveBalanceQuerySchema },
    responses: {
      200: { description: 'The balances, by leave type', content: { 'application/json': { schema: registry.register('LeaveBalance', leaveBalanceSchema) } } },
      400: { description: 'A malformed date, or no employee named', ...refusal },
      ...common,
      404: noEmployee,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/leave/save',
    summary: 'Request leave for an employee, or change a request',
    description: `A new request (no \`id\`) is Pending, as one the employee files; the event names the client as its actor. With \`id\` (and the \`version\` read) it changes that request. A request the leave rules refuse writes nothing and answers 200 with the code in \`message\` (and the day in \`date\`): ${Object.values(LeaveCode).join(', ')}, notEnough (the balance does not cover it), closedPeriod.`,
    ...secured('leave:write'),
    request: { body: { content: { 'application/json': { schema: strictDeep(leaveSaveRequestSchema) } } } },
    responses: {
      200: { description: 'Saved (message success, with the request’s id), or refused with a code in message', content: { 'application/json': { schema: registry.register('LeaveSaveReply', leaveSaveReplySchema) } } },
      400: { description: 'A malformed field, or a field the call does not declare: "Unknown field(s): name, …." naming each', ...refusal },
      409: { description: 'The request changed since `version` was read', ...refusal },
      ...common,
      404: { description: 'No such employee, or no such request, in the client’s company', ...refusal },
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/leave/delete',
    summary: 'Cancel leave requests',
    description: 'All the named requests are cancelled, or none; each event names the client as its actor.',
    ...secured('leave:write'),
    request: { body: { content: { 'application/json': { schema: strictDeep(leaveCancelRequestSchema) } } } },
    responses: {
      200: { description: 'Cancelled (message success)', content: { 'application/json': { schema: registry.register('MessageReply', messageReplySchema) } } },
      400: { description: 'No ids, a malformed one, or a field the call does not declare', ...refusal },
      ...common,
      404: { description: 'A request not in the client’s company', ...refusal },
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/employee/save-without-photo',
    summary: 'Create an employee, or change one',
    description: `Without \`employeeId\` it creates an Active employee; with it (and the \`version\` read) it changes that employee. The event names the client as its actor. A pay rate is neither shown to nor set by a client (\`payRate\` is kept as it was). A client sets no sign-in account: email, password, PIN or supervising answer 403 ('${INTEGRATOR_EMPLOYEE_TEXTS.noAccount}'), and changing the name of an employee who has a sign-in account is refused 403 too (an account is changed by a person, ADR 0047). A save the rules refuse writes nothing and answers 200 with the code in \`message\`: ${EMPLOYEE_SAVE_CODES.join(', ')}.`,
    ...secured('employees:write'),
    // The sign-in account's fields are the console's: a client sending them is refused (403), so the document does not offer them.
    request: { body: { content: { 'application/json': { schema: strictDeep(employeeSaveRequestSchema.omit({ email: true, password: true, confirm_password: true, pin: true, isSupervisor: true, departments: true, funs: true })) } } } },
    responses: {
      200: { description: 'Saved (message success, with the employee’s id), or refused with a code in message', content: { 'application/json': { schema: registry.register('EmployeeSaveReply', messageReplySchema.extend({ id: z.string().optional() })) } } },
      400: { description: 'A malformed or missing field, or a field the call does not declare', ...refusal },
      409: { description: 'The employee changed since `version` was read', ...refusal },
      ...common,
      403: { description: 'The token lacks employees:write, or the body sets a sign-in account, or the change touches a sign-in account', ...refusal },
      404: noEmployee,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/standardshifts/roster',
    summary: 'The roster: each employee’s scheduled days over a range',
    description: 'The published and draft days of the company’s employees (narrowed to `departmentIds` when given). No pay rates nor costs: a client does not see them.',
    ...secured('roster:read'),
    request: { query: rosterQuerySchema },
    responses: {
      200: { description: 'The roster', content: { 'application/json': { schema: registry.register('Roster', rosterSchema) } } },
      400: { description: 'Malformed dates, or a range too long', ...refusal },
      ...common,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/time-approvals',
    summary: 'Punch pairs waiting for approval, or approved',
    description: `The company’s punch pairs between \`startDate\` and \`endDate\` (at most 366 days; or \`period=Previous\`, the last pay period), Unapproved, Approved or all, with each pair’s \`version\` to send back when approving. When the company has time approvals off: 403 “${TIME_APPROVAL_TEXTS.disabled}”.`,
    ...secured('approvals:read'),
    request: { query: pageQuery.merge(timeApprovalFilterQuerySchema) },
    responses: {
      200: { description: 'A page of punch pairs', content: { 'application/json': { schema: registry.register('TimeApprovalPage', cursorPageSchema(timeApprovalRowSchema)) } } },
      400: { description: 'Malformed dates, or a range too long', ...refusal },
      ...common,
    },
  });
  for (const [path, verb] of [
    ['/time-approvals/approveAllSelected', 'Approve'],
    ['/time-approvals/unapproveAllSelected', 'Unapprove'],
  ] as const) {
    registry.registerPath({
      method: 'post',
      path,
      summary: `${verb} punch pairs`,
      description: `${verb}s the pairs in one transaction, of any of the company’s employees: all or none. With \`versions\` (each pair’s \`version\` as listed, in the ids’ order) a pair changed since it was listed is refused (409), so nobody ${verb.toLowerCase()}s time they have not seen. The event names the client; the list shows it as the approver. A pair in a closed pay period writes nothing and answers 200 with \`closedPeriod\` in \`message\`.`,
      ...secured('approvals:write'),
      request: { body: { content: { 'application/json': { schema: strictDeep(timeApprovalSelectionSchema) } } } },
      responses: {
        200: { description: '`success`, or `closedPeriod`', content: { 'application/json': { schema: messageReplySchema } } },
        400: { description: 'No pairs, or versions that do not match the ids', ...refusal },
        ...common,
        404: { description: 'A pair that is not the company’s (nothing is written)', ...refusal },
        409: { description: 'A pair changed since it was listed, or a pair missing its in or out punch', ...refusal },
      },
    });
  }
  registry.registerPath({
    method: 'get',
    path: '/api/payroll-transfers/search',
    summary: 'The company’s pay periods',
    description: 'Each pay group’s periods over the last `filterDays` days, newest first, whether each is closed and exported. Without `pageSize` (nor `cursor`), all of them; with it, a page (the first, or `page`), whose `nextCursor` sent back as `cursor` gives the page after it (ADR 0082).',
    ...secured('payperiods:read'),
    request: { query: payrollTransferSearchSchema },
    responses: {
      200: { description: 'A page of pay periods', content: { 'application/json': { schema: registry.register('PayPeriodPage', cursorPageSchema(payrollTransferSchema)) } } },
      ...common,
    },
  });

  {
    registry.registerPath({
      method: 'get',
      path: '/payrolltransfer/exportCSV',
      summary: 'The payroll file of pay periods (CSV)',
      description: `The payroll file of the periods \`id\` (comma-separated ids from the pay periods list), for the employees of \`departmentIds\` (with everything below them) or all: one row per employee and pay type, in the columns ${PAYROLL_EXPORT_COLUMNS.join(', ')}. The \`Rate\` column is empty for a client (no pay rates are shown to one). When every period is closed the file marks them exported, naming the client as the one who took it; while one is open the file is a draft (\`X-Payroll-Draft: true\`) and nothing is marked. Cells never begin a formula.`,
      ...secured('payperiods:read'),
      request: { query: payrollExportQuerySchema },
      responses: {
        200: { description: 'The CSV, streamed', headers: { 'X-Payroll-Draft': { description: 'true while a period is open (nothing marked exported)', schema: { type: 'string', enum: ['true', 'false'] } } }, content: { 'text/csv': { schema: z.string() } } },
        400: { description: 'No period, or a malformed id', ...refusal },
        ...common,
        404: { description: 'A period or department not in the client’s company (nothing is written)', ...refusal },
      },
    });
  }

  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Timekeep API for integrations',
      version: '1',
      description:
        'Calls a company’s other systems make with an OAuth client. Every call acts within the client’s company and scopes only. Every answer to a client carries `RateLimit-Policy` and `RateLimit` (the IETF httpapi draft’s fields: its quota a minute, the calls left and the seconds until the window ends); past the quota, 429 with `Retry-After`. Every POST a client makes may carry an `Idempotency-Key` (ADR 0081).',
    },
    servers: [{ url: serverUrl }],
  });
  return withIdempotencyKeys(document);
}

/**
 * Every POST a client makes takes an `Idempotency-Key` (ADR 0081): said once here for all of them,
 * as the interceptor applies it to all of them, with the two answers it adds.
 */
function withIdempotencyKeys(document: object): object {
  for (const item of Object.values((document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {})) {
    const post = item.post as { security?: Array<Record<string, string[]>>; parameters?: unknown[]; responses: Record<string, unknown> } | undefined;
    if (!post?.security?.some((s) => OAUTH in s)) continue;
    post.parameters = [
      ...(post.parameters ?? []),
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: `A key of your choosing (a UUID, say) to send this request again safely for ${IDEMPOTENCY_KEY_HOURS} hours: the same key and body answer the first reply, marked \`Idempotent-Replayed: true\`, and change nothing again. A request that failed keeps no key.`,
        schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH, pattern: '^[\\x21-\\x7e]+$' },
      },
    ];
    post.responses = {
      ...post.responses,
      409: (post.responses['409'] as object | undefined) ?? { description: IDEMPOTENCY_TEXTS.inFlight, content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } } } },
      422: { description: IDEMPOTENCY_TEXTS.otherRequest, content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } } } },
    };
  }
  return document;
}
