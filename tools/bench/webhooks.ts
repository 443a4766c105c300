import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { Worker } from 'node:worker_threads';
import { Webhook } from 'standardwebhooks';
import { decideRecordPunches, NewPunch, timesheetFold, timesheetStreamId } from '@timekeep/domain-timekeeping';
import { Streams } from '@timekeep/server-platform';
import { openCustomer, systemContext } from '@timekeep/server-testing';
import { benchStack, processorsSettled } from './timesheets';

/**
 * Issue 34's bench (ADR 0080): punch events fanned out to three subscriptions by the real worker
 * (the fan-out processor, then the sender's sweep: claim under a lease, sign, post, record each
 * try), to a receiver on loopback; beside a plain loop of Standard-Webhooks-signed POSTs of the same
 * bodies to the same receiver, in batches of 100 in parallel as the sweep posts them.
 */

/** The sweep's round (libs/server/webhooks/src/delivery/webhook-sweep.ts: BATCH), which the baseline copies. */
const SWEEP_BATCH = 100;
/** Punches of one employee in one append, and employees in one transaction: 100 punches a commit. */
const PER_APPEND = Number(process.env.BENCH_WEBHOOK_PER_APPEND ?? 5);
const EMPLOYEES_PER_TX = Math.max(1, Math.floor(100 / PER_APPEND));

/** Env of the bench's stack: loopback receivers allowed, and the production defaults for the processors' poll and the sweeps (the sender's own interval is then its 1 s ceiling). */
export const WEBHOOK_BENCH_ENV = { WEBHOOKS_ALLOW_LOOPBACK: 'true', PROCESSOR_IDLE_MS: '250', JOB_SWEEP_INTERVAL_MS: '60000', DATABASE_POOL_SIZE: '10' };

/**
 * A receiver that only counts: the `webhook-id` and the time the body was read, answered 200 at
 * once; no signature checked, nothing parsed. It runs in a thread of its own, so neither the
 * sender (the worker runs in the bench's process) nor the baseline shares an event loop with it.
 */
const RECEIVER = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
let ids = [];
let ats = [];
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    ids.push(String(req.headers['webhook-id']));
    ats.push(Date.now());
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  });
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (m) => {
  if (m === 'count') parentPort.postMessage({ count: ids.length });
  if (m === 'take') {
    parentPort.postMessage({ ids, ats });
    ids = [];
    ats = [];
  }
});
`;

interface Receiver {
  url(path: string): string;
  count(): Promise<number>;
  /** What arrived since the last take: ids and arrival times (ms since the epoch). */
  take(): Promise<{ ids: string[]; ats: number[] }>;
  close(): Promise<void>;
}

async function startCountingReceiver(): Promise<Receiver> {
  const thread = new Worker(RECEIVER, { eval: true });
  const next = <T>() => new Promise<T>((resolve) => thread.once('message', resolve));
  const { port } = await next<{ port: number }>();
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    count: async () => {
      const answer = next<{ count: number }>();
      thread.postMessage('count');
      return (await answer).count;
    },
    take: async () => {
      const answer = next<{ ids: string[]; ats: number[] }>();
      thread.postMessage('take');
      return answer;
    },
    close: async () => void (await thread.terminate()),
  };
}

/** One signed POST as a plain client makes it: a connection of its own (as the sender's `agent: false`), the body, the answer read. */
function signedPost(url: string, hook: Webhook, id: string, body: string): Promise<number> {
  const at = new Date();
  const headers = {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': hook.sign(id, at, body),
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
  };
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface Lag {
  p50: number;
  p95: number;
  max: number;
}

export interface WebhookBenchResult {
  employees: number;
  punches: number;
  subscriptions: number;
  deliveries: number;
  /** The punches' commits: first to last, seconds; punches a second. */
  seedSeconds: number;
  /** The worker's fan-out: deliveries written, first commit of a punch to the last delivery row, seconds. */
  fanOutSeconds: number;
  /** First to last arrival at the receiver, seconds; and from the first punch's commit to the last arrival. */
  deliverySeconds: number;
  endToEndSeconds: number;
  ours: number;
  baselines: number[];
  baseline: number;
  /** ms from the delivery's created_at (the event's recorded_at: its transaction's start) to arrival. */
  lagRecorded: Lag;
  /** ms from the bench seeing the punch's transaction commit to arrival. */
  lagCommit: Lag;
  /** ms from commit to the fan-out having written the delivery (sampled every 50 ms), then from there to arrival. */
  lagFanOut: Lag;
  lagSend: Lag;
  /** Pending deliveries at the largest, sampled every 50 ms while they were sent. */
  peakPending: number;
  statuses: Record<string, number>;
}

const lagOf = (values: number[]): Lag => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.floor(sorted.length * 0.95)], max: sorted[sorted.length - 1] };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `employees` employees hired over HTTP, three subscriptions to punch.recorded made over HTTP (the
 * receiver's /s1, /s2, /s3), the worker idle; then `punches` punches appended through Streams as
 * the house's seeds do (decideRecordPunches, the inline projections), PER_APPEND punches of an
 * employee an append and 100 punches a transaction, one transaction after another, while the real
 * worker fans them out and sends them. Timed until every delivery has arrived. Then the baseline, `rounds` times (median),
 * and the sweep's steps alone.
 */
export async function benchWebhooks(employees: number, punches: number, rounds: number, progress: (line: string) => void): Promise<WebhookBenchResult> {
  const receiver = await startCountingReceiver();
  const stack = await benchStack(true, WEBHOOK_BENCH_ENV);
  try {
    progress(`hiring ${employees} employees`);
    const { companyId, admin } = await openCustomer(stack, { name: 'Bench Hooks', code: 'BHOOKS', adminEmail: 'admin@bhooks.example.com', sumLicense: employees + 10 });
    const post = async (path: string, body: Record<string, unknown>) => {
      const reply = await stack.call<{ message: string; id?: string; secret?: string; departmentVo?: { id: string } }>('POST', path, { token: admin, body });
      if (reply.status !== 200) throw new Error(`${path} answered ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body;
    };
    const departmentId = (await post('/department/save', { departmentName: 'Floor' })).departmentVo?.id as string;
    const paygroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id as string;
    const ids: string[] = [];
    for (let i = 0; i < employees; i++) {
      const hired = await post('/employee/save-without-photo', { firstName: `Hook${i}`, lastName: 'Bench', departmentId, paygroupId, hireOnDateValue: '2026-01-05', payId: `H-${i}`, clockId: '' });
      if (hired.message !== 'success') throw new Error(`hiring ${i} answered ${hired.message}`);
      ids.push(hired.id as string);
    }
    const subscriptions = new Map<string, { url: string; hook: Webhook }>();
    for (const path of ['/s1', '/s2', '/s3']) {
      const made = await post('/api/webhooks/subscriptions', { url: receiver.url(path), eventTypes: ['punch.recorded'] });
      subscriptions.set(made.id as string, { url: receiver.url(path), hook: new Webhook(made.secret as string) });
    }
    progress('waiting for the worker to be idle');
    await processorsSettled(stack);
    await receiver.take();

    // The punches: PER_APPEND punches of an employee an append (a clock's upload), EMPLOYEES_PER_TX employees a transaction.
    const streams = stack.api.get(Streams);
    const committedAt = new Map<string, number>();
    const perEmployee = Math.ceil(punches / ids.length);
    let written = 0;
    const pending: Array<[number, number]> = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        // The sequence's last value: where the fan-out has written up to (a cheap read, no scan).
        const { rows } = await stack.db.pool.query<{ seq: string }>(`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS seq FROM webhook_delivery_seq_seq`);
        pending.push([Date.now(), Number(rows[0].seq)]);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    progress(`${punches} punches: appending while the worker sends`);
    const seedStarted = Date.now();
    let firstCommit = 0;
    for (let r = 0; r < perEmployee && written < punches; r += PER_APPEND) {
      for (let b = 0; b < ids.length && written < punches; b += EMPLOYEES_PER_TX) {
        const punchIds: string[] = [];
        await streams.transaction(async (tx) => {
          for (const employeeId of ids.slice(b, b + EMPLOYEES_PER_TX)) {
            const count = Math.min(PER_APPEND, perEmployee - r, punches - written - punchIds.length);
            if (count <= 0) break;
            const fresh: NewPunch[] = Array.from({ length: count }, (_, j) => {
              const minute = 360 + (r + j) * 5;
              return { id: randomUUID(), day: '2026-11-30', punchTime: `${pad(Math.floor(minute / 60) % 24)}:${pad(minute % 60)}`, dayType: 'Today', reason: null, workPlaceId: null, positionId: null, jobId: null, taskId: null, entry: 'Clock' };
            });
            punchIds.push(...fresh.map((p) => p.id));
            await streams.append(tx, systemContext(companyId), { id: timesheetStreamId(employeeId), type: 'timesheet', expected: 'any' }, decideRecordPunches(timesheetFold.initial, employeeId, fresh, { refuseSameMinute: false }));
          }
        });
        const now = Date.now();
        if (!firstCommit) firstCommit = now;
        for (const id of punchIds) committedAt.set(id, now);
        written += punchIds.length;
      }
      progress(`${punches} punches: ${written} appended, ${await receiver.count()} deliveries arrived`);
    }
    const lastCommit = Date.now();

    const expected = punches * subscriptions.size;
    let arrived = 0;
    let stalled = Date.now();
    while (arrived < expected) {
      await new Promise((r) => setTimeout(r, 200));
      const count = await receiver.count();
      if (count > arrived) stalled = Date.now();
      arrived = count;
      if (Date.now() - stalled > 60_000) throw new Error(`deliveries stopped at ${arrived} of ${expected}`);
      progress(`${punches} punches appended in ${((lastCommit - seedStarted) / 1000).toFixed(1)} s; ${arrived} of ${expected} deliveries arrived`);
    }
    sampling = false;
    await sampler;
    const { ids: arrivedIds, ats } = await receiver.take();

    const { rows } = await stack.db.pool.query<{ id: string; seq: string; created: number; body: string; subscription_id: string; status: string }>(
      `SELECT id::text, seq, extract(epoch FROM created_at) * 1000 AS created, body, subscription_id::text, status FROM webhook_delivery WHERE company_id = $1 ORDER BY seq`,
      [companyId],
    );
    const statuses: Record<string, number> = {};
    for (const d of rows) statuses[d.status] = (statuses[d.status] ?? 0) + 1;
    const byId = new Map(rows.map((d) => [d.id, d]));
    // The first arrival of each delivery (at least once: a retried one may arrive twice).
    const firstAt = new Map<string, number>();
    arrivedIds.forEach((id, i) => {
      if (!firstAt.has(id)) firstAt.set(id, ats[i]);
    });
    const fannedOutAt = (seq: number) => pending.find(([, s]) => s >= seq)?.[0] ?? NaN;
    const lagRecorded: number[] = [];
    const lagCommit: number[] = [];
    const lagFanOut: number[] = [];
    const lagSend: number[] = [];
    let lastFanOut = 0;
    for (const [id, at] of firstAt) {
      const d = byId.get(id);
      if (!d) continue;
      const committed = committedAt.get(JSON.parse(d.body).data.punchId) as number;
      const fanned = fannedOutAt(Number(d.seq));
      lastFanOut = Math.max(lastFanOut, fanned);
      lagRecorded.push(at - Number(d.created));
      lagCommit.push(at - committed);
      lagFanOut.push(Math.max(0, fanned - committed));
      lagSend.push(at - Math.max(fanned, committed));
    }
    const firstArrival = Math.min(...ats);
    const lastArrival = Math.max(...ats);
    const ours = firstAt.size / ((lastArrival - firstCommit) / 1000);

    // The baseline: the same bodies, signed with the same secrets, to the same receiver, 100 at a time in parallel.
    const baselines: number[] = [];
    for (let round = 0; round < rounds; round++) {
      progress(`baseline: plain signed POSTs, round ${round + 1} of ${rounds}`);
      const started = process.hrtime.bigint();
      for (let i = 0; i < rows.length; i += SWEEP_BATCH) {
        const codes = await Promise.all(
          rows.slice(i, i + SWEEP_BATCH).map((d) => {
            const s = subscriptions.get(d.subscription_id) as { url: string; hook: Webhook };
            return signedPost(s.url, s.hook, d.id, d.body);
          }),
        );
        if (codes.some((c) => c !== 200)) throw new Error(`the receiver answered ${codes.find((c) => c !== 200)}`);
      }
      baselines.push(rows.length / (Number(process.hrtime.bigint() - started) / 1e9));
      const taken = await receiver.take();
      if (taken.ids.length !== rows.length) throw new Error(`the baseline delivered ${taken.ids.length} of ${rows.length}`);
    }

    // Peak backlog: deliveries written but not yet arrived, at each sample.
    const arrivalsSorted = [...firstAt.values()].sort((a, b) => a - b);
    let k = 0;
    let peakPending = 0;
    for (const [t, seq] of pending) {
      while (k < arrivalsSorted.length && arrivalsSorted[k] <= t) k++;
      peakPending = Math.max(peakPending, seq - Number(rows[0].seq) + 1 - k);
    }
    return {
      employees: ids.length,
      punches: written,
      subscriptions: subscriptions.size,
      deliveries: firstAt.size,
      seedSeconds: (lastCommit - seedStarted) / 1000,
      fanOutSeconds: (lastFanOut - firstCommit) / 1000,
      deliverySeconds: (lastArrival - firstArrival) / 1000,
      endToEndSeconds: (lastArrival - firstCommit) / 1000,
      ours,
      baselines,
      baseline: median(baselines),
      lagRecorded: lagOf(lagRecorded),
      lagCommit: lagOf(lagCommit),
      lagFanOut: lagOf(lagFanOut),
      lagSend: lagOf(lagSend),
      peakPending,
      statuses,
    };
  } finally {
    await stack.close();
    await receiver.close();
  }
}
