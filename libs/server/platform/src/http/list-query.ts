import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, ListQuery, MAX_PAGE, PAGE_SIZES } from '@timekeep/contracts';
import { parsePayload } from './zod-validation';

const base = z.object({
  page: z.coerce
    .number({ invalid_type_error: `page must be a whole number from 1 to ${MAX_PAGE}` })
    .int(`page must be a whole number from 1 to ${MAX_PAGE}`)
    .min(1, `page must be a whole number from 1 to ${MAX_PAGE}`)
    .max(MAX_PAGE, `page must be a whole number from 1 to ${MAX_PAGE}`)
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `pageSize must be one of ${PAGE_SIZES.join(', ')}`)
    .default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  order: z.enum(['ascend', 'descend']).optional(),
});

/** Parses a list's query; `sortable` names the fields it may be sorted by (anything else is a 400, never SQL). */
export function parseListQuery<S extends string>(query: unknown, sortable: readonly S[]): ListQuery & { sort?: S } {
  const sort = sortable.length ? z.enum(sortable as [S, ...S[]]) : z.never();
  const schema = base.extend({ sort: sort.optional() });
  return parsePayload(schema, query) as ListQuery & { sort?: S };
}

/** Escapes LIKE wildcards so a search for '50%' finds '50%'. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
