import { BadRequestException } from '@nestjs/common';
import { CURSOR_TEXTS } from '@timekeep/contracts';
import type { AppConfig } from '../config/app-config';
import { KeysetKey, ListCursors } from './list-cursor';

const cursors = new ListCursors({ jwtSecret: 'a-signing-secret-of-at-least-32-characters' } as AppConfig);
const KEYS: KeysetKey[] = [{ sql: 'e.last_name' }, { sql: 'e.id' }];
const QUESTION = { list: 'employees', sort: 'lastName' };
const COMPANY = 'company-1';
/** The cursor a full page of two rows ending with Walker's gives, the list then holding 7. */
const cursorAfterWalker = () => cursors.end(COMPANY, QUESTION, KEYS, { condition: null, offset: 0, seen: 0, total: null }, 2, [{ k0: 'Ngata', k1: 'a' }, { k0: 'Walker', k1: 'b' }], 7).nextCursor as string;
const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error instanceof BadRequestException ? (error.getResponse() as { message: string }).message : String(error);
  }
  return 'read';
};

describe('ListCursors (ADR 0082)', () => {
  it('continues after the last row of a full page, carrying the rows read and the walk’s total', () => {
    const params: unknown[] = ['company-1'];
    const start = cursors.start(COMPANY, QUESTION, { page: 1, pageSize: 2, cursor: cursorAfterWalker() }, KEYS, params);
    expect(start).toEqual({ condition: '(((e.last_name) > $2) OR ((e.last_name) = $2 AND (e.id) > $3))', offset: 0, seen: 2, total: 7 });
    expect(params).toEqual(['company-1', 'Walker', 'b']);
    expect(cursors.end(COMPANY, QUESTION, KEYS, start, 2, [{ k0: 'Young', k1: 'c' }], 7)).toEqual({ total: 7, page: 2, nextCursor: null });
  });

  it('gives no cursor after a page that is not full, and pages by offset without one', () => {
    expect(cursors.end(COMPANY, QUESTION, KEYS, { condition: null, offset: 0, seen: 0, total: null }, 10, [{ k0: 'Walker', k1: 'b' }], 1).nextCursor).toBeNull();
    expect(cursors.start(COMPANY, QUESTION, { page: 3, pageSize: 25 }, KEYS, [])).toEqual({ condition: null, offset: 50, seen: 50, total: null });
  });

  it('refuses a cursor read for another company, another question or another order of keys, or altered in any way', () => {
    const cursor = cursorAfterWalker();
    const read = (companyId: string, question: unknown, keys: KeysetKey[], text: string) => () => cursors.start(companyId, question, { page: 1, pageSize: 2, cursor: text }, keys, []);
    const [body, signature] = cursor.split('.');
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString().replace('Walker', 'Aaron')).toString('base64url');
    for (const attempt of [
      read('company-2', QUESTION, KEYS, cursor),
      read(COMPANY, { ...QUESTION, search: 'Walker' }, KEYS, cursor),
      read(COMPANY, QUESTION, [{ sql: 'e.first_name' }, { sql: 'e.id' }], cursor),
      read(COMPANY, QUESTION, KEYS, `${forged}.${signature}`),
      read(COMPANY, QUESTION, KEYS, `${body}.${signature}.x`),
      read(COMPANY, QUESTION, KEYS, body),
      read(COMPANY, QUESTION, KEYS, ''),
    ])
      expect(refusal(attempt)).toBe(CURSOR_TEXTS.foreign);
    expect(refusal(read(COMPANY, QUESTION, KEYS, cursor))).toBe('read');
  });
});
