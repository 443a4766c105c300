import fc from 'fast-check';
import { EventType, LEAVE_TEXTS, LeaveStatus } from '@timekeep/contracts';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { balanceOn, ledgerLineOf, LedgerLine } from './balance';
import { decideCancel, decideExamine, decideSaveLeave, evolveLeave, leaveFold, LeaveState, LeaveTerms, SaveFacts } from './leave-request';

// Monday 23 to Sunday 29 November 2026: Monday to Friday scheduled 510 minutes, Wednesday 25 a holiday.
const week = new Map(
  Array.from({ length: 7 }, (_, i) => {
    const date = dateOf(dayOf('2026-11-23') + i);
    const scheduled = i < 5;
    return [date, { date, holiday: date === '2026-11-25', scheduled, scheduledMinutes: scheduled ? 510 : 0, hasSchedule: true }] as const;
  }),
);
const facts = (extra: Partial<SaveFacts> = {}): SaveFacts => ({
  employee: { active: true, hireOn: '2020-02-03' },
  window: { earliest: '2000-01-01', latest: '2028-11-24' },
  payType: { id: 'annual', name: 'Annual Leave', leaveStatus: true },
  days: week,
  others: [],
  hoursPerDay: 7.5,
  zone: 'Pacific/Auckland',
  ...extra,
});
const terms = (extra: Partial<LeaveTerms> = {}): LeaveTerms => ({
  employeeId: 'e1',
  payTypeId: 'annual',
  fromDate: '2026-11-23',
  toDate: '2026-11-29',
  fromLeaveTime: null,
  toLeaveTime: null,
  fromDateType: null,
  toDateType: null,
  byWorkHours: false,
  scheduledDuration: true,
  skip: true,
  skipUnscheduled: true,
  duration: null,
  description: null,
  ...extra,
});
const save = (t: Partial<LeaveTerms>, f: Partial<SaveFacts> = {}, state = leaveFold.initial) => decideSaveLeave(state, 'L1', terms(t), facts(f), 'console');
const hoursOf = (t: Partial<LeaveTerms>, f: Partial<SaveFacts> = {}) => (save(t, f)[0].data as { hours: number }).hours;
const fold = (events: ReturnType<typeof save>, from: LeaveState = leaveFold.initial) => events.reduce(evolveLeave, from);
const code = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    const err = e as { answer: string; reply: Record<string, unknown> };
    return { message: err.answer, ...err.reply };
  }
  return null;
};

describe('saving a leave request (document 2 §3, §8)', () => {
  it('takes the engine’s hours: by schedule skipping the holiday and the weekend is four days of 8.5 h', () => {
    const events = save({});
    expect(events[0].type).toBe(EventType.LeaveRequested);
    expect((events[0].data as { days: unknown[] }).days).toEqual([
      { date: '2026-11-23', minutes: 510 },
      { date: '2026-11-24', minutes: 510 },
      { date: '2026-11-26', minutes: 510 },
      { date: '2026-11-27', minutes: 510 },
    ]);
    expect(hoursOf({})).toBe(34);
  });

  it('4 h a day without skips is all seven days: 28 h; a 09:00 to 13:30 range on weekdays but the holiday: 18 h', () => {
    expect(hoursOf({ scheduledDuration: false, duration: 4, skip: false, skipUnscheduled: false })).toBe(28);
    expect(hoursOf({ byWorkHours: true, fromLeaveTime: '09:00', toLeaveTime: '13:30' })).toBe(18);
  });

  it('a night range across midnight (22:00 to +06:00, or toDateType 1) is 8 h a day', () => {
    const one = { fromDate: '2026-11-23', toDate: '2026-11-23', byWorkHours: true, fromLeaveTime: '22:00' };
    expect(hoursOf({ ...one, toLeaveTime: '+06:00' })).toBe(8);
    expect(hoursOf({ ...one, toLeaveTime: '06:00', toDateType: 1 })).toBe(8);
  });

  it('refuses a range whose To is not later than its From, next-day flags counted', () => {
    const one = { fromDate: '2026-11-23', toDate: '2026-11-23', byWorkHours: true };
    expect(() => save({ ...one, fromLeaveTime: '13:00', toLeaveTime: '09:00' })).toThrow(LEAVE_TEXTS.toBeforeFrom);
    expect(() => save({ ...one, fromLeaveTime: '+01:00', toLeaveTime: '23:00' })).toThrow(LEAVE_TEXTS.toBeforeFrom);
    expect(() => save({ ...one, fromLeaveTime: '09:00', toLeaveTime: '09:00' })).toThrow(LEAVE_TEXTS.toBeforeFrom);
    expect(() => save({ ...one, fromLeaveTime: '9am', toLeaveTime: '13:00' })).toThrow('Enter the From time as HH:mm.');
  });

  it('refuses bad dates, hours outside 0 to 24, a type that is not leave and an inactive employee', () => {
    expect(() => save({ fromDate: '2026-02-30' })).toThrow('Enter the dates as yyyy-MM-dd.');
    expect(() => save({ fromDate: '2026-11-29', toDate: '2026-11-23' })).toThrow('The To date must not be before the From date.');
    expect(() => save({ scheduledDuration: false, duration: 25 })).toThrow('Hours per day must be between 0 and 24.');
    expect(() => save({ scheduledDuration: false, duration: -1 })).toThrow('Hours per day must be between 0 and 24.');
    expect(() => save({}, { payType: { id: 'annual', name: 'Ordinary', leaveStatus: false } })).toThrow('Choose a leave type.');
    expect(() => save({}, { payType: null })).toThrow('Choose a leave type.');
    expect(() => save({}, { employee: { active: false, hireOn: '2020-02-03' } })).toThrow('This employee is not active.');
    // ADR 0051: outside the install's window, or before the employee was hired.
    expect(() => save({ fromDate: '1900-01-01', toDate: '1900-01-01' })).toThrow('The From date cannot be before 2000-01-01.');
    expect(() => save({ fromDate: '2026-11-23', toDate: '2099-01-01' })).toThrow('The To date cannot be after 2028-11-24.');
    expect(() => save({}, { employee: { active: true, hireOn: '2026-11-24' } })).toThrow("The leave cannot be before the employee's hire date, 2026-11-24.");
  });

  it('answers the spec’s codes with the day they name', () => {
    expect(code(() => save({ skip: false }))).toEqual({ message: 'holiday', date: '2026-11-25' });
    expect(code(() => save({ skipUnscheduled: false }))).toEqual({ message: 'offDay', date: '2026-11-28' });
    const noSchedule = new Map([...week].map(([d, f]) => [d, { ...f, scheduled: false, scheduledMinutes: 0, hasSchedule: false }]));
    expect(code(() => save({ skipUnscheduled: false }, { days: noSchedule }))).toEqual({ message: 'noData', date: '2026-11-23' });
    expect(code(() => save({ fromDate: '2026-11-28', toDate: '2026-11-29' }))).toEqual({ message: 'unscheduledDays' });
    expect(code(() => save({ scheduledDuration: false, duration: 0 }))).toEqual({ message: 'unscheduledDays' });
    const other = { id: 'L0', payTypeId: 'annual', fromDate: '2026-11-23', toDate: '2026-11-29' };
    expect(code(() => save({}, { others: [other] }))).toEqual({ message: 'exist' });
    expect(code(() => save({}, { others: [{ ...other, toDate: '2026-11-24' }] }))).toEqual({ message: 'dateExist' });
    expect(code(() => save({ fromDate: '2026-11-30', toDate: '2026-11-30' }, { others: [other] }))).not.toEqual({ message: 'dateExist' });
  });

  it('a change to an approved request gives its hours back and waits for a new approval', () => {
    const approved = fold(decideExamine(fold(save({})), 'Approved', null, { balance: 100, typeName: 'Annual Leave', allowNegativeLeave: false, tracked: true, confirmNegative: false }), fold(save({})));
    const events = save({ toDate: '2026-11-24' }, { others: [{ id: 'L1', payTypeId: 'annual', fromDate: '2026-11-23', toDate: '2026-11-29' }] }, approved);
    expect(events.map((e) => e.type)).toEqual([EventType.LeaveReturnedToPending, EventType.LeaveChanged]);
    expect(events.map(ledgerLineOf)[0]).toMatchObject({ hours: 34, cause: 'leaveReleased' });
    const after = fold(events, approved);
    expect(after.status).toBe('Pending');
    expect(after.hours).toBe(17);
  });
});

describe('examining a request against the balance (document 2 §4)', () => {
  const pending = fold(save({}));
  const check = (balance: number, extra: { allowNegativeLeave?: boolean; tracked?: boolean; confirmNegative?: boolean } = {}) => ({ balance, typeName: 'Annual Leave', allowNegativeLeave: false, tracked: true, confirmNegative: false, ...extra });

  it('approves when the balance covers the hours, down to exactly zero', () => {
    expect(decideExamine(pending, 'Approved', 'ok', check(34)).map(ledgerLineOf)).toEqual([{ employeeId: 'e1', payTypeId: 'annual', date: '2026-11-23', hours: -34, cause: 'leaveApproved', leaveId: 'L1' }]);
  });

  it('refuses beyond the balance (notEnough), or asks first where the type allows negative leave', () => {
    expect(code(() => decideExamine(pending, 'Approved', null, check(33.99)))).toEqual({ message: 'notEnough', type: 'Annual Leave' });
    expect(code(() => decideExamine(pending, 'Approved', null, check(10, { allowNegativeLeave: true })))).toEqual({ message: 'negative', type: 'Annual Leave' });
    expect(decideExamine(pending, 'Approved', null, check(10, { allowNegativeLeave: true, confirmNegative: true })).map(ledgerLineOf)[0]?.hours).toBe(-34);
  });

  it('approves a type that keeps no balance (unpaid leave) without asking, whatever it stands at (ADR 0054)', () => {
    expect(decideExamine(pending, 'Approved', null, check(0, { allowNegativeLeave: true, tracked: false })).map(ledgerLineOf)[0]?.hours).toBe(-34);
    expect(decideExamine(pending, 'Approved', null, check(-80, { allowNegativeLeave: false, tracked: false })).map(ledgerLineOf)[0]?.hours).toBe(-34);
  });

  it('declining, cancelling or returning an approved request gives the hours back; a pending one moves nothing', () => {
    const approved = fold(decideExamine(pending, 'Approved', null, check(34)), pending);
    for (const status of ['Declined', 'Cancelled', 'Pending'] as LeaveStatus[]) {
      expect(decideExamine(approved, status, 'no', null).map(ledgerLineOf)).toEqual([{ employeeId: 'e1', payTypeId: 'annual', date: '2026-11-23', hours: 34, cause: 'leaveReleased', leaveId: 'L1' }]);
    }
    expect(decideCancel(pending, null).map(ledgerLineOf)).toEqual([null]);
    expect(decideCancel(fold(decideCancel(pending, null), pending), null)).toEqual([]);
  });

  it('the balance on a date counts the lines dated up to it: a future leave lowers the future balance only', () => {
    const lines = [
      { date: '2026-01-01', hours: 80 },
      { date: '2026-12-14', hours: -16 },
    ];
    expect(balanceOn(lines, '2026-11-30')).toBe(80);
    expect(balanceOn(lines, '2026-12-14')).toBe(64);
  });
});

describe('the ledger (property)', () => {
  const statuses = fc.constantFrom<LeaveStatus>('Approved', 'Pending', 'Declined', 'Cancelled');
  it('the balance always equals the opening balance plus the ledger’s entries, and the opening less the approved leave', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.array(fc.record({ leave: fc.integer({ min: 0, max: 3 }), status: statuses, allowNegative: fc.boolean() }), { maxLength: 40 }),
        (opening, steps) => {
          const lengths = [{ toDate: '2026-11-23' }, { toDate: '2026-11-24' }, { toDate: '2026-11-27' }, {}];
          const leaves: LeaveState[] = lengths.map((t, i) => fold(decideSaveLeave(leaveFold.initial, `L${i}`, terms(t), facts(), 'console')));
          const lines: LedgerLine[] = [{ employeeId: 'e1', payTypeId: 'annual', date: '2026-01-01', hours: opening, cause: 'opening', leaveId: null }];
          for (const step of steps) {
            const state = leaves[step.leave];
            const balance = balanceOn(lines, state.terms?.toDate as string);
            let events;
            try {
              events = decideExamine(state, step.status, null, { balance, typeName: 'Annual Leave', allowNegativeLeave: step.allowNegative, tracked: true, confirmNegative: true });
            } catch {
              continue;
            }
            for (const e of events) {
              const line = ledgerLineOf(e);
              if (line) lines.push(line);
            }
            leaves[step.leave] = fold(events, state);
          }
          const approved = leaves.filter((l) => l.status === 'Approved').reduce((n, l) => n + l.hours, 0);
          const total = balanceOn(lines, '2099-12-31');
          expect(total).toBeCloseTo(opening + lines.slice(1).reduce((n, l) => n + l.hours, 0), 6);
          expect(total).toBeCloseTo(opening - approved, 6);
          // Without negative leave the balance never goes below zero.
          if (!steps.some((s) => s.allowNegative)) expect(total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
