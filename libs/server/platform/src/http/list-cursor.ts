import { BadRequestException, Injectable } from '@nestjs/common';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CURSOR_TEXTS } from '@timekeep/contracts';
import { AppConfig } from '../config/app-config';

export { CURSOR_TEXTS };

/**
 * One key of a list's order, as SQL over the list's tables. `nullable` keys sort their nulls last
 * in either direction; the last key of a list must be unique (its id), so the order is total.
 */
export interface KeysetKey {
  sql: string;
  desc?: boolean;
  nullable?: boolean;
}

/** A nullable key sorts as two: whether it is null (false first: nulls last), then its value. */
const expanded = (keys: readonly KeysetKey[]): KeysetKey[] => keys.flatMap((k) => (k.nullable ? [{ sql: `(${k.sql}) IS NULL` }, { sql: k.sql, desc: k.desc, nullable: true }] : [k]));

/** The ORDER BY of a keyset: the same order keysetAfter continues. */
export const keysetOrder = (keys: readonly KeysetKey[]): string => expanded(keys).map((k) => `(${k.sql}) ${k.desc ? 'DESC' : 'ASC'}`).join(', ');

/** The select list of a row's keys as text (`k0`, `k1`, …): the values the next cursor carries. */
export const keysetSelect = (keys: readonly KeysetKey[]): string => expanded(keys).map((k, i) => `(${k.sql})::text AS k${i}`).join(', ');

/** A row's key values, as keysetSelect named them. */
export const keysetValues = (keys: readonly KeysetKey[], row: object): Array<string | null> => expanded(keys).map((_, i) => ((row as Record<string, unknown>)[`k${i}`] ?? null) as string | null);

/**
 * The condition "after the row whose keys were `values`" in the keyset's order, its values pushed
 * onto `params` as text (Postgres reads each as its key's type). Spelled out term by term, not as a
 * row comparison, because the keys' directions may differ and a null key compares as equal only
 * to null.
 */
export function keysetAfter(keys: readonly KeysetKey[], values: ReadonlyArray<string | null>, params: unknown[]): string {
  const all = expanded(keys);
  if (values.length !== all.length) throw new BadRequestException({ message: CURSOR_TEXTS.foreign });
  const terms: string[] = [];
  const equal: string[] = [];
  all.forEach((k, i) => {
    const value = values[i];
    // Within the nulls (sorted last) only the later keys tell rows apart.
    if (value === null) return void equal.push(`(${k.sql}) IS NULL`);
    const p = params.push(value);
    terms.push([...equal, `(${k.sql}) ${k.desc ? '<' : '>'} $${p}`].join(' AND '));
    equal.push(`(${k.sql}) = $${p}`);
  });
  return terms.length ? `(${terms.map((t) => `(${t})`).join(' OR ')})` : 'false';
}

/** Where a cursor leaves a list: after the row with these keys, `seen` rows read before it, of `total` when the walk began. */
interface ListPosition {
  after: Array<string | null>;
  seen: number;
  total: number;
}

/** Where a page starts: after a cursor's row (`condition`), or at an offset (page mode, no condition). */
export interface PageStart {
  condition: string | null;
  offset: number;
  /** Rows of the list before this page. */
  seen: number;
  /** After a cursor, the list's total as its first page counted it (a walk is not counted again on every page); null in page mode. */
  total: number | null;
}

/**
 * The cursors of the lists integrators read (ADR 0082): opaque, signed by the server (so only a
 * cursor it gave is read, and nothing a client types reaches SQL but as a bound value of a row it
 * was shown), and bound to the company, the list's keys and its question (sort, order, search,
 * filters, the dates they resolved to): asked another way, or after the list's order changed in a
 * new release, the cursor is refused rather than misread.
 */
@Injectable()
export class ListCursors {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = createHash('sha256').update(`timekeep-list-cursors:${config.jwtSecret}`).digest();
  }

  /**
   * Where the asked page starts: a cursor's condition, its values pushed onto `params` (add it to
   * the list's WHERE), or the page's offset. `question` is what listQuestion() says of the query.
   */
  start(companyId: string, question: unknown, query: { page: number; pageSize: number; cursor?: string }, keys: readonly KeysetKey[], params: unknown[]): PageStart {
    if (query.cursor === undefined) return { condition: null, offset: (query.page - 1) * query.pageSize, seen: (query.page - 1) * query.pageSize, total: null };
    const position = this.read(companyId, question, keys, query.cursor);
    return { condition: keysetAfter(keys, position.after, params), offset: 0, seen: position.seen, total: position.total };
  }

  /** The page's place in a list of `total` rows, and the cursor after it: null when the page is not full (a full last page's cursor answers an empty page). */
  end(companyId: string, question: unknown, keys: readonly KeysetKey[], start: PageStart, pageSize: number, rows: readonly object[], total: number): { total: number; page: number; nextCursor: string | null } {
    const last = rows.at(-1);
    const seen = start.seen + rows.length;
    const nextCursor = last && rows.length === pageSize ? this.sign(companyId, question, keys, Buffer.from(JSON.stringify({ a: keysetValues(keys, last), n: seen, t: total })).toString('base64url')) : null;
    return { total, page: Math.floor(start.seen / pageSize) + 1, nextCursor };
  }

  /** Reads a cursor this server gave for the same company, keys and question; anything else is a 400. */
  private read(companyId: string, question: unknown, keys: readonly KeysetKey[], cursor: string): ListPosition {
    const [body, signature, ...rest] = cursor.split('.');
    const expected = Buffer.from(this.sign(companyId, question, keys, body ?? ''));
    const given = Buffer.from(cursor);
    if (rest.length || !body || !signature || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new BadRequestException({ message: CURSOR_TEXTS.foreign });
    const { a, n, t } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { a: Array<string | null>; n: number; t: number };
    return { after: a, seen: n, total: t };
  }

  /** The body with its signature: `body.hmac`. */
  private sign(companyId: string, question: unknown, keys: readonly KeysetKey[], body: string): string {
    const signature = createHmac('sha256', this.key).update(`${companyId}\n${keysetOrder(keys)}\n${JSON.stringify(question)}\n${body}`).digest('base64url');
    return `${body}.${signature}`;
  }
}
