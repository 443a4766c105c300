import type { EmployeeStatus } from './people';
/** Shared table behaviour (spec §2, §9): page sizes and the query every server-paged list takes. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface ListQuery {
  page: number;
  pageSize: number;
  search?: string;
  sort?: string;
  order?: 'ascend' | 'descend';
}

export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roleName: string;
  roles: string[];
  departmentIds: string[];
  lastLoginAt: string | null;
  userStatus: EmployeeStatus;
  isEmployee: boolean;
}
