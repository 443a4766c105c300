import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CreateAccountCommand, UserAccountEntity } from '@timekeep/server-identity';
import { CompanyEntity, RegisterCompanyCommand } from '@timekeep/server-organisation';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';
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
