import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EventType, PayRuleKind, type LeaveStatus } from '@timekeep/contracts';
import { LeaveError, type LeaveTerms } from '@timekeep/domain-leave';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { PayRuleEntity } from '@timekeep/server-pay-rules';
import { ExamineLeaveCommand, LeaveLedgerEntity, LeaveRequestEntity, SaveLeaveCommand } from '@timekeep/server-leave';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { DEMO_EMPLOYEES } from './demo-employees';
import { companyToday } from './demo-roster';

/** The demo's leave types: the default pay types Annual Leave and Sick Leave (leaveStatus on). */
const ANNUAL = 'default:AL';
const SICK = 'default:SL';

const BALANCE_FILE = 'demo-opening-balances';

/**
 * Opening balances in hours: Mere's Annual Leave holds two weeks (the leave browser test asks for
 * more than any demo balance holds and expects a refusal), everyone's Sick Leave a week.
 */
const openingBalances = (employeeIndex: number | 'mere') => ({
  [ANNUAL]: employeeIndex === 'mere' ? 80 : 40 + (employeeIndex % 6) * 8,
  [SICK]: 40,
});

interface DemoLeave {
  /** Mere, or an index into DEMO_EMPLOYEES (warehouse staff, so the demo supervisor sees them). */
  who: number | 'mere';
  type: typeof ANNUAL | typeof SICK;
  /** Days after the Monday following the company's today. */
  from: number;
  to: number;
  status: LeaveStatus;
  /** What the request says; with the employee it names the demo request, so a second start adds nothing. */
  description: string;
}

/**
 * A few requests in the coming weeks, away from the past days other browser tests edit and from
 * the days the leave browser test asks Mere's leave for (a Wednesday three weeks on, and from six
 * weeks on): each Monday to Friday, skipping holidays and unscheduled days.
 */
const DEMO_LEAVES: DemoLeave[] = [
  { who: 'mere', type: ANNUAL, from: 11, to: 11, status: 'Approved', description: 'Long weekend away' },
  { who: 0, type: ANNUAL, from: 7, to: 11, status: 'Approved', description: 'Family holiday' },
  { who: 1, type: ANNUAL, from: 17, to: 18, status: 'Pending', description: 'Moving house' },
  { who: 4, type: ANNUAL, from: 21, to: 21, status: 'Declined', description: 'Concert in Wellington' },
  { who: 5, type: ANNUAL, from: 28, to: 32, status: 'Pending', description: 'Summer break' },
  { who: 8, type: SICK, from: 14, to: 14, status: 'Approved', description: 'Day surgery' },
];


/** Idempotent: balances only for employees without a demo import, requests only those not yet made. */
export async function seedDemoLeave(app: INestApplicationContext, companyId: string, mereEmployeeId: string | null, context: () => CommandContext): Promise<{ requests: number }> {
  const data = app.get(DataSource);
  const streams = app.get(Streams);
  const commands = app.get(CommandBus);
  const types = await data.getRepository(PayRuleEntity).findBy({ companyId, kind: PayRuleKind.PayType });
  const typeId = new Map(types.map((t) => [t.systemCode, t.id]));
  const employeeOf = (who: number | 'mere') => (who === 'mere' ? mereEmployeeId : DEMO_EMPLOYEES[who].id);

  // Opening balances dated the first of this year, so they count for every leave from then on.
  const date = `${companyToday(context().now).slice(0, 4)}-01-01`;
  const whos: Array<number | 'mere'> = ['mere', ...DEMO_EMPLOYEES.map((_, i) => i)];
  for (const who of whos) {
    const employeeId = employeeOf(who);
    if (!employeeId || (await data.getRepository(LeaveLedgerEntity).existsBy({ companyId, employeeId, fileName: BALANCE_FILE }))) continue;
    const events = Object.entries(openingBalances(who)).flatMap(([code, balance]) => {
      const payTypeId = typeId.get(code);
      const fileSha256 = createHash('sha256').update(`${BALANCE_FILE}:${employeeId}:${code}:${balance}`).digest('hex');
      return payTypeId ? [{ type: EventType.LeaveBalanceImported, v: 1, data: { employeeId, payTypeId, date, balance, hours: balance, fileName: BALANCE_FILE, fileSha256 } }] : [];
    });
    await streams.transaction((tx) => streams.append(tx, { ...context(), source: 'import' }, { id: `leave-balance-${employeeId}`, type: 'leave-balance', expected: 'no_stream' }, events));
  }

  const today = dayOf(companyToday(context().now));
  const monday = today + ((8 - new Date(`${dateOf(today)}T00:00:00Z`).getUTCDay()) % 7 || 7);
  let requests = 0;
  for (const leave of DEMO_LEAVES) {
    const employeeId = employeeOf(leave.who);
    const payTypeId = typeId.get(leave.type);
    if (!employeeId || !payTypeId) continue;
    const made = await data.getRepository(LeaveRequestEntity).createQueryBuilder('l').where('l.employee_id = :employeeId AND l.terms @> :terms', { employeeId, terms: { description: leave.description } }).getExists();
    if (made) continue;
    const terms: LeaveTerms = {
      employeeId,
      payTypeId,
      fromDate: dateOf(monday + leave.from),
      toDate: dateOf(monday + leave.to),
      fromLeaveTime: null,
      toLeaveTime: null,
      fromDateType: null,
      toDateType: null,
      byWorkHours: false,
      scheduledDuration: true,
      skip: true,
      skipUnscheduled: true,
      duration: null,
      description: leave.description,
    };
    try {
      const { leave: saved } = await commands.execute(new SaveLeaveCommand(context(), null, terms));
      if (leave.status !== 'Pending') await commands.execute(new ExamineLeaveCommand(context(), saved.id, leave.status, leave.status === 'Declined' ? 'Too many of the team are away that day.' : null, false));
      requests++;
    } catch (error) {
      // The dates move with today: a week of holidays can leave nothing to take; that request is left out this time.
      if (!(error instanceof LeaveError)) throw error;
      process.stdout.write(`demo leave "${leave.description}" left out: ${error.message}\n`);
    }
  }
  return { requests };
}
