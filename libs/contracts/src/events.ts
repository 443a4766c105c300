/** Stable event type names: never derived from class names, so renames and minifiers cannot break replay. */
export const EventType = {
  CompanyRegistered: 'organisation.company-registered',
  DepartmentAdded: 'organisation.department-added',
  DepartmentChanged: 'organisation.department-changed',
  DepartmentRemoved: 'organisation.department-removed',
  DepartmentFilterChosen: 'organisation.department-filter-chosen',
  AccountCreated: 'identity.account-created',
  LoginSucceeded: 'identity.login-succeeded',
  LoginFailed: 'identity.login-failed',
  AccountLockedOut: 'identity.account-locked-out',
  AccountUnlocked: 'identity.account-unlocked',
  PasswordChanged: 'identity.password-changed',
  PasswordResetRequested: 'identity.password-reset-requested',
  PinChanged: 'identity.pin-changed',
  RolesChanged: 'identity.roles-changed',
  ProfileUpdated: 'identity.profile-updated',
  AvatarChanged: 'identity.avatar-changed',
  RefreshTokenReused: 'identity.refresh-token-reused',
} as const;
export type EventType = (typeof EventType)[keyof typeof EventType];
