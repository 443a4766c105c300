import { Pool } from 'pg';
import { SAP_JOB_COSTING_COLUMNS } from '@timekeep/contracts';
import { openCustomer } from '@timekeep/server-testing';
import { elapsedMs, withPeakHeap } from './harness';
import { benchStack } from './timesheets';

export interface SapFileRun {
  seconds: number;
  firstByteSeconds: number;
  bytes: number;
  rows: number;
  /** The highest heap above what it was when the run began, sampled every 20 ms. */
  peakHeapMb: number;
  /** The same, the garbage collected before each sample (a run of its own, untimed): what the run held. */
  peakLiveMb: number;
}

export interface SapFileResult {
  employees: number;
  days: number;
  pairs: number;
  seedSeconds: number;
  /** The whole range, and its last week, streamed over HTTP. */
  ours: SapFileRun[];
  week: SapFileRun[];
  baseline: SapFileRun[];
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * TimesheetTransfer.csv of a SAP company of `size` employees over `days` days (two approved pairs
 * each weekday), over HTTP as the console downloads it (the body read as it streams, not kept),
 * beside plain pg doing it the way the file was made before it streamed: every approved pair of
 * the range in one query, made into one CSV string in memory. The employees and pairs are inserted
 * in SQL: what is measured is the file, not the writes. Ours and the baseline alternate.
 */
export async function benchSapJobCosting(size: number, days: number, runs: number, progress: (line: string) => void): Promise<SapFileResult> {
  const stack = await benchStack(false);
  const pool = new Pool({ connectionString: stack.db.url, max: 2 });
  try {
    const { companyId, admin } = await openCustomer(stack, { name: 'Harakeke Ltd', code: 'HARAKEKE', adminEmail: 'admin@harakeke.example.com', sumLicense: size + 10, thirdPartyTypeId: '06', isTimeApprovalEnabled: true });
    const post = async (path: string, body: Record<string, unknown>) => {
      const reply = await stack.call<{ message: string; id?: string; departmentVo?: { id: string } }>('POST', path, { token: admin, body });
      if (reply.status !== 200 || reply.body.message !== 'success') throw new Error(`${path} answered ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body;
    };
    const department = (await post('/department/save', { departmentName: 'Workshop' })).departmentVo?.id as string;
    const payGroup = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id as string;
    progress(`seeding ${size} employees and ${days} days of approved pairs`);
    const seeding = process.hrtime.bigint();
    await pool.query(
      `INSERT INTO employee (id, company_id, user_id, status, first_name, last_name, clock_id, pay_id, department_id, pay_group_id, rounding_id, hire_on, status_app, record, version, updated_at)
       SELECT gen_random_uuid(), $1, NULL, 'Active', (ARRAY['Aroha','Ben','Chloe','Hemi','Isla','Maia','Noah','Pita'])[1 + i % 8], 'Walker-' || i, 100000 + i, 'S' || i, $2, $3, NULL, '2024-01-01', false, '{}'::jsonb, 1, now()
         FROM generate_series(0, $4 - 1) AS i`,
      [companyId, department, payGroup, size],
    );
    await pool.query(
      `INSERT INTO time_pair (pair_id, company_id, employee_id, date, in_punch_id, out_punch_id, actual_in, actual_out, paid_hours, break_hours, position_id, job_id, scheduled)
       SELECT gen_random_uuid(), $1, e.id, d::date, gen_random_uuid(), gen_random_uuid(),
              to_char(d, 'YYYY-MM-DD') || (CASE WHEN h = 0 THEN 'T08:00' ELSE 'T12:30' END), to_char(d, 'YYYY-MM-DD') || (CASE WHEN h = 0 THEN 'T12:00' ELSE 'T16:30' END),
              4, 0, e.department_id, NULL, true
         FROM employee e
         CROSS JOIN generate_series(current_date - ($2::int - 1), current_date, interval '1 day') AS d
         CROSS JOIN generate_series(0, 1) AS h
        WHERE e.company_id = $1 AND extract(isodow FROM d) < 6`,
      [companyId, days],
    );
    await pool.query(`INSERT INTO time_approval (pair_id, company_id, employee_id, date, approved, approver, approved_at) SELECT pair_id, company_id, employee_id, date, true, 'Ana Admin', now() FROM time_pair WHERE company_id = $1`, [companyId]);
    await pool.query('ANALYZE employee; ANALYZE time_pair; ANALYZE time_approval');
    const seedSeconds = elapsedMs(seeding) / 1000;
    const pairs = Number((await pool.query('SELECT count(*) AS n FROM time_pair WHERE company_id = $1', [companyId])).rows[0].n);
    const dateOf = async (back: number) => (await pool.query<{ d: string }>(`SELECT to_char(current_date - $1::int, 'YYYY-MM-DD') AS d`, [back])).rows[0].d;
    const [from, weekFrom, to] = [await dateOf(days - 1), await dateOf(6), await dateOf(0)];

    const download = async (start: string, live = false): Promise<Omit<SapFileRun, 'peakLiveMb'>> => {
      const started = process.hrtime.bigint();
      let firstByteSeconds = 0;
      const { result, peakHeapMb } = await withPeakHeap(async () => {
        const response = await fetch(`${stack.baseUrl}/SAP-job-costings?startDate=${start}&endDate=${to}`, { headers: { authorization: `Bearer ${admin}` } });
        if (!response.ok || !response.body) throw new Error(`SAP-job-costings answered ${response.status}`);
        let bytes = 0;
        let lines = 0;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          if (!bytes) firstByteSeconds = elapsedMs(started) / 1000;
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines++;
        }
        // CRLF between rows, none after the last: the header and each row but the last end in a line feed.
        return { bytes, rows: lines };
      }, live);
      return { seconds: elapsedMs(started) / 1000, firstByteSeconds, peakHeapMb, ...result };
    };

    const plain = async (live = false): Promise<Omit<SapFileRun, 'peakLiveMb'>> => {
      const started = process.hrtime.bigint();
      const { result, peakHeapMb } = await withPeakHeap(async () => {
        const departments = new Map((await pool.query<{ id: string; name: string }>('SELECT id, name FROM department WHERE company_id = $1', [companyId])).rows.map((d) => [d.id, d.name]));
        const { rows } = await pool.query<Record<string, string | null>>(
          `SELECT p.pair_id, e.first_name || ' ' || e.last_name AS employee_name, e.pay_id, e.department_id, p.date::text AS date,
                  p.paid_hours::text AS paid_hours, p.actual_in, p.actual_out,
                  j.fields->>'code' AS job_code, j.name AS job_name, j.fields->>'externalId' AS job_external_id,
                  t.fields->>'code' AS task_code, t.name AS task_name, t.fields->>'externalId' AS task_external_id
             FROM time_pair p
             JOIN time_approval a ON a.pair_id = p.pair_id
             JOIN employee e ON e.id = p.employee_id
             LEFT JOIN punch ip ON ip.id = p.in_punch_id
             LEFT JOIN pay_rule j ON j.id = COALESCE(p.job_id, ip.job_id) AND j.kind = 'job'
             LEFT JOIN pay_rule t ON t.id = ip.task_id AND t.kind = 'task'
            WHERE p.company_id = $1 AND p.date BETWEEN $2 AND $3 AND a.approved AND p.paid_hours > 0
            ORDER BY lower(e.last_name), lower(e.first_name), e.id, p.date, p.actual_in NULLS FIRST, p.pair_id`,
          [companyId, from, to],
        );
        const lines = [SAP_JOB_COSTING_COLUMNS.join(',')];
        for (const r of rows) {
          const cells = [r.pay_id, r.employee_name, departments.get(r.department_id as string), r.date, r.actual_in?.slice(11, 16), r.actual_out?.slice(11, 16), Number(r.paid_hours).toFixed(2)];
          cells.push(r.job_code, r.job_name, r.job_external_id, r.task_code, r.task_name, r.task_external_id, r.pair_id);
          lines.push(cells.map((c) => csvCell(c ?? '')).join(','));
        }
        const text = lines.join('\r\n');
        return { bytes: Buffer.byteLength(text), rows: lines.length - 1 };
      }, live);
      const seconds = elapsedMs(started) / 1000;
      return { seconds, firstByteSeconds: seconds, peakHeapMb, ...result };
    };

    // Each timed run, then the same again for its held heap.
    const measure = async (run: (live: boolean) => Promise<Omit<SapFileRun, 'peakLiveMb'>>): Promise<SapFileRun> => ({ ...(await run(false)), peakLiveMb: (await run(true)).peakHeapMb });
    const ours: SapFileRun[] = [];
    const week: SapFileRun[] = [];
    const baseline: SapFileRun[] = [];
    for (let r = 0; r < runs; r++) {
      progress(`round ${r + 1} of ${runs}: streamed, a week, plain pg`);
      ours.push(await measure((live) => download(from, live)));
      week.push(await measure((live) => download(weekFrom, live)));
      baseline.push(await measure(plain));
    }
    if (ours[0].rows !== pairs || baseline[0].rows !== pairs) throw new Error(`expected ${pairs} rows, the file had ${ours[0].rows} and plain pg ${baseline[0].rows}`);
    if (ours[0].bytes !== baseline[0].bytes) throw new Error(`the file (${ours[0].bytes} bytes) is not the size of plain pg's (${baseline[0].bytes})`);
    return { employees: size, days, pairs, seedSeconds, ours, week, baseline };
  } finally {
    await pool.end();
    await stack.close();
  }
}
