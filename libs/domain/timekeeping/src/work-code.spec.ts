import { refusalReply } from '@timekeep/domain-kernel';
import { decideChangePunch, decidePairChange, decideRecordPunches, evolveTimesheet, NewPunch, pairChangeOf, timesheetFold, TimesheetEvent, TimesheetStream } from './punches';
import { TimekeepingError } from './timekeeping-error';
import { workCodeOf } from './work-code';

const picker = { code: 'PICK', name: 'Picker' };
const job = { code: 'J-1001', name: 'Supermarket distribution' };
const task = { code: 'T-PICK', name: 'Picking' };

/** Aria's morning: punched in to the Picker position, job J-1001, task T-PICK, and out; a site beside it. */
const codes = { reason: null, workPlaceId: 'site', positionId: 'pick', jobId: 'j1001', taskId: 'tpick' };
const punch = (id: string, punchTime: string): NewPunch => ({ id, day: '2026-11-23', punchTime, dayType: 'Today', entry: 'Man', ...codes });
const morning: TimesheetStream = decideRecordPunches(timesheetFold.initial, 'e1', [punch('in', '08:00'), punch('out', '12:00')], { refuseSameMinute: true }).reduce<TimesheetStream>(
  (s, e) => evolveTimesheet(s, e as TimesheetEvent),
  timesheetFold.initial,
);
const LOCKED = { workCodeEditable: false };
const EDITABLE = { workCodeEditable: true };
/** What the supervisor is told: the refusal filter's status and body, or null when the change passes. */
const told = (decide: () => unknown) => {
  try {
    decide();
    return null;
  } catch (error) {
    return refusalReply(error as TimekeepingError);
  }
};
const locked = { status: 403, body: { message: 'Work codes cannot be changed: the company does not allow editing them.' } };

describe("a pair's work code (document 2 §3 inWorkCode, ADR 0065)", () => {
  it('joins the codes of the position, job and task, and their names', () => {
    expect(workCodeOf([picker, job, task])).toEqual({ desc: 'PICK/J-1001/T-PICK', descDetail: 'Picker / Supermarket distribution / Picking' });
    // Only a position (no job codes in this company).
    expect(workCodeOf([picker, null, null])).toEqual({ desc: 'PICK', descDetail: 'Picker' });
    // A job without a task, and no position.
    expect(workCodeOf([undefined, job, null])).toEqual({ desc: 'J-1001', descDetail: 'Supermarket distribution' });
  });

  it('names a position without a code by its name, a job without a name by its code; nothing known is no work code', () => {
    expect(workCodeOf([{ code: '', name: 'Driver' }, { code: 'J-2', name: ' ' }, null])).toEqual({ desc: 'Driver/J-2', descDetail: 'Driver / J-2' });
    expect(workCodeOf([null, null, null])).toBeNull();
    expect(workCodeOf([{ code: ' ', name: '' }])).toBeNull();
  });
});

describe('changing a work code needs the company to allow it (document 2 §5 allowEditWorkCode)', () => {
  const pair = (change: Partial<Parameters<typeof pairChangeOf>[2]> = {}) => pairChangeOf(morning, 'e1', { inPunchId: 'in', outPunchId: 'out', approved: false, ...change });

  it("refuses a pair's new position, job or task without the setting (403), and takes it with the setting", () => {
    expect(told(() => decidePairChange(morning, 'e1', pair({ jobId: 'j2002', taskId: 't2' }), LOCKED))).toEqual(locked);
    expect(told(() => decidePairChange(morning, 'e1', pair({ positionId: 'drive' }), LOCKED))).toEqual(locked);
    expect(told(() => decidePairChange(morning, 'e1', pair({ taskId: null }), LOCKED))).toEqual(locked);
    const [changed] = decidePairChange(morning, 'e1', pair({ jobId: 'j2002', taskId: 't2' }), EDITABLE);
    expect(changed.data).toMatchObject({ positionId: 'pick', jobId: 'j2002', taskId: 't2', siteId: 'site' });
  });

  it("without the setting still changes the pair's site and approval: a work code sent as it is, or left out, is no change", () => {
    expect(decidePairChange(morning, 'e1', pair({ siteId: 'other', positionId: 'pick', jobId: 'j1001', taskId: 'tpick', approved: true }), LOCKED)[0].data).toMatchObject({ siteId: 'other', approved: true });
    // Left out: the pair keeps its site, position, job and task.
    expect(pair({ approved: true })).toEqual({ employeeId: 'e1', inPunchId: 'in', outPunchId: 'out', siteId: 'site', positionId: 'pick', jobId: 'j1001', taskId: 'tpick', approved: true });
    expect(decidePairChange(morning, 'e1', pair({ approved: true }), LOCKED)).toHaveLength(1);
  });

  it("a modified punch keeps its work code without the setting: its time and reason still change", () => {
    const moved = { day: '2026-11-23', punchTime: '08:15', dayType: 'Today' as const, ...codes };
    expect(decideChangePunch(morning, 'e1', 'in', moved, LOCKED)[0].data.local).toBe('2026-11-23T08:15');
    expect(told(() => decideChangePunch(morning, 'e1', 'in', { ...moved, jobId: null, taskId: null }, LOCKED))).toEqual(locked);
    expect(decideChangePunch(morning, 'e1', 'in', { ...moved, jobId: null, taskId: null }, EDITABLE)[0].data).toMatchObject({ jobId: null, taskId: null });
  });

  it('recording a punch with a work code is not editing one', () => {
    expect(decideRecordPunches(morning, 'e1', [punch('late', '13:00')], { refuseSameMinute: true })[0].data.jobId).toBe('j1001');
  });
});
