import { Action, ACTIONS, OAuthScope, Resource, ResourcePermission, RESOURCES, Role, SupervisorFunction } from '@timekeep/contracts';
import { SCOPE_GRANTS } from './oauth-clients';

const ALL = ACTIONS;
const MANAGE: readonly Action[] = [Action.Visible, Action.Create, Action.Update, Action.Delete];
const SEE: readonly Action[] = [Action.Visible];

/**
 * The default matrix (docs/decisions/0009-default-permission-matrix.md). The spec shows none.
 * Admin runs the company but does not open tenants or read the platform audit of others;
 * Supervisor runs people and time inside the departments they manage (scope is checked apart
 * from this matrix) and cannot touch pay configuration or payroll; Employee sees and edits
 * only their own records (own-record checks apart from this matrix).
 */
const MATRIX: Record<Role, Partial<Record<Resource, readonly Action[]>>> = {
  Superadmin: Object.fromEntries(RESOURCES.map((r) => [r, ALL])),
  Admin: {
    company: [Action.Visible, Action.Update],
    division: MANAGE,
    branch: MANAGE,
    department: MANAGE,
    position: MANAGE,
    user: MANAGE,
    employee: MANAGE,
    payRate: [Action.Visible, Action.Update],
    schedule: MANAGE,
    scheduleTemplate: MANAGE,
    roster: MANAGE,
    timesheet: ALL,
    timeApproval: [Action.Visible, Action.Approve],
    leave: ALL,
    leaveBalance: MANAGE,
    payGroup: MANAGE,
    payRules: MANAGE,
    payrollTransfer: [Action.Visible, Action.Create],
    import: [Action.Visible, Action.Create],
    report: [Action.Visible, Action.Create],
    settings: [Action.Visible, Action.Update],
    job: MANAGE,
    workplace: MANAGE,
    audit: SEE,
  },
  Supervisor: {
    company: SEE,
    department: SEE,
    position: SEE,
    employee: [Action.Visible, Action.Update],
    schedule: MANAGE,
    scheduleTemplate: SEE,
    roster: MANAGE,
    timesheet: [Action.Visible, Action.Create, Action.Update, Action.Approve],
    timeApproval: [Action.Visible, Action.Approve],
    leave: [Action.Visible, Action.Create, Action.Update, Action.Approve],
    leaveBalance: SEE,
    report: [Action.Visible, Action.Create],
    job: SEE,
    workplace: SEE,
  },
  Employee: {
    employee: SEE,
    schedule: SEE,
    roster: SEE,
    timesheet: SEE,
    leave: [Action.Visible, Action.Create],
    leaveBalance: SEE,
  },
};

/**
 * What each supervisor function adds to the Supervisor role (docs/decisions/0019-supervisor-functions.md).
 * Scope still applies: a supervisor's employees and pay rates are those of the departments they manage.
 */
const FUNCTION_GRANTS: Record<SupervisorFunction, Partial<Record<Resource, readonly Action[]>>> = {
  employees: { employee: [Action.Visible, Action.Create, Action.Update] },
  payRates: { payRate: [Action.Visible, Action.Update] },
  scheduleTemplates: { scheduleTemplate: MANAGE },
  jobs: { job: MANAGE },
  leaveBalances: { leaveBalance: [Action.Visible, Action.Create, Action.Update] },
  imports: { import: [Action.Visible, Action.Create] },
};

/** Who asks: their roles and, for a Supervisor, the functions they were given; an OAuth client, its scopes and no role. */
export interface PermissionHolder {
  roles: readonly Role[];
  functions?: readonly SupervisorFunction[];
  scopes?: readonly OAuthScope[];
}

export function can(holder: PermissionHolder, resource: Resource, action: Action): boolean {
  if (holder.roles.some((role) => MATRIX[role]?.[resource]?.includes(action) ?? false)) return true;
  if ((holder.scopes ?? []).some((s) => SCOPE_GRANTS[s]?.[resource]?.includes(action) ?? false)) return true;
  return holder.roles.includes(Role.Supervisor) && (holder.functions ?? []).some((f) => FUNCTION_GRANTS[f]?.[resource]?.includes(action) ?? false);
}

/**
 * Who keeps the company's webhooks: whoever holds Settings › Update. One rule for the webhooks'
 * API (every call) and for who is told a subscription was disabled, so those told can act on it.
 */
export function managesWebhooks(holder: PermissionHolder): boolean {
  return can(holder, Resource.Settings, Action.Update);
}

/**
 * Whether a holder reaches only their own records: an Employee's rights are over the employee
 * behind their sign-in, while the other roles work on other people's (a Supervisor within scope).
 */
export function reachesOnlySelf(holder: PermissionHolder): boolean {
  // An OAuth client has no person behind it: its scopes reach its whole company (docs/decisions/0041).
  if (holder.scopes?.length) return false;
  return !holder.roles.some((role) => role === Role.Superadmin || role === Role.Admin || role === Role.Supervisor);
}

/** What GET /profile/permissions answers: every resource with at least one action, actions united over roles and functions. */
export function permissionsOf(holder: PermissionHolder): ResourcePermission[] {
  return RESOURCES.map((resource) => ({ resource, actions: ACTIONS.filter((action) => can(holder, resource, action)) })).filter((p) => p.actions.length > 0);
}
