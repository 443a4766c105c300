import { z } from 'zod';
import { employeeStatusSchema } from './people';
/** Shared table behaviour (spec §2, §9): page sizes and the query every server-paged list takes. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The last page a list may be asked for: past it the offset outgrows the database's numbers (ADR 0049). */
export const MAX_PAGE = 100_000;

export interface ListQuery {
  page: number;
  pageSize: number;
  search?: string;
  sort?: string;
  order?: 'ascend' | 'descend';
  /** Where the previous page's `nextCursor` left off (the lists integrators read, ADR 0082); never with page. */
  cursor?: string;
}

/** The longest cursor a list takes: a few keys of the last row read, signed. */
export const MAX_CURSOR_LENGTH = 2000;

/** What a list answers a cursor it cannot read (ADR 0082). */
export const CURSOR_TEXTS = {
  foreign: 'This cursor is not one this list gave, or the list was asked another way (sort, order, search or filter): start again without it.',
  withPage: 'Give page or cursor, not both.',
  notHere: 'This list pages by page number; it takes no cursor.',
} as const;

export const userRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleName: z.string(),
  roles: z.array(z.string()),
  departmentIds: z.array(z.string()),
  lastLoginAt: z.string().nullable(),
  userStatus: employeeStatusSchema,
  isEmployee: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;
