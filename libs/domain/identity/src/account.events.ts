import { EmployeeStatus, EventType, Role, SupervisorFunction } from '@timekeep/contracts';

interface Event<T extends string, D> {
  type: T;
  v: 1;
  data: D;
}

/**
 * Secrets never enter the log (docs/decisions/0050-secrets-out-of-the-event-log.md): the password's
 * hash is in `account_secret`, written in the same transaction; these events say only that it was set.
 */
export type AccountCreated = Event<
  typeof EventType.AccountCreated,
  { userId: string; companyId: string; email: string; firstName: string; lastName: string; roles: Role[]; employeeId: string | null; departmentIds: string[] }
>;
export type LoginSucceeded = Event<typeof EventType.LoginSucceeded, { userId: string; appType: string; actingRoles: Role[]; at: string }>;
export type LoginFailed = Event<typeof EventType.LoginFailed, { userId: string; appType: string; reason: 'password' | 'locked'; at: string }>;
export type AccountLockedOut = Event<typeof EventType.AccountLockedOut, { userId: string; until: string; failures: number }>;
export type AccountUnlocked = Event<typeof EventType.AccountUnlocked, { userId: string; reason: 'password-reset' | 'admin' }>;
export type PasswordChanged = Event<typeof EventType.PasswordChanged, { userId: string; via: 'profile' | 'reset' | 'admin' }>;
export type PasswordResetRequested = Event<typeof EventType.PasswordResetRequested, { userId: string; expiresAt: string }>;
export type PinChanged = Event<typeof EventType.PinChanged, { userId: string }>;
/** `functions` came later: an older event means none. */
export type RolesChanged = Event<typeof EventType.RolesChanged, { userId: string; roles: Role[]; departmentIds: string[]; functions?: SupervisorFunction[] }>;
/** The middle name, contact name, title, fax and addresses came later: an older event leaves them as they were. */
export type ProfileUpdated = Event<
  typeof EventType.ProfileUpdated,
  {
    userId: string;
    firstName: string;
    lastName: string;
    middleName?: string | null;
    name?: string | null;
    title?: string | null;
    phone: string | null;
    mobile: string | null;
    fax?: string | null;
    physicalAddress?: string | null;
    postalAddress?: string | null;
    dateFormat: string;
    timeFormat: string;
  }
>;
export type AvatarChanged = Event<typeof EventType.AvatarChanged, { userId: string; avatar: string | null }>;
/** The user form's account fields (spec §3 "User"), the whole set after the change. */
export interface AccountDetails {
  email: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  employeeId: string | null;
  exportDivisions: string[];
  leaveForwardTo: string | null;
  mobileApp: boolean;
  evacuator: boolean;
}
export type AccountDetailsChanged = Event<typeof EventType.AccountDetailsChanged, { userId: string } & AccountDetails>;
export type AccountStatusChanged = Event<typeof EventType.AccountStatusChanged, { userId: string; from: EmployeeStatus; to: EmployeeStatus }>;
export type RefreshTokenReused = Event<typeof EventType.RefreshTokenReused, { userId: string; familyId: string }>;

export type AccountEvent =
  | AccountCreated
  | LoginSucceeded
  | LoginFailed
  | AccountLockedOut
  | AccountUnlocked
  | PasswordChanged
  | PasswordResetRequested
  | PinChanged
  | RolesChanged
  | ProfileUpdated
  | AvatarChanged
  | RefreshTokenReused
  | AccountDetailsChanged
  | AccountStatusChanged;
