import type { DataSource } from 'typeorm';
import { HistoryEntry, isUuid } from '@timekeep/contracts';

const idsIn = (value: unknown): string[] => (isUuid(value) ? [value] : Array.isArray(value) ? value.flatMap(idsIn) : []);

/** Old and new values that are ids of the company's departments, pay rules or people read as their names. */
export async function nameIds(dataSource: DataSource, companyId: string, entries: HistoryEntry[]): Promise<HistoryEntry[]> {
  const ids = [...new Set(entries.flatMap((e) => e.changes.flatMap((c) => [...idsIn(c.from), ...idsIn(c.to)])))];
  if (!ids.length) return entries;
  const rows: Array<{ id: string; name: string }> = await dataSource.query(
    `SELECT id, name FROM department WHERE company_id = $1 AND id = ANY($2::uuid[])
     UNION ALL SELECT id, name FROM pay_rule WHERE company_id = $1 AND id = ANY($2::uuid[])
     UNION ALL SELECT id, first_name || ' ' || last_name FROM user_account WHERE company_id = $1 AND id = ANY($2::uuid[])`,
    [companyId, ids],
  );
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const named = (value: unknown): unknown => (typeof value === 'string' && names.has(value) ? names.get(value) : Array.isArray(value) ? value.map(named) : value);
  return entries.map((e) => ({ ...e, changes: e.changes.map((c) => ({ ...c, from: named(c.from), to: named(c.to) })) }));
}
