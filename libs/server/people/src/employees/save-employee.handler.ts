import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Action, CompanySettings, DateWindow, EmployeeRecord, EmployeeStatus, isUuid, payrollIdRules, PayrollType, REQUIRED_TEXT, Resource, Role, SupervisorFunction } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { companySettingsOf } from '@timekeep/domain-organisation';
import { checkEmployee, decideSaveEmployee, EmployeeFormRules, EmployeeInput, EmployeeSaveFacts, EmployeeState, PeopleError, refuseEmployeeSave } from '@timekeep/domain-people';
import { PasswordHasher, SessionTokens, UserAccountEntity } from '@timekeep/server-identity';
import { CompanyEntity, companyStateOf, InheritedChoices, ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, DateWindows, hasRole, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { writeAccount } from '../accounts/account-writes';
import { clockIdTaken, departmentLive, employeeStreamId, lockedLicenceCounts, mustHave, mustReach, payIdTaken } from './employee-facts';
import { EMPLOYEE_CONFLICT, employeeFold, settlePeopleRace } from './employee-stream';
import { StaleForm } from '@timekeep/domain-kernel';

export const PIN_NEEDS_EMAIL = 'A mobile app PIN needs an email: the PIN belongs to the sign-in account.';

export interface EmployeeSave {
  /** Present when editing. */
  id?: string;
  /** A new employee's id when the caller fixes it (seed, import). */
  newId?: string;
  input: EmployeeInput;
  email: string | null;
  /** Checked against its confirmation by the caller. */
  password: string | null;
  pin: string | null;
  /** The version the form was loaded at. */
  version?: number;
  /** Is Supervisor: their account's management scope and functions; null: not a supervisor; undefined: as it is. */
  supervisor?: { departments: string[]; funs: SupervisorFunction[] } | null;
}

export const SUPERVISOR_NEEDS_EMAIL = 'A supervisor needs an email: supervising is done from the sign-in account.';

export class SaveEmployeeCommand {
  constructor(
    readonly context: CommandContext,
    readonly save: EmployeeSave,
  ) {}
}

/** The company's settings, or the spec's noCompany when the principal's company is gone. */
export async function settingsWithin(tx: OrmTx, companyId: string): Promise<CompanySettings> {
  const row = await tx.manager.findOneBy(CompanyEntity, { id: companyId });
  if (!row) throw new PeopleError('noCompany');
  return companySettingsOf(companyStateOf(row));
}

export function formRules(settings: CompanySettings, principal: Principal, dateWindow: DateWindow): EmployeeFormRules {
  return {
    useTimeClock: settings.useTimeClock,
    mobileApp: settings.mobileApp,
    greenTree: settings.outFaceTypeId === PayrollType.GreenTreeJobCosting,
    ids: payrollIdRules(settings.thirdPartyType?.id ?? null, settings.outFaceTypeId),
    mayEditPayRate: principal.kind === 'system' || can(principal, Resource.PayRate, Action.Update),
    mayChooseApprover: principal.kind === 'system' || !hasRole(principal, Role.Supervisor) || hasRole(principal, Role.Admin, Role.Superadmin),
    dateWindow,
  };
}

/**
 * Writes an employee (and their sign-in account) within the caller's transaction. Shared by the
 * employee form and the user form's Employee Info, so both check the same rules and licences.
 */
export async function saveEmployeeWithin(
  deps: { streams: Streams; hasher: PasswordHasher; sessions: SessionTokens; scope: ManagementScope; payRules: PayRuleLookup; dateWindows: DateWindows },
  tx: OrmTx,
  context: CommandContext,
  employeeId: string,
  save: EmployeeSave,
  account: { userId?: string | null; roles?: (current: Role[]) => Role[] } = {},
): Promise<{ id: string; userId: string | null; state: EmployeeState }> {
  const { streams, scope } = deps;
  const { companyId } = context.principal;
  const settings = await settingsWithin(tx, companyId);
  const { state, version } = await streams.load(tx, context, employeeStreamId(employeeId), employeeFold);
  if (save.id && !state.record) throw new PeopleError('notFound', 'This employee does not exist.');
  if (state.record) await mustReach(scope, context, state.record.departmentId);
  if (save.version !== undefined && state.record && save.version !== version) throw new StaleForm(EMPLOYEE_CONFLICT);

  const record = checkEmployee(save.input, formRules(settings, context.principal, deps.dateWindows.hireAt(context.now)), state.record);
  const status: EmployeeStatus = state.record ? state.status : 'Active';
  const active = status === 'Active';
  refuseEmployeeSave(record, active, await employeeSaveFacts(deps, tx, context, employeeId, record, active, state), settings);

  const supervisor = await supervisorPart(scope, context, save.supervisor);
  const userId = await writeAccount(deps, tx, context, account.userId ?? state.userId, {
    email: save.email,
    password: save.password,
    pin: save.pin,
    // One picture per person: a new employee photo is also their sign-in account's picture. An
    // unchanged one leaves the account alone, so a picture set on the profile is not wiped.
    avatar: record.avatarFileName !== (state.record?.avatarFileName ?? null) ? record.avatarFileName : undefined,
    details: (current) => ({ ...current, firstName: record.firstName, lastName: record.lastName, middleName: record.middleName, employeeId }),
    roles: (current) => supervisor.roles(account.roles ? account.roles(current.roles) : current.userId ? current.roles : [Role.Employee]),
    departmentIds: (current) => supervisor.departmentIds ?? current.departmentIds,
    functions: (current) => supervisor.functions ?? current.functions,
  });
  if (supervisor.departmentIds?.length && !userId) throw new PeopleError('invalid', SUPERVISOR_NEEDS_EMAIL);
  // The PIN belongs to the sign-in account: without one it would be dropped, so say so instead.
  if (save.pin && !userId) throw new PeopleError('invalid', PIN_NEEDS_EMAIL);
  const events = decideSaveEmployee(state, employeeId, record, userId);
  if (events.length) {
    await streams.append(tx, context, { id: employeeStreamId(employeeId), type: 'employee', expected: version === 0 ? 'no_stream' : version }, events);
  }
  return { id: employeeId, userId, state };
}

/** The Time/Leave Approval the form changes to, as refuseEmployeeSave judges it; null when unchanged or cleared. */
async function approverOf(tx: OrmTx, companyId: string, reportTo: string | null, state: EmployeeState): Promise<EmployeeSaveFacts['approver']> {
  if (!reportTo || reportTo === state.record?.reportTo) return null;
  if (state.userId && reportTo === state.userId) return 'self';
  const user = isUuid(reportTo) ? await tx.manager.findOneBy(UserAccountEntity, { id: reportTo, companyId, status: 'Active' }) : null;
  return user ? 'ok' : 'unknown';
}

/** What the save's rules need to know about the records the form names (refuseEmployeeSave decides). */
async function employeeSaveFacts(
  deps: { scope: ManagementScope; payRules: PayRuleLookup },
  tx: OrmTx,
  context: CommandContext,
  employeeId: string,
  record: EmployeeRecord,
  active: boolean,
  state: EmployeeState,
): Promise<EmployeeSaveFacts> {
  const { companyId } = context.principal;
  const { payRules } = deps;
  const takesLicence = !state.record || (record.statusApp && !state.record.statusApp);
  return {
    departmentReachable: (await departmentLive(tx, companyId, record.departmentId)) && (context.principal.kind === 'system' || (await deps.scope.canSee(context.principal, record.departmentId))),
    payGroupExists: await payRules.exists(tx, companyId, 'payGroup', record.paygroupId),
    roundingRuleExists: record.timeRoundingId ? await payRules.exists(tx, companyId, 'roundingRule', record.timeRoundingId) : null,
    sitesExist: await payRules.allExist(tx, companyId, 'workplace', record.workPlaceId),
    skillsExist: await payRules.allExist(tx, companyId, 'skill', record.skills),
    scheduleExists: record.scheduleId ? await payRules.exists(tx, companyId, 'scheduleTemplate', record.scheduleId) : null,
    payOnFinishDayConflict: await payOnFinishDayConflict(tx, payRules, companyId, record),
    clockIdTaken: active && (await clockIdTaken(tx, companyId, record.clockId, employeeId)),
    payIdTaken: await payIdTaken(tx, companyId, record.payId, employeeId),
    approver: await approverOf(tx, companyId, record.reportTo, state),
    // Counted under the company's licence lock, so two saves cannot both take the last licence.
    licencesInUse: active && takesLicence ? await lockedLicenceCounts(tx, companyId, employeeId) : null,
  };
}

/**
 * Is Supervisor on the employee form: adds or removes the Supervisor role with its scope and
 * functions. Only someone who may change users may do it (otherwise the account stays as it is),
 * and only within their own reach.
 */
async function supervisorPart(scope: ManagementScope, context: CommandContext, chosen: EmployeeSave['supervisor']) {
  const { principal } = context;
  const keep = { roles: (roles: Role[]) => roles, departmentIds: undefined, functions: undefined };
  if (chosen === undefined || (principal.kind !== 'system' && !can(principal, Resource.User, Action.Update))) return keep;
  if (!chosen) return { roles: (roles: Role[]) => roles.filter((r) => r !== Role.Supervisor), departmentIds: [], functions: [] };
  if (!chosen.departments.length) throw new PeopleError('invalid', REQUIRED_TEXT);
  if (principal.kind !== 'system' && !(await scope.canSee(principal, ...chosen.departments))) throw new PeopleError('invalid', 'A chosen department does not exist.');
  return { roles: (roles: Role[]) => (roles.includes(Role.Supervisor) ? roles : [Role.Supervisor, ...roles]), departmentIds: chosen.departments, functions: chosen.funs };
}

/** POST /employee/save-without-photo. */
@CommandHandler(SaveEmployeeCommand)
export class SaveEmployeeHandler implements ICommandHandler<SaveEmployeeCommand, { id: string; userId: string | null }> {
  constructor(
    readonly streams: Streams,
    readonly hasher: PasswordHasher,
    readonly sessions: SessionTokens,
    readonly scope: ManagementScope,
    readonly payRules: PayRuleLookup,
    readonly dateWindows: DateWindows,
  ) {}

  async execute({ context, save }: SaveEmployeeCommand): Promise<{ id: string; userId: string | null }> {
    const { principal } = context;
    mustHave(principal.kind === 'system' || can(principal, Resource.Employee, save.id ? Action.Update : Action.Create));
    const id = save.id ?? save.newId ?? randomUUID();
    try {
      const saved = await this.streams.transaction((tx) => saveEmployeeWithin(this, tx, context, id, save));
      return { id: saved.id, userId: saved.userId };
    } catch (error) {
      settlePeopleRace(error);
    }
  }
}

/** The template the employee will have (their own, else their department chain's or the company's) against their pay group. */
async function payOnFinishDayConflict(tx: OrmTx, payRules: PayRuleLookup, companyId: string, record: EmployeeRecord): Promise<boolean> {
  if (!(await payRules.paysOnFinishDay(tx, companyId, record.paygroupId))) return false;
  const templateId = (await InheritedChoices.ofEmployee(tx.manager, companyId, { departmentId: record.departmentId, record })).templateIdOf({ departmentId: record.departmentId, record });
  return !!templateId && (await payRules.payOnFinishDayConflict(tx, companyId, record.paygroupId, templateId));
}
