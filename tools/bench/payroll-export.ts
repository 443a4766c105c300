import { PAYROLL_EXPORT_COLUMNS } from '@timekeep/contracts';
import { LARGE_COMPANY_ID } from '../seed/large-company';
import { withPeakHeap } from './harness';
import { benchStack, FROM, seedRecalcCompany, TO } from './timesheets';

export interface ExportRun {
  seconds: number;
  firstByteSeconds: number;
  bytes: number;
  rows: number;
  /** The highest heap above what it was when the run began, sampled every 20 ms. */
  peakHeapMb: number;
}

export interface ExportResult {
  employees: number;
  closeSeconds: number;
  runs: ExportRun[];
  /** The same export for one division and for one branch: the heap should not grow with the file. */
  parts: Array<{ name: string; employees: number; runs: ExportRun[] }>;
  baseline: ExportRun[];
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The payroll file of a 5,000-employee company's fortnight (two weekly periods), closed first, over
 * HTTP as the console downloads it (the body read as it streams, not kept), beside plain pg doing
 * the least the same file needs: every stored day's pay-type times read in one query, summed per
 * employee and pay type in memory, and joined into one CSV string.
 */
export async function benchPayrollExport(size: number, runs: number, progress: (line: string) => void): Promise<ExportResult> {
  const stack = await benchStack(true);
  try {
    const seeded = await seedRecalcCompany(stack, size, progress);
    const listed = await stack.call<{ items: Array<{ id: string; fromDate: string }> }>('GET', '/api/payroll-transfers/search?filterDays=3660', { token: seeded.admin });
    const periods = listed.body.items.filter((p) => p.fromDate >= FROM && p.fromDate <= TO).map((p) => p.id);
    if (periods.length !== 2) throw new Error(`Expected the fortnight's two weekly periods, found ${periods.length}`);

    progress('closing the two periods (every day computed, then frozen)');
    let clock = process.hrtime.bigint();
    const closed = await stack.call<{ message: string }>('POST', '/payrolltransfer/close', { token: seeded.admin, body: { ids: periods } });
    if (closed.body.message !== 'success') throw new Error(`close answered ${JSON.stringify(closed.body)}`);
    const closeSeconds = Number(process.hrtime.bigint() - clock) / 1e9;

    const exportRun = async (query: string): Promise<ExportRun> => {
      const started = process.hrtime.bigint();
      let firstByteSeconds = 0;
      const { result, peakHeapMb } = await withPeakHeap(async () => {
        const response = await fetch(`${stack.baseUrl}/payrolltransfer/exportCSV?${query}`, { headers: { authorization: `Bearer ${seeded.admin}` } });
        if (!response.ok || !response.body) throw new Error(`exportCSV answered ${response.status}`);
        let bytes = 0;
        let lines = 0;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          if (!bytes) firstByteSeconds = Number(process.hrtime.bigint() - started) / 1e9;
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines++;
        }
        return { bytes, rows: lines - 1 };
      });
      return { seconds: Number(process.hrtime.bigint() - started) / 1e9, firstByteSeconds, peakHeapMb, ...result };
    };
    // seedLargeCompany's structure: 4 divisions of 5 branches; the employees spread evenly below them.
    const { rows: named } = await stack.db.pool.query<{ id: string; name: string }>(`SELECT id, name FROM department WHERE company_id = $1 AND name IN ('Division 1', 'Branch 1.1')`, [LARGE_COMPANY_ID]);
    const parts = named.map((d) => ({ name: d.name, departmentId: d.id, employees: 0, runs: [] as ExportRun[] }));
    const results: ExportRun[] = [];
    for (let r = 0; r < runs; r++) {
      progress(`export ${r + 1} of ${runs}`);
      results.push(await exportRun(`id=${periods.join(',')}`));
      for (const part of parts) part.runs.push(await exportRun(`id=${periods.join(',')}&departmentIds=${part.departmentId}`));
    }
    for (const part of parts) {
      const { rows } = await stack.db.pool.query<{ n: number }>(
        `WITH RECURSIVE below AS (SELECT id FROM department WHERE id = $1 UNION SELECT d.id FROM department d JOIN below b ON d.parent_id = b.id)
         SELECT count(*)::int AS n FROM employee WHERE department_id IN (SELECT id FROM below)`,
        [part.departmentId],
      );
      part.employees = rows[0].n;
    }

    const baseline: ExportRun[] = [];
    for (let r = 0; r < runs; r++) {
      progress(`plain pg ${r + 1} of ${runs}`);
      clock = process.hrtime.bigint();
      const { result, peakHeapMb } = await withPeakHeap(async () => {
        const { rows } = await stack.db.pool.query<{ pay_id: string; first_name: string; last_name: string; pay: Array<{ name: string; unit: string; value: number }> }>(
          `SELECT e.pay_id, e.first_name, e.last_name, d.data->'payTypeTimes' AS pay
             FROM timesheet_day d JOIN employee e ON e.id = d.employee_id
            WHERE d.company_id = $1 AND d.date BETWEEN $2 AND $3 ORDER BY e.pay_id`,
          [LARGE_COMPANY_ID, FROM, TO],
        );
        const sums = new Map<string, { row: (typeof rows)[number]; name: string; minutes: number }>();
        for (const row of rows) {
          for (const p of row.pay) {
            const key = `${row.pay_id}:${p.name}`;
            const sum = sums.get(key) ?? { row, name: p.name, minutes: 0 };
            sum.minutes += Math.round(p.value * 60);
            sums.set(key, sum);
          }
        }
        const lines = [PAYROLL_EXPORT_COLUMNS.join(',')];
        for (const s of sums.values()) lines.push([s.row.pay_id, `${s.row.first_name} ${s.row.last_name}`, s.name, (s.minutes / 60).toFixed(2), FROM, TO].map(csvCell).join(','));
        const text = lines.join('\r\n');
        return { bytes: Buffer.byteLength(text), rows: lines.length - 1 };
      });
      const seconds = Number(process.hrtime.bigint() - clock) / 1e9;
      baseline.push({ seconds, firstByteSeconds: seconds, peakHeapMb, ...result });
    }
    return { employees: seeded.ids.length, closeSeconds, runs: results, parts: parts.map(({ name, employees, runs: partRuns }) => ({ name, employees, runs: partRuns })), baseline };
  } finally {
    await stack.close();
  }
}
