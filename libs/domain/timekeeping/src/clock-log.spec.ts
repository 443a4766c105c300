import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { clockReadFates, NotAClockLog, readClockLine, readClockLog } from './clock-log';

/** The install's window the tests read logs in (ADR 0051). */
const WINDOW = { earliest: '2000-01-01', latest: '2099-12-31' };

const bytes = (text: string) => new TextEncoder().encode(text);
const line = (pin: string | number, stamp: string) => `${String(pin).padStart(9)}\t${stamp}\t1\t0\t1\t0`;

describe('ZKTeco attendance log', () => {
  it('reads six-field USB lines and ten-field push lines, the padded PIN as a number and the wall time to the second', () => {
    const log = readClockLog(bytes([line(5, '2020-02-24 10:52:43'), '0017\t2020-02-24 18:02:05\t0\t1\t0\t0\t0\t0\t0\t0'].join('\r\n')), WINDOW);
    expect(log.reads).toEqual([
      { pin: '5', local: '2020-02-24T10:52:43' },
      { pin: '17', local: '2020-02-24T18:02:05' },
    ]);
    expect([log.lines, log.duplicates, log.problems]).toEqual([2, 0, []]);
  });

  it('collapses repeated lines of one read, keeps double reads seconds apart, and counts lines per PIN', () => {
    const text = [line(5, '2020-02-24 10:52:43'), line(5, '2020-02-24 10:52:43'), line(5, '2020-02-24 10:52:44'), line(6, '2020-02-24 10:52:43'), line(5, '2020-02-24 10:52:43')].join('\n');
    const log = readClockLog(bytes(text), WINDOW);
    expect(log.reads.map((r) => `${r.pin} ${r.local}`)).toEqual(['5 2020-02-24T10:52:43', '5 2020-02-24T10:52:44', '6 2020-02-24T10:52:43']);
    expect(log.duplicates).toBe(2);
    expect(Object.fromEntries(log.linesByPin)).toEqual({ '5': 4, '6': 1 });
  });

  it('reports lines that are not reads by their number, skips them and blank lines, and reads the rest', () => {
    const text = [line(5, '2020-02-24 10:52:43'), '', 'hello', line('A7', '2020-02-24 10:00:00'), line(5, '2020-02-30 10:00:00'), line(5, '2020-02-24 24:00:00'), '5\t2020-02-24 11:00:00\t1', line(5, '2020-02-24 12:00:00')].join('\r');
    const log = readClockLog(bytes(text), WINDOW);
    expect(log.reads).toHaveLength(2);
    expect(log.lines).toBe(7);
    expect(log.problems).toEqual([
      { line: 3, reason: 'expected 6 or 10 TAB-separated fields, found 1' },
      { line: 4, reason: "the PIN 'A7' is not a number" },
      { line: 5, reason: "'2020-02-30 10:00:00' is not a date and time (yyyy-mm-dd hh:mm:ss)" },
      { line: 6, reason: "'2020-02-24 24:00:00' is not a date and time (yyyy-mm-dd hh:mm:ss)" },
      { line: 7, reason: 'expected 6 or 10 TAB-separated fields, found 3' },
    ]);
  });

  it('refuses a binary file, an empty one and one in which no line is a read', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(() => readClockLog(png, WINDOW)).toThrow(new NotAClockLog('it holds binary data (byte 7), not the text lines of an attendance log'));
    expect(() => readClockLog(bytes(`${line(5, '2020-02-24 10:52:43')}\u0000`), WINDOW)).toThrow(NotAClockLog);
    expect(() => readClockLog(bytes('\r\n\r\n'), WINDOW)).toThrow('it is empty');
    expect(() => readClockLog(bytes('Pay ID,Date\nP-1,2026-11-23\n'), WINDOW)).toThrow('no line is a read (PIN, TAB, yyyy-mm-dd hh:mm:ss, ...)');
  });

  it('reads the real log: 11,902 lines, every one a read, with its duplicates collapsed', () => {
    const log = readClockLog(readFileSync(resolve(__dirname, '../../../../../shared/data/zkteco/1_attlog.dat')), WINDOW);
    expect(log.lines).toBe(11_902);
    expect(log.problems).toEqual([]);
    expect(log.reads.length + log.duplicates).toBe(11_902);
    expect(new Set(log.reads.map((r) => `${r.pin}|${r.local}`)).size).toBe(log.reads.length);
    expect(log.linesByPin.get('5')).toBeGreaterThan(0);
  });

  it('reports a real date outside the install\'s window as a bad line by its number, and reads the rest (ADR 0051)', () => {
    const text = [line(5, '2026-11-23 08:00:00'), line(5, '9999-12-31 23:59:59'), line(6, '2200-01-01 08:00:00'), line(6, '1999-12-31 08:00:00'), line(6, '2026-11-23 17:00:00')].join('\n');
    const log = readClockLog(bytes(text), { earliest: '2000-01-01', latest: '2028-11-23' });
    expect(log.reads.map((r) => r.local)).toEqual(['2026-11-23T08:00:00', '2026-11-23T17:00:00']);
    expect(log.problems).toEqual([
      { line: 2, reason: 'the date 9999-12-31 is outside the dates this server takes (2000-01-01 to 2028-11-23)' },
      { line: 3, reason: 'the date 2200-01-01 is outside the dates this server takes (2000-01-01 to 2028-11-23)' },
      { line: 4, reason: 'the date 1999-12-31 is outside the dates this server takes (2000-01-01 to 2028-11-23)' },
    ]);
  });

  it("decides each read's fate: held by an earlier import, written by this very run, on a closed day, or new", () => {
    const held = new Map([
      ['2020-03-02T08:00:00', 'run-1'],
      ['2020-03-03T08:00:00', 'run-2'],
    ]);
    const locals = ['2020-03-02T08:00:00', '2020-03-03T08:00:00', '2020-03-04T08:00:00', '2020-03-05T08:00:00'];
    expect(clockReadFates(locals, held, new Set(['2020-03-02', '2020-03-04']), 'run-2')).toEqual(['held', 'ours', 'closed', 'new']);
    // Before the hire date: reported, never written (ADR 0051); a read already held stays held.
    expect(clockReadFates(locals, held, new Set(), 'run-2', '2020-03-05')).toEqual(['held', 'ours', 'beforeHire', 'new']);
  });

  describe('properties', () => {
    const stamp = fc
      .record({ y: fc.integer({ min: 2000, max: 2099 }), mo: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }), h: fc.integer({ min: 0, max: 23 }), mi: fc.integer({ min: 0, max: 59 }), s: fc.integer({ min: 0, max: 59 }) })
      .map(({ y, mo, d, h, mi, s }) => `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')} ${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:${String(s).padStart(2, '0')}`);
    const read = fc.record({ pin: fc.integer({ min: 0, max: 99_999 }), stamp, ten: fc.boolean() });
    const render = (r: { pin: number; stamp: string; ten: boolean }) => (r.ten ? `${r.pin}\t${r.stamp}\t1\t0\t0\t0\t0\t0\t0\t0` : line(r.pin, r.stamp));
    const ending = fc.constantFrom('\r\n', '\n', '\r');
    // Text without line ends or binary bytes that is not a read.
    const isText = (s: string) => [...s].every((c) => c.charCodeAt(0) >= 0x20 || c === '\t');
    const garbage = fc.string({ maxLength: 30 }).filter((s) => isText(s) && typeof readClockLine(s, WINDOW) === 'string');

    it('every read line is read once, whatever the line ends, the repeats and the bad lines between', () => {
      fc.assert(
        fc.property(fc.array(fc.oneof({ weight: 4, arbitrary: read }, { weight: 1, arbitrary: garbage }), { minLength: 1, maxLength: 60 }), ending, (items, eol) => {
          fc.pre(items.some((i) => typeof i !== 'string'));
          const text = items.map((i) => (typeof i === 'string' ? i : render(i))).join(eol);
          const log = readClockLog(bytes(text), WINDOW);
          const reads = items.filter((i): i is { pin: number; stamp: string; ten: boolean } => typeof i !== 'string');
          const distinct = new Set(reads.map((r) => `${r.pin}|${r.stamp.replace(' ', 'T')}`));
          expect(new Set(log.reads.map((r) => `${r.pin}|${r.local}`))).toEqual(distinct);
          expect(log.reads).toHaveLength(distinct.size);
          expect(log.duplicates).toBe(reads.length - distinct.size);
          expect(log.problems.length).toBe(items.filter((i) => typeof i === 'string' && i.trim()).length);
          expect(log.lines).toBe(reads.length + log.problems.length);
        }),
      );
    });

    it('reading a file twice over (an overlapping export) gives the same reads', () => {
      fc.assert(
        fc.property(fc.array(read, { minLength: 1, maxLength: 40 }), (reads) => {
          const once = readClockLog(bytes(reads.map(render).join('\n')), WINDOW);
          const twice = readClockLog(bytes([...reads, ...reads].map(render).join('\r\n')), WINDOW);
          expect(twice.reads).toEqual(once.reads);
          expect(twice.duplicates).toBe(once.duplicates + reads.length);
        }),
      );
    });
  });
});
