import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { type FeatureFlag, Role, type TokenPair } from '@timekeep/contracts';
import { CreateAccountCommand } from '@timekeep/server-identity';
import { RegisterCompanyCommand } from '@timekeep/server-organisation';
import type { CommandContext } from '@timekeep/server-platform';
import type { TestStack } from './test-stack';

export const TEST_PASSWORD = 'Correct-horse-1';

/** The context seeding runs under: the system, acting for one company. */
export function systemContext(companyId: string): CommandContext {
  return { principal: { kind: 'system', id: 'test', companyId, roles: [] }, source: 'system', correlationId: randomUUID(), causationId: null, now: new Date() };
}

export async function registerCompany(stack: TestStack, name: string, companyId = randomUUID()): Promise<string> {
  await stack.api
    .get(CommandBus)
    .execute(new RegisterCompanyCommand(systemContext(companyId), { companyId, name, code: `${name.slice(0, 4)}-${companyId.slice(0, 8)}`, timeZone: 'Pacific/Auckland', country: 'NZ' }));
  return companyId;
}

/** An account with a unique email and the test password. */
export async function createAccount(
  stack: TestStack,
  companyId: string,
  person: { firstName: string; roles: Role[]; departmentIds?: string[] },
): Promise<{ userId: string; email: string }> {
  const email = `${person.firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const { userId } = await stack.api
    .get(CommandBus)
    .execute(new CreateAccountCommand(systemContext(companyId), { companyId, email, password: TEST_PASSWORD, firstName: person.firstName, lastName: 'Test', roles: person.roles, departmentIds: person.departmentIds ?? [] }));
  return { userId, email };
}

export async function signInAs(stack: TestStack, email: string, password = TEST_PASSWORD): Promise<string> {
  const reply = await stack.call<TokenPair>('POST', '/account/login', { body: { email, password, appType: 'web' } });
  if (reply.status !== 200) throw new Error(`sign-in of ${email} answered ${reply.status}`);
  return reply.body.accessToken;
}

/**
 * A customer opened as a Superadmin would open it (POST /customer/save), with its first Admin
 * signed in: the company every people, pay-rule and schedule test starts from.
 */
export async function openCustomer(
  stack: TestStack,
  customer: { name: string; code: string; adminEmail: string; region?: string; sumLicense?: number; sumAppLicense?: number; thirdPartyTypeId?: string } & Partial<Record<FeatureFlag, boolean>>,
): Promise<{ companyId: string; admin: string }> {
  const operator = await registerCompany(stack, 'Operator');
  const root = await signInAs(stack, (await createAccount(stack, operator, { firstName: 'Root', roles: [Role.Superadmin] })).email);
  const { adminEmail, region = 'AUK', sumLicense = 10, sumAppLicense = 0, ...rest } = customer;
  const opened = await stack.call<{ message: string; id?: string }>('POST', '/customer/save', {
    token: root,
    body: { timeZone: 'Pacific/Auckland', country: 'NZ', region, sumLicense, sumAppLicense, adminFirstName: 'Ana', adminLastName: 'Admin', adminEmail, adminPassword: TEST_PASSWORD, ...rest },
  });
  if (opened.body.message !== 'success' || !opened.body.id) throw new Error(`opening ${customer.name} answered ${opened.body.message}`);
  return { companyId: opened.body.id, admin: await signInAs(stack, adminEmail) };
}
