/**
 * The spec's HTTP paths overlap the console's routes (/profile, /leaveBalance/list, ...), so the
 * API lives under its own base path on the same origin. See docs/decisions/0002-api-base-path.md.
 */
export const DEFAULT_API_BASE_PATH = '/server';

export const Role = {
  Superadmin: 'Superadmin',
  Admin: 'Admin',
  Supervisor: 'Supervisor',
  Employee: 'Employee',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
