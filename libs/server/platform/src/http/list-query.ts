import { z } from 'zod';
import { BadRequestException } from '@nestjs/common';
import { DEFAULT_PAGE_SIZE, ListQuery, MAX_CURSOR_LENGTH, MAX_PAGE, PAGE_SIZES } from '@timekeep/contracts';
import { CURSOR_TEXTS } from './list-cursor';
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
  cursor: z.string().min(1).max(MAX_CURSOR_LENGTH, CURSOR_TEXTS.foreign).optional(),
});

/**
 * Parses a list's query; `sortable` names the fields it may be sorted by (anything else is a 400,
 * never SQL). Only the lists that page by cursor as well (`{ cursor: true }`, ADR 0082) take one;
 * any other refuses it rather than answer its first page again.
 */
export function parseListQuery<S extends string>(query: unknown, sortable: readonly S[], options: { cursor?: boolean } = {}): ListQuery & { sort?: S } {
  const sort = sortable.length ? z.enum(sortable as [S, ...S[]]) : z.never({ invalid_type_error: 'This list has an order of its own: it takes no sort.' });
  const schema = base.extend({ sort: sort.optional() });
  const parsed = parsePayload(schema, query) as ListQuery & { sort?: S };
  if (parsed.cursor !== undefined && !options.cursor) throw new BadRequestException({ message: CURSOR_TEXTS.notHere });
  if (parsed.cursor !== undefined && (query as { page?: unknown }).page !== undefined) throw new BadRequestException({ message: CURSOR_TEXTS.withPage });
  return parsed;
}

/** What a list was asked, but where: the question a cursor is bound to (ADR 0082). */
export const listQuestion = <Q extends ListQuery>({ page: _page, pageSize: _size, cursor: _cursor, ...question }: Q): Omit<Q, 'page' | 'pageSize' | 'cursor'> => question;

/** Escapes LIKE wildcards so a search for '50%' finds '50%'. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
