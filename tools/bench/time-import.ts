import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JobRunDto, TimeImportReply, TimeImportResult } from '@timekeep/contracts';
import { readClockLog } from '@timekeep/domain-timekeeping';
import { openCustomer, TestStack } from '@timekeep/server-testing';
import { benchStack, processorsSettled } from './timesheets';

/** The real log of a ZKTeco clock (shared/data/zkteco/README.md). */
export const TIME_IMPORT_LOG = join(__dirname, '..', '..', '..', 'shared', 'data', 'zkteco', '1_attlog.dat');

export interface TimeImportRun {
  name: string;
  /** From the POST to the poll that saw the run completed, as the console sees it. */
  seconds: number;
  /** The worker's own started_at..finished_at. */
  workerSeconds: number;
  added: number;
  alreadyImported: number;
}

export interface TimeImportBenchResult {
  lines: number;
  reads: number;
  employees: number;
  /** readClockLog alone on the same bytes, median of `rounds`. */
  parseSeconds: number;
  runs: TimeImportRun[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function upload(stack: TestStack, token: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('uploadFile', new Blob([bytes]), '1_attlog.dat');
  const response = await fetch(`${stack.baseUrl}/times/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const reply = (await response.json()) as TimeImportReply;
  if (!reply.job) throw new Error(`/times/upload answered ${response.status} ${JSON.stringify(reply)}`);
  return reply.job.id;
}

async function completed(stack: TestStack, token: string, id: string): Promise<JobRunDto> {
  for (;;) {
    const run = (await stack.call<JobRunDto>('GET', `/api/job-runs/${id}`, { token })).body;
    if (run.status === 'completed') return run;
    if (run.status === 'failed') throw new Error(`the time import failed: ${run.error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The time import end to end: the real log uploaded over HTTP, the real worker importing it one
 * employee and month per transaction (match, dedupe, append, recalculate), polled as the console
 * polls it; for a company whose employees carry four of its PINs (the API test's), then one whose
 * employees carry all of them (every read written). Each imports the log, then the same file again
 * (every read already imported). Beside it, the parser alone on the same bytes.
 */
export async function benchTimeImport(rounds: number, progress: (line: string) => void): Promise<TimeImportBenchResult> {
  const bytes = readFileSync(TIME_IMPORT_LOG);
  const parseTimes: number[] = [];
  let log = readClockLog(bytes, { earliest: '2000-01-01', latest: '2099-12-31' });
  for (let r = 0; r < Math.max(rounds, 5); r++) {
    const clock = process.hrtime.bigint();
    log = readClockLog(bytes, { earliest: '2000-01-01', latest: '2099-12-31' });
    parseTimes.push(Number(process.hrtime.bigint() - clock) / 1e9);
  }
  const pins = [...log.linesByPin.keys()].sort((a, b) => Number(a) - Number(b));

  const stack = await benchStack(true);
  try {
    const runs: TimeImportRun[] = [];
    // The test's customer (four of the log's PINs are its employees), then one whose employees carry every PIN.
    for (const [code, company] of [['BFOUR', ['5', '6', '7', '17']], ['BALL', pins]] as const) {
      progress(`seeding a company with ${company.length} employees, one per PIN`);
      const { admin } = await openCustomer(stack, { name: `Bench ${code}`, code, adminEmail: `admin@${code.toLowerCase()}.example.com`, sumLicense: company.length + 10 });
      const post = async (path: string, body: Record<string, unknown>) => (await stack.call<{ message: string; id?: string; departmentVo?: { id: string } }>('POST', path, { token: admin, body })).body;
      const departmentId = (await post('/department/save', { departmentName: 'Floor' })).departmentVo?.id as string;
      const paygroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2020-01-06', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id as string;
      for (const pin of company) {
        const hired = await post('/employee/save-without-photo', { firstName: `Pin${pin}`, lastName: 'Clock', departmentId, paygroupId, hireOnDateValue: '2020-01-06', payId: `P-${pin}`, clockId: pin });
        if (hired.message !== 'success') throw new Error(`hiring PIN ${pin} answered ${hired.message}`);
      }
      await processorsSettled(stack);
      for (const again of [false, true]) {
        const name = `${company.length} employees, ${again ? 'the same file again' : 'first import'}`;
        progress(`time import: ${name}`);
        const clock = process.hrtime.bigint();
        const run = await completed(stack, admin, await upload(stack, admin, bytes));
        const seconds = Number(process.hrtime.bigint() - clock) / 1e9;
        const result = run.result as TimeImportResult;
        const workerSeconds = (Date.parse(run.finishedAt as string) - Date.parse(run.startedAt as string)) / 1000;
        runs.push({ name, seconds, workerSeconds, added: result.files[0].added, alreadyImported: result.files[0].alreadyImported });
        await processorsSettled(stack);
      }
    }
    return { lines: log.lines, reads: log.reads.length, employees: pins.length, parseSeconds: median(parseTimes), runs };
  } finally {
    await stack.close();
  }
}
