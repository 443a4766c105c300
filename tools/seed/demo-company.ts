import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CreateAccountCommand, UserAccountEntity } from '@timekeep/server-identity';
import { CompanyEntity, DepartmentEntity, RegisterCompanyCommand, SaveDepartmentCommand } from '@timekeep/server-organisation';
import { Role } from '@timekeep/contracts';
import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_STRUCTURE, DEMO_SUPERVISED } from './demo-people';
import type { CommandContext, Principal } from '@timekeep/server-platform';

export const DEMO_COMPANY_ID = 'dc000000-0000-4000-8000-000000000001';
export const DEMO_COMPANY_NAME = 'Greenfield Logistics (demo)';

const SEEDER: Principal = { kind: 'system', id: 'seed', companyId: DEMO_COMPANY_ID, roles: [] };

function seedContext(): CommandContext {
  return { principal: SEEDER, source: 'system', correlationId: randomUUID(), causationId: null, now: new Date() };
}

/** Idempotent: a second run finds the company and its people and changes nothing. */
export async function seedDemoCompany(app: INestApplicationContext): Promise<{ created: boolean }> {
  const data = app.get(DataSource);
  const commands = app.get(CommandBus);
  const existing = await data.getRepository(CompanyEntity).existsBy({ id: DEMO_COMPANY_ID });
  if (!existing) await registerCompany(commands);
  for (const dept of DEMO_STRUCTURE) {
    if (await data.getRepository(DepartmentEntity).existsBy({ id: dept.id })) continue;
    await commands.execute(
      new SaveDepartmentCommand(seedContext(), { newId: dept.id, parent: dept.parent, name: dept.name, code: dept.code, punchCode: 'punchCode' in dept ? dept.punchCode : null }),
    );
  }
  for (const person of DEMO_PEOPLE) {
    if (await data.getRepository(UserAccountEntity).existsBy({ id: person.id })) continue;
    await commands.execute(
      new CreateAccountCommand(seedContext(), {
        userId: person.id,
        companyId: DEMO_COMPANY_ID,
        email: person.email,
        password: DEMO_PASSWORD,
        firstName: person.firstName,
        lastName: person.lastName,
        roles: [...person.roles],
        departmentIds: (person.roles as readonly Role[]).includes(Role.Supervisor) ? [...DEMO_SUPERVISED] : [],
      }),
    );
  }
  return { created: !existing };
}

async function registerCompany(commands: CommandBus): Promise<void> {
  await commands.execute(
    new RegisterCompanyCommand(seedContext(), {
      companyId: DEMO_COMPANY_ID,
      name: DEMO_COMPANY_NAME,
      code: 'DEMO',
      timeZone: 'Pacific/Auckland',
      country: 'NZ',
      region: 'Auckland',
    }),
  );
}
