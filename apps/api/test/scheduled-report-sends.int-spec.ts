import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { ScheduledReportDto, SyncResultDto, Page } from '@timekeep/contracts';
import { createWorker } from '@timekeep/server-composition';
import { SCHEDULED_REPORT_ATTEMPTS, SCHEDULED_REPORT_QUEUE, SCHEDULED_REPORT_SCHEDULER, ScheduledReportSender } from '@timekeep/server-reporting';
import { createRedis } from '@timekeep/server-platform';
import { eventually, openCustomer, startSmtpSink, startTestStack, TestStack } from '@timekeep/server-testing';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The Monday-to-Sunday week before the week holding `date` (yyyy-MM-dd), worked out on its own here. */
function weekBefore(date: string): { start: string; end: string } {
  const t = Date.parse(`${date}T00:00:00Z`);
  const monday = t - ((new Date(t).getUTCDay() + 6) % 7) * DAY;
  return { start: new Date(monday - 7 * DAY).toISOString().slice(0, 10), end: new Date(monday - DAY).toISOString().slice(0, 10) };
}

/** The mail's one attachment: its file name and content (headers unfolded, base64 decoded). */
function attachmentOf(raw: string): { name: string; content: Buffer } {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const part = /Content-Type: application\/pdf; name=(\S+)\r?\nContent-Transfer-Encoding: base64\r?\nContent-Disposition: attachment[^\n]*\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(unfolded);
  if (!part) throw new Error('no PDF attachment');
  return { name: part[1], content: Buffer.from(part[2].replace(/\s/g, ''), 'base64') };
}

describe('scheduled reports sent from the worker (issue 20 point 6: the sweep, its sent ledger and real SMTP)', () => {
  let stack: TestStack;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let worker: INestApplicationContext | null = null;
  let admin: string;
  let today: string;
  let tomorrow: string;

  const sweep = (at: number) => (worker as INestApplicationContext).get(ScheduledReportSender).sweep(new Date(at));
  const restartWorker = async () => {
    await worker?.close();
    worker = await createWorker(stack.config);
  };
  const schedule = async (receivers: string[]) => {
    const added = await stack.call<{ id: string }>('POST', '/scheduled-reports', {
      token: admin,
      body: { reportType: 'TimesheetSummaryReport', startDate: tomorrow, sendTime: '07:30', frequency: 'Weekly', period: 'PreviousWeek', format: 'PDF', receivers, parameters: { grouping: 'Employee' } },
    });
    const row = (await stack.call<ScheduledReportDto>('GET', `/api/reports/scheduled-reports/${added.body.id}`, { token: admin })).body;
    return { id: row.id, firstDue: Date.parse(row.nextSendAt) };
  };
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const syncRows = async () => (await stack.call<Page<SyncResultDto>>('GET', '/api/sync-results?length=100', { token: admin })).body.items.filter((r) => r.type === 'Scheduled Report');

  beforeAll(async () => {
    smtp = await startSmtpSink(() => undefined, { refuse: (address) => address.startsWith('bounce') });
    stack = await startTestStack({ env: { SMTP_URL: smtp.url } });
    const opened = await openCustomer(stack, { name: 'Rimu Payroll', code: 'RIMU', adminEmail: 'admin@rimu.example.com' });
    admin = opened.admin;
    const zone = (await stack.db.pool.query('SELECT time_zone FROM company WHERE id = $1', [opened.companyId])).rows[0].time_zone as string;
    today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    worker = await createWorker(stack.config);
  });
  afterAll(async () => {
    await worker?.close();
    await stack.close();
    await smtp.close();
  });

  it('mails a due schedule once with the report attached, and across worker restarts neither doubles nor misses a send', async () => {
    const { firstDue } = await schedule(['payroll@rimu.example.com', 'owner@rimu.example.com']);
    // Not yet due: nothing goes.
    expect(await sweep(firstDue - MINUTE)).toBe(0);
    expect(mailsTo('payroll@rimu.example.com')).toHaveLength(0);

    expect(await sweep(firstDue + MINUTE)).toBe(1);
    const [mail] = mailsTo('payroll@rimu.example.com');
    expect(mail.to.sort()).toEqual(['owner@rimu.example.com', 'payroll@rimu.example.com']);
    const week = weekBefore(tomorrow);
    expect(mail.raw).toContain(`Subject: Timesheet Summary ${week.start} to ${week.end}`);
    const file = attachmentOf(mail.raw);
    expect(file.name).toBe(`TimesheetSummaryReport-${week.start}_${week.end}.pdf`);
    expect(file.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await syncRows())[0]).toMatchObject({ status: 'Success', message: expect.stringContaining(`Sent the Timesheet Summary report due`) });

    // The same due time swept again, by this worker and by a restarted one: no second mail.
    expect(await sweep(firstDue + 2 * MINUTE)).toBe(0);
    await restartWorker();
    expect(await sweep(firstDue + 3 * MINUTE)).toBe(0);
    expect(mailsTo('payroll@rimu.example.com')).toHaveLength(1);

    // The worker is down when the next send comes due; the one started after it sends it, once.
    await worker?.close();
    worker = null;
    await restartWorker();
    const secondDue = firstDue + 7 * DAY;
    expect(await sweep(secondDue + 90 * MINUTE)).toBe(1);
    expect(await sweep(secondDue + 91 * MINUTE)).toBe(0);
    expect(mailsTo('payroll@rimu.example.com')).toHaveLength(2);
    expect(mailsTo('payroll@rimu.example.com')[1].raw).toContain(`Subject: Timesheet Summary ${weekBefore(new Date(Date.parse(`${tomorrow}T00:00:00Z`) + 7 * DAY).toISOString().slice(0, 10)).start}`);
    const sends = await stack.db.pool.query("SELECT count(*)::int AS n FROM scheduled_report_send WHERE status = 'sent'");
    expect(sends.rows[0].n).toBe(2);
  });

  it('sends a send whose worker died mid-send once its claim lapses, and not before', async () => {
    const { id, firstDue } = await schedule(['orphan@rimu.example.com']);
    // A worker claimed the send at its due time and was killed before it finished: the row stays claimed.
    await stack.db.pool.query(
      `INSERT INTO scheduled_report_send (schedule_id, due_at, company_id, status, attempts, claimed_until, next_attempt_at)
       SELECT id, $2, company_id, 'sending', 1, $3, $2 FROM scheduled_report WHERE id = $1`,
      [id, new Date(firstDue), new Date(firstDue + 10 * MINUTE)],
    );
    // While the claim holds, the dead worker might still be mailing it: no one else does.
    expect(await sweep(firstDue + 5 * MINUTE)).toBe(0);
    expect(mailsTo('orphan@rimu.example.com')).toHaveLength(0);
    expect(await sweep(firstDue + 11 * MINUTE)).toBe(1);
    expect(await sweep(firstDue + 12 * MINUTE)).toBe(0);
    expect(mailsTo('orphan@rimu.example.com')).toHaveLength(1);
    const ledger = (await stack.db.pool.query('SELECT status, attempts FROM scheduled_report_send WHERE schedule_id = $1', [id])).rows;
    expect(ledger).toEqual([{ status: 'sent', attempts: 2 }]);
  });

  it('sends once when two workers sweep the same due send at the same moment', async () => {
    const { firstDue } = await schedule(['twice@rimu.example.com']);
    const second = await createWorker(stack.config);
    try {
      const at = new Date(firstDue + MINUTE);
      const finished = await Promise.all([(worker as INestApplicationContext).get(ScheduledReportSender).sweep(at), second.get(ScheduledReportSender).sweep(at)]);
      expect(finished.reduce((a, b) => a + b, 0)).toBe(1);
      expect(mailsTo('twice@rimu.example.com')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('tries a send the mail server refuses again, then records an Error in the Sync Results naming the cause', async () => {
    const { id, firstDue } = await schedule(['bounce@rimu.example.com']);
    const before = smtp.received.length;
    let at = firstDue + MINUTE;
    // Each try but the last leaves the send for a later sweep (after the backoff); the last gives it up.
    for (let attempt = 1; attempt < SCHEDULED_REPORT_ATTEMPTS; attempt++) {
      expect(await sweep(at)).toBe(0);
      at += 10 * MINUTE;
    }
    expect(await sweep(at)).toBe(1);
    expect(await sweep(at + 10 * MINUTE)).toBe(0);
    expect(smtp.received.length).toBe(before);
    const ledger = (await stack.db.pool.query('SELECT status, attempts FROM scheduled_report_send WHERE schedule_id = $1', [id])).rows;
    expect(ledger).toEqual([{ status: 'failed', attempts: SCHEDULED_REPORT_ATTEMPTS }]);
    const error = (await syncRows()).find((r) => r.status === 'Error');
    expect(error?.message).toMatch(new RegExp(`^The Timesheet Summary report due .+ was not sent after ${SCHEDULED_REPORT_ATTEMPTS} tries: the mail server refused it \\(550\\)\\.$`));
  });

  it('runs the sweep from one BullMQ job scheduler that restarts never double, and sends what came due while no worker ran', async () => {
    const connection = createRedis(stack.config.redisUrl);
    const queue = new Queue(SCHEDULED_REPORT_QUEUE, { connection, prefix: stack.config.redisPrefix });
    try {
      // Two more boots (one alongside the running worker) upsert the same scheduler, never a second.
      const extra = await createWorker(stack.config);
      await extra.close();
      await restartWorker();
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => [s.key, Number(s.every)])).toEqual([[SCHEDULED_REPORT_SCHEDULER, stack.config.jobs.sweepIntervalMs]]);

      // A daily send at 00:00 today came due before the schedule was made, so it is not owed...
      await worker?.close();
      worker = null;
      const added = await stack.call<{ id: string }>('POST', '/scheduled-reports', {
        token: admin,
        body: { reportType: 'TimesheetSummaryReport', startDate: today, sendTime: '00:00', frequency: 'Daily', period: 'PreviousDay', format: 'PDF', receivers: ['daily@rimu.example.com'], parameters: { grouping: 'Employee' } },
      });
      // ...until the schedule is moved back to yesterday, as if it had been made then while no worker ran:
      // the next worker's own repeatable sweep, not a call from this test, sends it once.
      await stack.db.pool.query("UPDATE scheduled_report SET created_at = created_at - interval '1 day' WHERE id = $1", [added.body.id]);
      await restartWorker();
      await eventually(async () => mailsTo('daily@rimu.example.com').length, (n) => n > 0);
      // Three more sweeps of the scheduler go by (a job is made only once the one before has started): still one mail.
      const iterations = async () => (await queue.getJobScheduler(SCHEDULED_REPORT_SCHEDULER))?.iterationCount ?? 0;
      const seen = await iterations();
      await eventually(iterations, (n) => n >= seen + 3);
      expect(mailsTo('daily@rimu.example.com')).toHaveLength(1);
      const sent = await stack.db.pool.query("SELECT count(*)::int AS n FROM scheduled_report_send WHERE schedule_id = $1 AND status = 'sent'", [added.body.id]);
      expect(sent.rows[0].n).toBe(1);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});
