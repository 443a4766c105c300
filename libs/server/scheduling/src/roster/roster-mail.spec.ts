import type { RosterRow, RosterSection } from '@timekeep/contracts';
import { employeeName, rangeText, shiftDetails, shiftTimes, weekdayOf } from './roster-layout';
import { rosterMail } from './roster-mail';

const section = (extra: Partial<RosterSection> = {}): RosterSection => ({
  id: 's1',
  startTime: '08:00',
  startTimeType: 'Today',
  endTime: '16:30',
  endTimeType: 'Today',
  breakTime: 30,
  overrideBreakCalculation: false,
  breakCalculationType: null,
  breakTriggerTime: null,
  breakStartTime: null,
  allowOT: false,
  allowEA: false,
  allowLD: false,
  lunchWorkingThrough: false,
  isOverridePayGroup: false,
  departmentId: null,
  jobId: null,
  taskId: null,
  skills: [],
  labelName: 'Early',
  colorCode: '#2ebb7c',
  departmentName: 'Picker',
  duration: 8,
  deductTime: 30,
  warnings: [],
  ...extra,
});

const row = (email: string | null): RosterRow => ({
  employee: { id: 'e1', firstName: 'Mere', middleName: null, lastName: 'Test', departmentId: 'd1', departmentName: 'Warehouse', payRate: null, standardHours: null, email },
  scheduleRuleVoList: [
    { title: '2026-11-23', isOffDay: false, isClosed: false, virtual: false, workSections: [section()] },
    { title: '2026-11-24', isOffDay: false, isClosed: false, virtual: false, workSections: [section({ startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay', labelName: 'Night <b>', breakTime: 0, duration: 8, deductTime: 0 })] },
    { title: '2026-11-25', isOffDay: true, isClosed: false, virtual: false, workSections: [] },
    { title: '2026-11-26', isOffDay: false, isClosed: false, virtual: true, workSections: [] },
  ],
  version: 1,
  totalHours: 16,
  totalCost: null,
});

describe('the roster outside the grid: one wording for the print and the mail', () => {
  it('names days, ranges, times across midnight, and details', () => {
    expect([weekdayOf('2026-11-23'), weekdayOf('2026-11-29')]).toEqual(['Monday', 'Sunday']);
    expect(rangeText('2026-11-23', '2026-11-29')).toBe('23 Nov 2026 to 29 Nov 2026');
    expect(rangeText('2026-11-23', '2026-11-23')).toBe('23 Nov 2026');
    expect(shiftTimes(section())).toBe('08:00–16:30');
    expect(shiftTimes(section({ startTime: '23:00', startTimeType: 'Previous', endTime: '07:00' }))).toBe('23:00 previous day–07:00');
    expect(shiftTimes(section({ startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay' }))).toBe('22:00–06:00 next day');
    expect(shiftDetails(section())).toBe('Early · Picker · 30 min break');
    expect(shiftDetails(section({ labelName: null, departmentName: null, deductTime: 0 }))).toBe('');
    // The break her pay group deducts is the one named, not the shift's scheduled 30 minutes.
    expect(shiftDetails(section({ breakTime: 30, deductTime: 0 }))).toBe('Early · Picker');
    const employee = row(null).employee;
    expect([employeeName(employee), employeeName(employee, 'LastName')]).toEqual(['Mere Test', 'Test, Mere']);
  });

  it("mails the employee's own days in HTML and text: shifts, the off day, a day with nothing rostered, hours", () => {
    const mail = rosterMail('Totara & Co', row('mere@example.com'), '2026-11-23', '2026-11-26');
    expect(mail).not.toBeNull();
    expect(mail?.to).toBe('mere@example.com');
    expect(mail?.subject).toBe('Totara & Co: your roster for 23 Nov 2026 to 26 Nov 2026');
    expect(mail?.text.split('\n')).toEqual([
      'Hello Mere,',
      '',
      'Your roster at Totara & Co for 23 Nov 2026 to 26 Nov 2026:',
      '',
      'Mon 23 Nov 2026: 08:00–16:30 Early · Picker · 30 min break (8.00 h)',
      'Tue 24 Nov 2026: 22:00–06:00 next day Night <b> · Picker (8.00 h)',
      'Wed 25 Nov 2026: Off Day',
      'Thu 26 Nov 2026: Not rostered',
      '',
      'Total: 16.00 hours',
      '',
    ]);
    expect(mail?.html).toContain('<th style="border:1px solid #cccccc;padding:4px 8px;text-align:left;vertical-align:top">Date</th>');
    expect(mail?.html).toContain('<strong>22:00–06:00 next day</strong> Night &lt;b&gt; · Picker');
    expect(mail?.html).toContain('<em>Off Day</em>');
    expect(mail?.html).toContain('Totara &amp; Co');
    expect(mail?.html).not.toContain('<b>');
  });

  it('has no mail for an employee without an address', () => {
    expect(rosterMail('Totara', row(null), '2026-11-23', '2026-11-26')).toBeNull();
    expect(rosterMail('Totara', row('  '), '2026-11-23', '2026-11-26')).toBeNull();
  });
});
