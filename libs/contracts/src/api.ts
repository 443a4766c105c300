import { z } from 'zod';

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

/** Role ids as the spec's clients send them in roleId (document 1 §3: '3' is Supervisor). */
export const ROLE_IDS: Record<Role, string> = { Superadmin: '1', Admin: '2', Supervisor: '3', Employee: '4' };
export const roleOfId = (id: string): Role | undefined => (Object.keys(ROLE_IDS) as Role[]).find((r) => ROLE_IDS[r] === id);

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** The lists integrators read: the cursor of the next page, null after the last (ADR 0082). */
  nextCursor?: string | null;
}

/** A server-paged list's reply, its rows checked by `item`. */
export const pageSchema = <T extends z.ZodTypeAny>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

/** The reply of a list that also pages by cursor: send `nextCursor` back as `cursor` for the next page; null after the last. */
export const cursorPageSchema = <T extends z.ZodTypeAny>(item: T) =>
  pageSchema(item).extend({ nextCursor: z.string().nullable().describe('Send back as `cursor` (same query, no page) for the page after this one; null after a page that is not full.') });
