import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { Role } from '@timekeep/contracts';
import { createAccount, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

const WRITES = new Map([
  [RequestMethod.POST, 'POST'],
  [RequestMethod.PUT, 'PUT'],
  [RequestMethod.PATCH, 'PATCH'],
  [RequestMethod.DELETE, 'DELETE'],
]);

/**
 * Writes that read a body but not as fields the server declares, each with why. Any other write
 * that takes a body (@Body) and answers a stray field with anything but the refusal fails this
 * test, so a new write that forgets strictness (parseBody) fails here. Writes without @Body
 * (uploads take one file through multer, actions take none) are listed apart.
 */
const NOT_A_FIELD_BODY: Record<string, string> = {
  'POST /jasper/download': 'a report is read through a POST of its conditions; it writes nothing',
  'POST /oauth/token': 'RFC 6749 §3.2: the token endpoint ignores parameters it does not recognise (its form goes through @Body so the text pipe sees it, ADR 0049)',
  'POST /account/token': 'the same token endpoint over the sign-in (ADR 0058): RFC 6749 §3.2 asks it to ignore parameters it does not recognise',
  'POST /job/closeAllSelected': 'the body is a list of ids',
  'POST /structure/update': 'the body is a list of levels (each refuses stray fields)',
  'POST /timesheet/hideException': 'the body is a list of exceptions, or one (each refuses stray fields)',
  'POST /timesheet/showException': 'the body is a list of exceptions, or one (each refuses stray fields)',
  'POST /api/timesheet-transfers/myob-advanced': "read strictly by the integration's adapter, after the company's integration is checked",
  'POST /api/workflow-max/job-costing': "read strictly by the integration's adapter, after the company's integration is checked",
};

const NO_BODY = [
  // Revokes the signed-in employee's own calendar address: nothing to name (ADR 0076).
  'DELETE /api/me/calendar-feed',
  // A webhook subscription's actions: the subscription (and delivery) the path names is all there is (ADR 0080).
  'DELETE /api/webhooks/subscriptions/:id',
  'DELETE /scheduled-reports/:id',
  'POST /account/login-as-employee',
  'POST /api/avatars',
  'POST /api/company/logo',
  'POST /api/employees/sync-myob-advanced',
  'POST /api/jobs/import',
  'POST /api/jobs/sync-myob-advanced',
  'POST /api/leave-balance/upload',
  'POST /api/webhooks/subscriptions/:id/deliveries/:deliveryId/replay',
  'POST /api/webhooks/subscriptions/:id/pause',
  'POST /api/webhooks/subscriptions/:id/resume',
  'POST /api/webhooks/subscriptions/:id/rotate-secret',
  'POST /api/webhooks/subscriptions/:id/test',
  'POST /api/workflow-max/authorization-request-uri',
  'POST /api/workflow-max/sync-employees',
  'POST /api/workflow-max/sync-jobs',
  'POST /api/xero/authorization',
  'POST /payrolltransfer/syncXeroData',
  'POST /schedule/uploadExl',
  'POST /times/upload',
];

/** Every route of the API's controllers that writes, from the route table Nest built. */
function writeRoutes(stack: TestStack): Array<{ route: string; body: boolean }> {
  const routes: Array<{ route: string; body: boolean }> = [];
  for (const module of stack.api.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!type) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, type) as string | string[]].flat().filter(Boolean)[0] ?? '';
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function') continue;
        const method = WRITES.get(Reflect.getMetadata(METHOD_METADATA, handler));
        const paths = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined].flat();
        if (!method || paths[0] === undefined) continue;
        const args = Object.keys((Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) as object | undefined) ?? {});
        const body = args.some((key) => key.startsWith(`${RouteParamtypes.BODY}:`));
        for (const path of paths) routes.push({ route: `${method} /${[base, path].filter((p) => p && p !== '/').join('/').replace(/^\/+/, '')}`, body });
      }
    }
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}

describe('writes refuse fields they do not declare (ADR 0052)', () => {
  let stack: TestStack;
  let admin: string;
  let root: string;

  beforeAll(async () => {
    stack = await startTestStack();
    const company = await registerCompany(stack, 'Alpha Ltd');
    admin = await signInAs(stack, (await createAccount(stack, company, { firstName: 'Ada', roles: [Role.Admin] })).email);
    root = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Operator'), { firstName: 'Root', roles: [Role.Superadmin] })).email);
  });
  afterAll(() => stack.close());

  it('answers 400 naming a stray field on every write, JSON and form-encoded, and records nothing', async () => {
    const all = writeRoutes(stack);
    const routes = all.filter((r) => r.body).map((r) => r.route);
    expect(routes.length).toBeGreaterThan(80);
    // Uploads (one file through multer) and actions: a new write without @Body is added here knowingly.
    expect(all.filter((r) => !r.body).map((r) => r.route)).toEqual(NO_BODY);
    const { rows: before } = await stack.db.pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
    const misses: string[] = [];
    for (const route of routes.filter((r) => !(r in NOT_A_FIELD_BODY))) {
      const [method, template] = route.split(' ');
      const path = template.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      for (const form of [false, true]) {
        let reply = await stack.call<{ message?: string }>(method, path, { token: admin, ...(form ? { form: { zzStray: 'x' } } : { body: { zzStray: 'x' } }) });
        if (reply.status === 403) reply = await stack.call<{ message?: string }>(method, path, { token: root, ...(form ? { form: { zzStray: 'x' } } : { body: { zzStray: 'x' } }) });
        if (reply.status !== 400 || reply.body.message !== 'Unknown field(s): zzStray.') misses.push(`${route}${form ? ' (form)' : ''}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 120)}`);
      }
    }
    expect(misses).toEqual([]);
    const { rows: after } = await stack.db.pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
    expect(after[0].n).toBe(before[0].n);
  });

  it('lets a list take query parameters it does not know, as browsers and proxies add them', async () => {
    const reply = await stack.call<{ items: unknown[] }>('GET', '/api/employees?_=1700000000000&utm_source=x', { token: admin });
    expect(reply.status).toBe(200);
  });
});
