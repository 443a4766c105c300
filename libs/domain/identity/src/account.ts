import { EmployeeStatus, EventType, Role, sameJson, SupervisorFunction } from '@timekeep/contracts';
import type { AccountDetails, AccountEvent } from './account.events';

/** The account stream (`user-<id>`) folded: what the user form edits and the History view shows. */
export interface AccountState extends AccountDetails {
  userId: string | null;
  companyId: string | null;
  roles: Role[];
  departmentIds: string[];
  /** A Supervisor's functions (docs/decisions/0019-supervisor-functions.md). */
  functions: SupervisorFunction[];
  status: EmployeeStatus;
  hasPin: boolean;
  /** An uploaded image's file name (POST /api/avatars). */
  avatar: string | null;
}

export const initialAccountState: AccountState = {
  userId: null,
  companyId: null,
  email: '',
  firstName: '',
  lastName: '',
  middleName: null,
  employeeId: null,
  exportDivisions: [],
  leaveForwardTo: null,
  mobileApp: false,
  evacuator: false,
  roles: [],
  departmentIds: [],
  functions: [],
  status: 'Active',
  hasPin: false,
  avatar: null,
};

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case EventType.AccountCreated: {
      const { userId, companyId, email, firstName, lastName, roles, employeeId, departmentIds } = event.data;
      return { ...initialAccountState, userId, companyId, email, firstName, lastName, roles, employeeId, departmentIds };
    }
    case EventType.AccountDetailsChanged: {
      const { userId: _userId, ...details } = event.data;
      return { ...state, ...details };
    }
    case EventType.RolesChanged:
      return { ...state, roles: event.data.roles, departmentIds: event.data.departmentIds, functions: event.data.functions ?? [] };
    case EventType.AccountStatusChanged:
      return { ...state, status: event.data.to };
    case EventType.ProfileUpdated:
      return { ...state, firstName: event.data.firstName, lastName: event.data.lastName, middleName: event.data.middleName === undefined ? state.middleName : event.data.middleName };
    case EventType.PinChanged:
      return { ...state, hasPin: true };
    case EventType.AvatarChanged:
      return { ...state, avatar: event.data.avatar };
    default:
      return state;
  }
}

const detailsOf = (state: AccountDetails): AccountDetails => ({
  email: state.email,
  firstName: state.firstName,
  lastName: state.lastName,
  middleName: state.middleName,
  employeeId: state.employeeId,
  exportDivisions: state.exportDivisions,
  leaveForwardTo: state.leaveForwardTo,
  mobileApp: state.mobileApp,
  evacuator: state.evacuator,
});

/**
 * An edit of an existing account: its details, and its roles with their management scope and
 * functions, each only when changed. Functions mean something only to a Supervisor, so others keep none.
 */
export function decideChangeAccount(state: AccountState, details: AccountDetails, roles: Role[], departmentIds: string[], functions: SupervisorFunction[] = state.functions): AccountEvent[] {
  if (!state.userId) return [];
  const userId = state.userId;
  const events: AccountEvent[] = [];
  const next = detailsOf(details);
  if (!sameJson(detailsOf(state), next)) events.push({ type: EventType.AccountDetailsChanged, v: 1, data: { userId, ...next } });
  const funs = roles.includes(Role.Supervisor) ? [...new Set(functions)] : [];
  if (!sameJson([state.roles, state.departmentIds, state.functions], [roles, departmentIds, funs])) events.push({ type: EventType.RolesChanged, v: 1, data: { userId, roles, departmentIds, functions: funs } });
  return events;
}

/** Spec §4: a user's status changes inline; only Active accounts sign in. */
export function decideChangeAccountStatus(state: AccountState, to: EmployeeStatus): AccountEvent[] {
  if (!state.userId || state.status === to) return [];
  return [{ type: EventType.AccountStatusChanged, v: 1, data: { userId: state.userId, from: state.status, to } }];
}
