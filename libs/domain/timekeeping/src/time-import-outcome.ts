import type { SyncStatus, TimeImportResult } from '@timekeep/contracts';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
const listed = (names: string[]) => (names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`);

/**
 * The Sync Results row of a time import (docs/decisions/0035-time-import.md): Success when every
 * read of a known PIN is in its timesheet and every line was read; Warning when some reads were
 * left out (unknown PINs, closed pay periods, days before a hire date) or lines could not be read; Error when the files
 * gave no read that is, or now went, into a timesheet.
 */
export function timeImportOutcome(result: TimeImportResult): { status: SyncStatus; message: string } {
  const sum = (of: (f: TimeImportResult['files'][number]) => number) => result.files.reduce((n, f) => n + of(f), 0);
  const added = sum((f) => f.added);
  const held = sum((f) => f.alreadyImported);
  const closed = sum((f) => f.closed.reduce((n, c) => n + c.reads, 0));
  const beforeHire = sum((f) => f.beforeHire.reduce((n, c) => n + c.reads, 0));
  const unknown = [...new Set(result.files.flatMap((f) => f.unknownPins.map((u) => u.pin)))];
  const unknownLines = sum((f) => f.unknownPins.reduce((n, u) => n + u.lines, 0));
  const bad = sum((f) => f.badLineCount);

  const parts = [`${count(added, 'punch', 'punches')} added for ${count(result.employees.length, 'employee', 'employees')}`];
  if (held) parts.push(`${count(held, 'read', 'reads')} already imported`);
  if (closed) parts.push(`${count(closed, 'read', 'reads')} in closed pay periods not imported`);
  if (beforeHire) parts.push(`${count(beforeHire, 'read', 'reads')} before the employee's hire date not imported`);
  if (unknown.length) parts.push(`${count(unknown.length, 'PIN', 'PINs')} matching no employee (${count(unknownLines, 'line', 'lines')}): ${listed(unknown)}`);
  if (bad) parts.push(`${count(bad, 'line', 'lines')} not read`);
  const message = `${listed(result.files.map((f) => f.fileName))}: ${parts.join('; ')}.`;
  const status: SyncStatus = added + held === 0 ? 'Error' : closed || beforeHire || unknown.length || bad ? 'Warning' : 'Success';
  return { status, message };
}
