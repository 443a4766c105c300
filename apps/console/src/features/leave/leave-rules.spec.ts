import { LEAVE_TEXTS, numberProblem, TIMESHEET_TEXTS, type LeaveDto } from '@timekeep/contracts';
import { balanceCheck, draftOf, examineOutcome, filterOf, HOURS_PER_DAY, type LeaveDraft, leavePayload, paramsOf, saveReplyText, timesheetLink, toTimeProblem } from './leave-rules';

const draft: LeaveDraft = {
  employeeId: 'e1',
  typeId: 'annual',
  fromDate: '2026-12-01',
  toDate: '2026-12-03',
  mode: 'schedule',
  fromTime: '22:00',
  fromNextDay: false,
  toTime: '06:00',
  toNextDay: true,
  duration: 7.5,
  skip: true,
  skipUnscheduled: true,
  description: '  Family  ',
};

const stored: LeaveDto = {
  id: 'l1',
  employeeId: 'e1',
  typeId: 'annual',
  fromDate: '2026-12-01',
  toDate: '2026-12-01',
  fromLeaveTime: '22:00',
  toLeaveTime: '+06:00',
  fromDateType: null,
  toDateType: 1,
  byWorkHours: true,
  scheduledDuration: false,
  skip: false,
  skipUnscheduled: true,
  duration: null,
  description: null,
  employeeName: 'Ann Lee',
  typeName: 'Annual Leave',
  typeCode: 'AL',
  leaveStatus: 'Pending',
  textDur: '22:00 - 06:00',
  textTotal: '8.00',
  totalHours: 8,
  reportName: null,
  createTime: '2026-11-20T09:00:00Z',
  paygroupId: 'pg',
  reason: null,
  version: 3,
};

describe('leave rules', () => {
  describe('the form as POST /leave/save takes it', () => {
    it('by schedule: neither times nor hours a day are sent, whatever the hidden fields hold', () => {
      const payload = leavePayload(draft, { loginRole: 'Employee' });
      expect(payload).toMatchObject({ byWorkHours: false, scheduledDuration: true, fromLeaveTime: null, toLeaveTime: null, fromDateType: null, toDateType: null, duration: null });
      expect(payload).toMatchObject({ skip: true, skipUnscheduled: true, description: 'Family', loginRole: 'Employee' });
      expect(payload).not.toHaveProperty('id');
    });

    it("a time range: a next-day time is marked '+' and typed 1, the same-day one neither", () => {
      const payload = leavePayload({ ...draft, mode: 'timeRange' }, { loginRole: 'Supervisor' });
      expect(payload).toMatchObject({ byWorkHours: true, scheduledDuration: false, fromLeaveTime: '22:00', fromDateType: null, toLeaveTime: '+06:00', toDateType: 1, duration: null });
    });

    it('hours a day: only then is the duration sent', () => {
      expect(leavePayload({ ...draft, mode: 'hours' }, { loginRole: null })).toMatchObject({ byWorkHours: false, scheduledDuration: false, duration: 7.5 });
    });

    it('a change carries the request and the version the form read', () => {
      expect(leavePayload(draft, { id: 'l1', version: 3, loginRole: 'Admin' })).toMatchObject({ id: 'l1', version: 3 });
    });

    it('a stored request fills the form back as it was sent', () => {
      const back = draftOf(stored);
      expect(back).toMatchObject({ mode: 'timeRange', fromTime: '22:00', fromNextDay: false, toTime: '06:00', toNextDay: true });
      expect(leavePayload(back, { id: stored.id, version: stored.version, loginRole: 'Admin' })).toMatchObject({ fromLeaveTime: '22:00', toLeaveTime: '+06:00', toDateType: 1 });
      expect(draftOf({ ...stored, byWorkHours: false, scheduledDuration: false, duration: 4 }).mode).toBe('hours');
      expect(draftOf({ ...stored, byWorkHours: false, scheduledDuration: true }).mode).toBe('schedule');
    });
  });

  describe('validation', () => {
    it('To must be later than From, the next-day flags counted', () => {
      expect(toTimeProblem({ fromTime: '22:00', fromNextDay: false, toTime: '06:00', toNextDay: true })).toBeNull();
      expect(toTimeProblem({ fromTime: '22:00', fromNextDay: false, toTime: '06:00', toNextDay: false })).toBe(LEAVE_TEXTS.toBeforeFrom);
      expect(toTimeProblem({ fromTime: '09:00', fromNextDay: false, toTime: '09:00', toNextDay: false })).toBe(LEAVE_TEXTS.toBeforeFrom);
      expect(toTimeProblem({ fromTime: '01:00', fromNextDay: true, toTime: '23:00', toNextDay: false })).toBe(LEAVE_TEXTS.toBeforeFrom);
      expect(toTimeProblem({ fromTime: '09:00', fromNextDay: false, toTime: '13:30', toNextDay: false })).toBeNull();
    });

    it('hours a day are 0 to 24', () => {
      expect(numberProblem(0, HOURS_PER_DAY)).toBeNull();
      expect(numberProblem(24, HOURS_PER_DAY)).toBeNull();
      expect(numberProblem(24.5, HOURS_PER_DAY)).toBe(HOURS_PER_DAY.text);
      expect(numberProblem(-1, HOURS_PER_DAY)).toBe(HOURS_PER_DAY.text);
    });
  });

  describe('the balance before saving', () => {
    const balance = { dataList: [{ name: 'Annual Leave', time: 0, paytypeId: 'annual' }, { name: 'Sick Leave', time: 12.5, paytypeId: 'sick' }] };

    it('at 0 or less: a type allowing negative leave asks, any other is refused naming the type', () => {
      expect(balanceCheck(balance, { id: 'annual', name: 'Annual Leave', allowNegativeLeave: true, tracksBalance: true })).toEqual({ verdict: 'confirm', text: 'Balance is negative, are you sure you want to continue submitting?' });
      expect(balanceCheck(balance, { id: 'annual', name: 'Annual Leave', allowNegativeLeave: false, tracksBalance: true })).toEqual({
        verdict: 'refuse',
        text: 'Not able to save, as not enough leave balance is available for Annual Leave.',
      });
      expect(balanceCheck({ dataList: [{ name: 'Annual Leave', time: -3, paytypeId: 'annual' }] }, { id: 'annual', name: 'Annual Leave', allowNegativeLeave: false, tracksBalance: true }).verdict).toBe('refuse');
    });

    it('a type that keeps no balance (Unpaid Leave) never warns, at 0 or below (ADR 0054)', () => {
      const unpaid = { dataList: [{ name: 'Unpaid Leave', time: -16, paytypeId: 'unpaid' }] };
      expect(balanceCheck(unpaid, { id: 'unpaid', name: 'Unpaid Leave', allowNegativeLeave: true, tracksBalance: false })).toEqual({ verdict: 'save' });
      expect(balanceCheck(balance, { id: 'annual', name: 'Annual Leave', allowNegativeLeave: true, tracksBalance: false })).toEqual({ verdict: 'save' });
    });

    it('above 0, or a type the balance does not list, saves', () => {
      expect(balanceCheck(balance, { id: 'sick', name: 'Sick Leave', allowNegativeLeave: false, tracksBalance: true })).toEqual({ verdict: 'save' });
      expect(balanceCheck(balance, { id: 'unpaid', name: 'Unpaid Leave', allowNegativeLeave: false, tracksBalance: true })).toEqual({ verdict: 'save' });
    });
  });

  describe('what the server answers', () => {
    it("save codes show the spec's sentences with their day", () => {
      expect(saveReplyText({ message: 'success' })).toEqual({ ok: true, text: 'The leave is updated successfully.' });
      // A new leave is created, not updated (ADR 0054: the spec has no creation text).
      expect(saveReplyText({ message: 'success' }, true)).toEqual({ ok: true, text: 'The leave is created successfully.' });
      expect(saveReplyText({ message: 'offDay', date: '2026-12-05' })).toEqual({ ok: false, text: 'Warning: 2026-12-05 is an off day (no work schedule).' });
      expect(saveReplyText({ message: 'holiday', date: '2026-12-25' }).text).toBe('Warning: 2026-12-25 is a holiday!');
      expect(saveReplyText({ message: 'noData', date: '2026-12-07' }).text).toBe('Warning: No schedule in 2026-12-07, please enter the duration.');
      expect(saveReplyText({ message: 'dateExist' }).text).toBe('Leave already existed within the time frame.');
      expect(saveReplyText({ message: 'exist' }).text).toBe('Warning: The code is exist.');
      expect(saveReplyText({ message: 'unscheduledDays' }).text).toBe('You have skipped all, please check the skip option and work schedule.');
      expect(saveReplyText({ message: 'closedPeriod' }).text).toBe(TIMESHEET_TEXTS.closedPeriod);
      expect(saveReplyText({ message: '' }).text).toBe('Failed to update the leave.');
    });

    it('an approval beyond the balance is refused, or confirmed first, naming the type', () => {
      expect(examineOutcome({ message: 'success' })).toEqual({ step: 'done' });
      expect(examineOutcome({ message: 'notEnough', type: 'Annual Leave' })).toEqual({ step: 'refused', text: 'Not able to approve, as not enough leave balance is available for Annual Leave.' });
      expect(examineOutcome({ message: 'negative', type: 'Sick Leave' })).toEqual({ step: 'confirm', text: 'If approved, the Sick Leave balance will become negative.' });
    });
  });

  describe('the list', () => {
    it('reads its filter from the query string, ignoring a status it does not know', () => {
      const filter = filterOf(new URLSearchParams('status=Pending&startDate=2026-12-01&endDate=2026-12-14'));
      expect(filter).toEqual({ status: 'Pending', startDate: '2026-12-01', endDate: '2026-12-14' });
      expect(filterOf(new URLSearchParams('status=Whatever'))).toEqual({});
      expect(paramsOf(filter)).toEqual({ status: 'Pending', startDate: '2026-12-01', endDate: '2026-12-14' });
      expect(paramsOf({ status: 'Approved' })).toEqual({ status: 'Approved' });
    });

    it("opens an approved leave's timesheet at its pay period", () => {
      expect(timesheetLink('/timesheet/view', 'e1', { fromDate: '2026-11-30', toDate: '2026-12-13' })).toBe('/timesheet/view?id=e1&fromT=2026-11-30&toT=2026-12-13');
    });
  });
});
