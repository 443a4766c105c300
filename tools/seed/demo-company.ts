import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AccountSecrets, ChangePinCommand, CreateAccountCommand, UserAccountEntity, userPrincipal } from '@timekeep/server-identity';
import { CompanyEntity, DEFAULT_CUSTOMER_SETTINGS, DepartmentEntity, RegisterCompanyCommand, SaveDepartmentCommand } from '@timekeep/server-organisation';
import { PayrollType, PayRuleKind, Role } from '@timekeep/contracts';
import { appendDefaultPayTypes, checkPayGroup, checkRoundingRule, PayRuleEntity, SavePayRuleCommand, SeedPublicHolidaysCommand } from '@timekeep/server-pay-rules';
import { EmployeeEntity, SaveEmployeeCommand, SaveUserCommand } from '@timekeep/server-people';
import { checkJobCode, checkTaskCode } from '@timekeep/domain-pay-rules';
import { checkScheduleTemplate } from '@timekeep/domain-scheduling';
import { checkWorkplace } from '@timekeep/domain-settings';
import { SaveKioskContactCommand, SaveKioskContentsCommand } from '@timekeep/server-settings';
import { DEMO_KIOSK_CONTACTS, DEMO_KIOSK_CONTENTS } from './demo-kiosk';
import { DEMO_JOBS, DEMO_TASKS, DEMO_WORKPLACES } from './demo-work';
import { seedDemoPunches } from './demo-punches';
import { seedDemoLeave } from './demo-leave';
import { seedDemoRoster } from './demo-roster';
import { seedDemoShifts } from './demo-shifts';
import { DEMO_EMPLOYEE_LOGIN_AS_EMPLOYEE, DEMO_EMPLOYEES, DEMO_PAY_GROUPS, DEMO_SCHEDULES } from './demo-employees';
import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_PIN, DEMO_ROUNDING, DEMO_ROUNDING_ID, DEMO_STRUCTURE, DEMO_SUPERVISED } from './demo-people';
import { Clock, CommandContext, Principal, Streams } from '@timekeep/server-platform';

export const DEMO_COMPANY_ID = 'dc000000-0000-4000-8000-000000000001';
export const DEMO_COMPANY_NAME = 'Greenfield Logistics (demo)';
/** What the web clock asks for first. */
export const DEMO_COMPANY_CODE = 'DEMO';

const SEEDER: Principal = { kind: 'system', id: 'seed', companyId: DEMO_COMPANY_ID, roles: [] };

type SeedContext = () => CommandContext;

/** Each command's context, at the product clock's reading (ADR 0053): a demo booted at a fixed instant is seeded as of then. */
const seedContextOf =
  (clock: Clock): SeedContext =>
  () => ({ principal: SEEDER, source: 'system', correlationId: randomUUID(), causationId: null, now: clock.now() });

/**
 * Idempotent: a second run finds the company and its people and changes nothing. The punches are
 * topped up to now (two fortnights ending with the current pay period, demo-punches.ts).
 */
export async function seedDemoCompany(app: INestApplicationContext): Promise<{ created: boolean; punches: number; punchedEmployees: number }> {
  const data = app.get(DataSource);
  const commands = app.get(CommandBus);
  const clock = app.get(Clock);
  const seedContext = seedContextOf(clock);
  const existing = await data.getRepository(CompanyEntity).existsBy({ id: DEMO_COMPANY_ID });
  if (!existing) {
    await registerCompany(commands, seedContext);
    // Once, with the company: a later run must not overwrite what the demo's admin made of the kiosk.
    await commands.execute(new SaveKioskContentsCommand(seedContext(), DEMO_KIOSK_CONTENTS, 0));
    for (const contact of DEMO_KIOSK_CONTACTS) await commands.execute(new SaveKioskContactCommand(seedContext(), contact));
  }
  await seedWork(data, commands, seedContext);
  for (const dept of DEMO_STRUCTURE) {
    if (await data.getRepository(DepartmentEntity).existsBy({ id: dept.id })) continue;
    const { id, parent, name, code } = dept;
    const references = { punchCode: 'punchCode' in dept ? dept.punchCode : null, jobIds: 'jobIds' in dept ? [...dept.jobIds] : [], workPlaceId: 'workPlaceId' in dept ? [...dept.workPlaceId] : [] };
    await commands.execute(new SaveDepartmentCommand(seedContext(), { newId: id, parent, name, code, ...references }));
  }
  if (!(await data.getRepository(PayRuleEntity).existsBy({ id: DEMO_ROUNDING_ID }))) {
    await commands.execute(new SavePayRuleCommand(seedContext(), PayRuleKind.RoundingRule, { newId: DEMO_ROUNDING_ID, body: checkRoundingRule(DEMO_ROUNDING) }));
  }
  // Idempotent: only the missing public holidays of Auckland for this year and next are added.
  const year = clock.now().getUTCFullYear();
  await commands.execute(new SeedPublicHolidaysCommand(seedContext(), [year, year + 1]));
  const streams = app.get(Streams);
  await streams.transaction((tx) => appendDefaultPayTypes(streams, tx, seedContext(), DEMO_COMPANY_ID));
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
  for (const group of DEMO_PAY_GROUPS) {
    if (await data.getRepository(PayRuleEntity).existsBy({ id: group.id })) continue;
    const body = checkPayGroup({ name: group.name, active: true, ...group.fields }, { multiShift: true, allowManualPunch: true, payTypes: new Map() });
    await commands.execute(new SavePayRuleCommand(seedContext(), PayRuleKind.PayGroup, { newId: group.id, body }));
  }
  for (const schedule of DEMO_SCHEDULES) {
    if (await data.getRepository(PayRuleEntity).existsBy({ id: schedule.id })) continue;
    await commands.execute(new SavePayRuleCommand(seedContext(), PayRuleKind.ScheduleTemplate, { newId: schedule.id, body: checkScheduleTemplate(schedule.input, true) }));
  }
  await seedEmployees(app, data, commands, seedContext);
  const mere = DEMO_PEOPLE.find((p) => p.roles.length === 1 && p.roles[0] === Role.Employee);
  const mereEmployeeId = mere ? ((await data.getRepository(UserAccountEntity).findOneBy({ id: mere.id }))?.employeeId ?? null) : null;
  const { punches, employees } = await seedDemoPunches(app, DEMO_COMPANY_ID, mereEmployeeId, clock.now());
  // Before the leave: the leave is booked against the rostered days.
  await seedDemoRoster(app, DEMO_COMPANY_ID, seedContext);
  await seedDemoLeave(app, DEMO_COMPANY_ID, mereEmployeeId, seedContext);
  await seedDemoShifts(app, DEMO_COMPANY_ID, mere?.id ?? null, seedContext);
  return { created: !existing, punches, punchedEmployees: employees };
}

/** Tasks before the jobs made of them, and the sites the structure and employees refer to. */
async function seedWork(data: DataSource, commands: CommandBus, seedContext: SeedContext): Promise<void> {
  const missing = async (id: string) => !(await data.getRepository(PayRuleEntity).existsBy({ id }));
  const tasks = new Set(DEMO_TASKS.map((t) => t.id));
  for (const task of DEMO_TASKS) if (await missing(task.id)) await commands.execute(new SavePayRuleCommand(seedContext(), PayRuleKind.Task, { newId: task.id, body: checkTaskCode(task.input, null) }));
  for (const job of DEMO_JOBS) if (await missing(job.id)) await commands.execute(new SavePayRuleCommand(seedContext(), PayRuleKind.Job, { newId: job.id, body: checkJobCode(job.input, tasks, null) }));
  for (const site of DEMO_WORKPLACES) if (await missing(site.id)) await commands.execute(new SavePayRuleCommand(seedContext(), PayRuleKind.Workplace, { newId: site.id, body: checkWorkplace(site.input) }));
}

async function seedEmployees(app: INestApplicationContext, data: DataSource, commands: CommandBus, seedContext: SeedContext): Promise<void> {
  const mere = DEMO_PEOPLE.find((p) => p.roles.length === 1 && p.roles[0] === Role.Employee);
  const mereAccount = mere && (await data.getRepository(UserAccountEntity).findOneBy({ id: mere.id }));
  if (mere && mereAccount && !mereAccount.employeeId) {
    const { roleId, employee } = DEMO_EMPLOYEE_LOGIN_AS_EMPLOYEE;
    const user = { email: mere.email, firstName: mere.firstName, lastName: mere.lastName, middleName: null, roleId, isEmployee: true, departments: [], funs: [], exportDevisions: [], isLeave: false, forwardTo: null, mobileApp: false, evacuator: false };
    await commands.execute(new SaveUserCommand(seedContext(), { id: mere.id, user, password: null, pin: null, employee }));
  }
  // Her PIN, so the clock can be tried with a clock ID and PIN; set as she would set it, once (a demo that changed it keeps its own).
  if (mere && mereAccount && !(await app.get(AccountSecrets).pinHash({ userId: mere.id, companyId: DEMO_COMPANY_ID }))) {
    const asMere = { ...seedContext(), principal: userPrincipal(mereAccount, [Role.Employee]) };
    await commands.execute(new ChangePinCommand(asMere, DEMO_PIN, DEMO_PIN));
  }
  for (const employee of DEMO_EMPLOYEES) {
    if (await data.getRepository(EmployeeEntity).existsBy({ id: employee.id })) continue;
    await commands.execute(new SaveEmployeeCommand(seedContext(), { newId: employee.id, input: employee.input, email: null, password: null, pin: null }));
  }
}

async function registerCompany(commands: CommandBus, seedContext: SeedContext): Promise<void> {
  await commands.execute(
    new RegisterCompanyCommand(seedContext(), {
      companyId: DEMO_COMPANY_ID,
      name: DEMO_COMPANY_NAME,
      code: DEMO_COMPANY_CODE,
      timeZone: 'Pacific/Auckland',
      country: 'NZ',
      region: 'AUK',
      settings: {
        ...DEFAULT_CUSTOMER_SETTINGS,
        sumLicense: 100,
        sumAppLicense: 20,
        features: { ...DEFAULT_CUSTOMER_SETTINGS.features, mobileApp: true, isPositionCodeEnabled: true, isJobCodeEnabled: true, isTaskCodeEnabled: true, multiShiftView: true, allowManualPunch: true, allowLeaveTime: true, isTimeApprovalEnabled: true, isShiftBudgetEnabled: true },
        outFaceTypeId: PayrollType.PayrollFileCsv,
      },
    }),
  );
}
