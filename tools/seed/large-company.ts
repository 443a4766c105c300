import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { NEW_PAY_GROUP, PayRuleKind, Role } from '@timekeep/contracts';
import { CreateAccountCommand } from '@timekeep/server-identity';
import { CompanyEntity, DEFAULT_CUSTOMER_SETTINGS, RegisterCompanyCommand, SaveDepartmentCommand } from '@timekeep/server-organisation';
import { checkPayGroup, SavePayRuleCommand } from '@timekeep/server-pay-rules';
import { SaveEmployeeCommand } from '@timekeep/server-people';
import { CommandContext } from '@timekeep/server-platform';

export const LARGE_COMPANY_ID = 'b1000000-0000-4000-8000-000000000001';
export const LARGE_ADMIN = { email: 'admin@large.timekeep.local', password: 'Large-password-1' };

const context = (): CommandContext => ({ principal: { kind: 'system', id: 'seed', companyId: LARGE_COMPANY_ID, roles: [] }, source: 'system', correlationId: randomUUID(), causationId: null, now: new Date() });

/**
 * A company of `size` employees for benchmarks, built through the same commands as the console
 * (so events, read models and checks are the real ones): 4 divisions, 20 branches, 100
 * departments with 4 positions each, one pay group, and the employees spread over the positions.
 * Idempotent on the company: a second run with the same size adds nothing.
 */
export async function seedLargeCompany(app: INestApplicationContext, size: number, progress: (done: number) => void = () => undefined): Promise<void> {
  const data = app.get(DataSource);
  const commands = app.get(CommandBus);
  const run = <T>(command: object) => commands.execute<object, T>(command);
  if (!(await data.getRepository(CompanyEntity).existsBy({ id: LARGE_COMPANY_ID }))) {
    await run(
      new RegisterCompanyCommand(context(), {
        companyId: LARGE_COMPANY_ID,
        name: 'Kahikatea Group (benchmark)',
        code: 'LARGE',
        timeZone: 'Pacific/Auckland',
        country: 'NZ',
        region: 'AUK',
        settings: { ...DEFAULT_CUSTOMER_SETTINGS, sumLicense: size + 100, sumAppLicense: 0, features: { ...DEFAULT_CUSTOMER_SETTINGS.features, useTimeClock: true } },
      }),
    );
    await run(new CreateAccountCommand(context(), { companyId: LARGE_COMPANY_ID, email: LARGE_ADMIN.email, password: LARGE_ADMIN.password, firstName: 'Bench', lastName: 'Admin', roles: [Role.Admin] }));
  }
  const existing = Number((await data.query('SELECT count(*) AS n FROM employee WHERE company_id = $1', [LARGE_COMPANY_ID]))[0].n);
  if (existing >= size) return;

  const positions: string[] = [];
  for (let d = 0; d < 4; d++) {
    const division = (await run<{ id: string }>(new SaveDepartmentCommand(context(), { parent: null, name: `Division ${d + 1}` }))).id;
    for (let b = 0; b < 5; b++) {
      const branch = (await run<{ id: string }>(new SaveDepartmentCommand(context(), { parent: division, name: `Branch ${d + 1}.${b + 1}` }))).id;
      for (let t = 0; t < 5; t++) {
        const department = (await run<{ id: string }>(new SaveDepartmentCommand(context(), { parent: branch, name: `Department ${d + 1}.${b + 1}.${t + 1}` }))).id;
        for (let p = 0; p < 4; p++) positions.push((await run<{ id: string }>(new SaveDepartmentCommand(context(), { parent: department, name: `Position ${p + 1}` }))).id);
      }
    }
  }
  const body = checkPayGroup({ name: 'Weekly', ...NEW_PAY_GROUP, active: true, startTime: '2026-01-05', earlyArrivalThreshold: 15, lateDepartureThreshold: 15 }, { multiShift: true, allowManualPunch: true, payTypes: new Map() });
  const payGroup = (await run<{ id: string }>(new SavePayRuleCommand(context(), PayRuleKind.PayGroup, { body }))).id;

  const names = ['Aroha', 'Ben', 'Chloe', 'Daniel', 'Eva', 'Finn', 'Grace', 'Hemi', 'Isla', 'Jack', 'Kaia', 'Liam', 'Maia', 'Noah', 'Olivia', 'Pita'];
  const surnames = ['Smith', 'Wilson', 'Taylor', 'Brown', 'Tipene', 'Lee', 'Singh', 'Kaur', 'Fale', 'Harris', 'Walker', 'Ngata'];
  const hireOne = (i: number) =>
    run(
      new SaveEmployeeCommand(context(), {
        input: { firstName: names[i % names.length], lastName: `${surnames[(i * 7) % surnames.length]}-${i}`, departmentId: positions[i % positions.length], paygroupId: payGroup, hireOnDateValue: '2024-01-01', clockId: 100000 + i, payId: `L${i}` },
        email: null,
        password: null,
        pin: null,
      }),
    );
  // A few saves at once: each takes the licence lock only briefly.
  for (let start = existing; start < size; start += 8) {
    await Promise.all(Array.from({ length: Math.min(8, size - start) }, (_, k) => hireOne(start + k)));
    if ((start / 8) % 125 === 0) progress(start);
  }
  progress(size);
}
