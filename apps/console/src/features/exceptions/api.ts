import { type ExceptionRow, exceptionReviewReplySchema, exceptionRowSchema, type ListQuery, pageSchema } from '@timekeep/contracts';
import { request } from '../../api/http';
import { listPath } from '../../api/list';
import type { ExceptionsFilter } from './exceptions-filter';

export type { ExceptionsFilter };

/** Time card exceptions (document 3 §2, §7). */
export const keys = {
  exceptions: ['time-card-exceptions'],
  list: (filter: ExceptionsFilter) => ['time-card-exceptions', filter] as const,
} as const;


const exceptionPage = pageSchema(exceptionRowSchema);

/** GET /api/time-card-exceptions (server-paged) for the shared table. */
export const exceptionList = (filter: ExceptionsFilter) => ({
  queryKey: keys.list(filter),
  fetchPage: (q: ListQuery) => request(exceptionPage, listPath('/api/time-card-exceptions', q, { type: filter.type, dayType: filter.dayType })),
});

/** POST /timesheet/hideException with the spec's fields of each exception, as the list showed it. */
export const reviewExceptions = (rows: readonly ExceptionRow[]) =>
  request(exceptionReviewReplySchema, '/timesheet/hideException', {
    method: 'POST',
    body: rows.map((r) => ({ id: r.id, fromT: r.date, scheduleIn: r.scheduleIn, scheduleOut: r.scheduleOut, actuaIn: r.actuaIn, actuaOut: r.actuaOut, exceptionType: r.exceptionType })),
  });

/** POST /timesheet/showException by id. */
export const revertExceptions = (ids: readonly string[]) => request(exceptionReviewReplySchema, '/timesheet/showException', { method: 'POST', body: { ids } });
