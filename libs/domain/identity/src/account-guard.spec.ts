import { EventType, Role } from '@timekeep/contracts';
import { ACCOUNT_ABOVE_YOURS, accountWriteProblem, AccountWriter, endsSessions, mayChangeSecretsOf, rankOf, ROLE_ABOVE_YOURS, SECRETS_NEED_USER_RIGHT } from './account-guard';

const as = (roles: Role[], functions: AccountWriter['functions'] = []): AccountWriter => ({ kind: 'user', id: 'writer', roles, functions });
const account = (roles: Role[]) => ({ userId: 'target', roles });
const edit = (roles: Role[], changesSecrets = false) => ({ current: account(roles), roles, changesSecrets, changes: true });

describe('who may change an account', () => {
  it('ranks Superadmin over Admin over Supervisor over Employee, a dual role by its highest', () => {
    expect(rankOf([Role.Superadmin])).toBeGreaterThan(rankOf([Role.Admin]));
    expect(rankOf([Role.Admin])).toBeGreaterThan(rankOf([Role.Supervisor]));
    expect(rankOf([Role.Supervisor])).toBeGreaterThan(rankOf([Role.Employee]));
    expect(rankOf([Role.Employee, Role.Admin])).toBe(rankOf([Role.Admin]));
    expect(rankOf([])).toBe(0);
  });

  it('refuses a supervisor any change to the account of an Admin who is also an employee in their departments', () => {
    const supervisor = as([Role.Supervisor], ['employees']);
    expect(accountWriteProblem(supervisor, edit([Role.Admin, Role.Employee], true))).toBe(ACCOUNT_ABOVE_YOURS);
    expect(accountWriteProblem(supervisor, edit([Role.Admin, Role.Employee]))).toBe(ACCOUNT_ABOVE_YOURS);
    // Saving the employee record without touching the account is not a change to it.
    expect(accountWriteProblem(supervisor, { ...edit([Role.Admin, Role.Employee]), changes: false })).toBeNull();
  });

  it("needs the right to update users to set another person's email, password or PIN, even of an Employee", () => {
    expect(accountWriteProblem(as([Role.Supervisor], ['employees']), edit([Role.Employee], true))).toBe(SECRETS_NEED_USER_RIGHT);
    expect(accountWriteProblem(as([Role.Supervisor]), edit([Role.Employee]))).toBeNull();
    expect(accountWriteProblem(as([Role.Admin]), edit([Role.Employee], true))).toBeNull();
    // A new employee's first email and password make a new Employee account: nobody holds it yet.
    expect(accountWriteProblem(as([Role.Supervisor], ['employees']), { current: null, roles: [Role.Employee], changesSecrets: true, changes: true })).toBeNull();
  });

  it('lets an Admin change another Admin, never a Superadmin, and give no role above their own', () => {
    expect(accountWriteProblem(as([Role.Admin]), edit([Role.Admin], true))).toBeNull();
    expect(accountWriteProblem(as([Role.Admin]), edit([Role.Superadmin], true))).toBe(ACCOUNT_ABOVE_YOURS);
    expect(accountWriteProblem(as([Role.Admin]), { current: account([Role.Employee]), roles: [Role.Superadmin], changesSecrets: false, changes: true })).toBe(ROLE_ABOVE_YOURS);
    expect(accountWriteProblem(as([Role.Superadmin]), edit([Role.Superadmin], true))).toBeNull();
  });

  it('counts the roles a dual person acts with: an Admin signed in as Employee changes no one', () => {
    expect(accountWriteProblem(as([Role.Employee]), edit([Role.Supervisor]))).toBe(ACCOUNT_ABOVE_YOURS);
  });

  it('lets the system write any account', () => {
    expect(accountWriteProblem({ kind: 'system', id: 'seed', roles: [] }, edit([Role.Superadmin], true))).toBeNull();
  });

  it('tells the console whether to offer the sign-in fields', () => {
    expect(mayChangeSecretsOf(as([Role.Supervisor], ['employees']), { roles: [Role.Employee] })).toBe(false);
    expect(mayChangeSecretsOf(as([Role.Admin]), { roles: [Role.Employee, Role.Admin] })).toBe(true);
    expect(mayChangeSecretsOf(as([Role.Admin]), { roles: [Role.Superadmin] })).toBe(false);
    expect(mayChangeSecretsOf(as([Role.Supervisor]), null)).toBe(true);
  });
});

describe('which account changes end the sessions issued before them', () => {
  const userId = 'u';
  it('ends them on a status, role or password change by someone else or a reset, not on the holder\'s own password change', () => {
    expect(endsSessions({ type: EventType.AccountStatusChanged, v: 1, data: { userId, from: 'Active', to: 'Inactive' } })).toBe(true);
    expect(endsSessions({ type: EventType.RolesChanged, v: 1, data: { userId, roles: [Role.Employee], departmentIds: [] } })).toBe(true);
    expect(endsSessions({ type: EventType.PasswordChanged, v: 1, data: { userId, via: 'admin' } })).toBe(true);
    expect(endsSessions({ type: EventType.PasswordChanged, v: 1, data: { userId, via: 'reset' } })).toBe(true);
    expect(endsSessions({ type: EventType.PasswordChanged, v: 1, data: { userId, via: 'profile' } })).toBe(false);
    expect(endsSessions({ type: EventType.PinChanged, v: 1, data: { userId } })).toBe(false);
  });
});
