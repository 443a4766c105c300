import fc from 'fast-check';
import { EventType, TIME_APPROVAL_TEXTS } from '@timekeep/contracts';
import { refusalReply, StaleForm } from '@timekeep/domain-kernel';
import { approvalsDroppedBy, decideApprovals, pairVersion, PairToDecide, STALE_PAIR } from './approvals';
import { decideChangePunch, decideDeletePunch, decidePairChange, decideRecordPunches, evolveTimesheet, NewPunch, PunchPairChanged, timesheetFold, TimesheetEvent, TimesheetStream } from './punches';
import { TimekeepingError } from './timekeeping-error';

const facts = { reason: null, workPlaceId: null, positionId: null, jobId: null, taskId: null };
/** A company that allows editing work codes: these tests are about other rules. */
const EDITABLE = { workCodeEditable: true };
const punch = (id: string, punchTime: string): NewPunch => ({ id, day: '2026-11-23', punchTime, dayType: 'Today', entry: 'Man', ...facts });
const fold = (events: TimesheetEvent[], from: TimesheetStream) => events.reduce(evolveTimesheet, from);
const morning = fold(decideRecordPunches(timesheetFold.initial, 'e1', [punch('a', '08:00'), punch('b', '12:00'), punch('c', '13:00'), punch('d', '17:00')], { refuseSameMinute: true }), timesheetFold.initial);
const pair = (extra: Partial<PairToDecide> = {}): PairToDecide => ({ pairId: 'a', inPunchId: 'a', outPunchId: 'b', date: '2026-11-23', version: pairVersion(1, 2), ...extra });
/** A write as the timesheet writer makes it: the punch events and the approvals they undo. */
const write = (state: TimesheetStream, events: TimesheetEvent[]) => fold([...events, ...approvalsDroppedBy(state, 'e1', events)], state);

describe('time approvals', () => {
  it('approves a pair once, on its own punch, and unapproves it', () => {
    const events = decideApprovals(morning, 'e1', [pair()], true);
    expect(events.map((e) => e.type)).toEqual([EventType.PunchPairApproved]);
    const approved = fold(events, morning);
    expect(approved.punches.get('a')?.approved).toBe(true);
    expect(approved.punches.get('b')?.approved).toBe(false);
    // Approving what is approved writes nothing; unapproving what is not approved neither.
    expect(decideApprovals(approved, 'e1', [pair()], true)).toEqual([]);
    expect(decideApprovals(morning, 'e1', [pair()], false)).toEqual([]);
    const back = fold(decideApprovals(approved, 'e1', [pair()], false), approved);
    expect(back.approvals.size).toBe(0);
    expect(back.punches.get('a')?.approved).toBe(false);
  });

  it("refuses a pair that is not the employee's, and a pair changed since it was listed", () => {
    expect(() => decideApprovals(morning, 'e1', [pair({ pairId: 'zz', inPunchId: 'zz' })], true)).toThrow('This punch pair does not exist.');
    expect(() => decideApprovals(morning, 'e1', [pair({ outPunchId: 'gone' })], true)).toThrow('This punch pair does not exist.');
    const stale = () => decideApprovals(morning, 'e1', [pair(), pair({ pairId: 'c', inPunchId: 'c', outPunchId: 'd', expected: '3.9' })], true);
    expect(stale).toThrow(StaleForm);
    expect(stale).toThrow(STALE_PAIR);
    // The token the list gave, still current: approved.
    expect(decideApprovals(morning, 'e1', [pair({ expected: pairVersion(1, 2) })], true)).toHaveLength(1);
  });

  it('refuses to approve a pair still open: its out punch, and so its time, is not known yet', () => {
    const open = pair({ pairId: 'd', inPunchId: 'd', outPunchId: null });
    expect(() => decideApprovals(morning, 'e1', [open], true)).toThrow('A punch pair missing its in or out punch cannot be approved: complete it first.');
    expect(() => decideApprovals(morning, 'e1', [pair({ pairId: 'b', inPunchId: null, outPunchId: 'b' })], true)).toThrow(/cannot be approved/);
    // Unapproving an open pair that was approved before this rule is still allowed.
    expect(decideApprovals(morning, 'e1', [open], false)).toEqual([]);
  });

  it('drops the approval when a punch of the pair is changed or deleted, or a punch is recorded inside it', () => {
    const approved = fold(decideApprovals(morning, 'e1', [pair(), pair({ pairId: 'c', inPunchId: 'c', outPunchId: 'd' })], true), morning);
    const moved = write(approved, decideChangePunch(approved, 'e1', 'b', { day: '2026-11-23', punchTime: '12:30', dayType: 'Today', ...facts }, EDITABLE));
    expect([...moved.approvals.keys()]).toEqual(['c']);
    expect(moved.punches.get('a')?.approved).toBe(false);
    const deleted = write(approved, decideDeletePunch(approved, 'e1', 'c', null, null));
    expect([...deleted.approvals.keys()]).toEqual(['a']);
    const inside = write(approved, decideRecordPunches(approved, 'e1', [punch('x', '15:00')], { refuseSameMinute: true }));
    expect([...inside.approvals.keys()]).toEqual(['a']);
    // A punch outside both pairs leaves them approved.
    const outside = write(approved, decideRecordPunches(approved, 'e1', [punch('y', '18:00')], { refuseSameMinute: true }));
    expect([...outside.approvals.keys()]).toEqual(['a', 'c']);
    const dropped = approvalsDroppedBy(approved, 'e1', decideDeletePunch(approved, 'e1', 'a', null, null));
    expect(dropped.map((e) => [e.data.pairId, e.data.reason])).toEqual([['a', 'punchChanged']]);
  });

  describe("the pair form's approval: only a whole pair, as on the approvals list", () => {
    const form = (inPunchId: string | null, outPunchId: string | null, approved: boolean): PunchPairChanged['data'] => ({ employeeId: 'e1', inPunchId, outPunchId, siteId: null, positionId: null, jobId: null, taskId: null, approved });
    /** What the supervisor is told: the status and body the refusal filter answers. */
    const told = (decide: () => unknown) => {
      try {
        decide();
      } catch (error) {
        return refusalReply(error as TimekeepingError);
      }
      return null;
    };

    it('refuses to approve an open pair (an in punch with no out yet) with its sentence, 400', () => {
      expect(told(() => decidePairChange(morning, 'e1', form('d', null, true), EDITABLE))).toEqual({ status: 400, body: { message: 'A punch pair missing its in or out punch cannot be approved: complete it first.' } });
    });

    it('still saves the site, job or task of an open pair that stays unapproved, and unapproves one', () => {
      expect(decidePairChange(morning, 'e1', form('d', null, false), EDITABLE)).toHaveLength(1);
      // An open pair approved before this rule keeps its approval through a save of its other fields.
      const approvedBefore = fold([{ type: EventType.PunchPairApproved, v: 1, data: { employeeId: 'e1', pairId: 'd', inPunchId: 'd', outPunchId: null, date: '2026-11-23' } }], morning);
      expect(decidePairChange(approvedBefore, 'e1', form('d', null, true), EDITABLE)).toHaveLength(1);
    });

    it('property: the pair form and the approvals list refuse the same pairs, exactly those missing a punch', () => {
      const punchOrNone = fc.constantFrom<Array<string | null>>('a', 'b', 'c', 'd', null);
      fc.assert(
        fc.property(punchOrNone, punchOrNone, (inPunchId, outPunchId) => {
          fc.pre(!!(inPunchId ?? outPunchId));
          const pairId = (inPunchId ?? outPunchId) as string;
          const byForm = told(() => decidePairChange(morning, 'e1', form(inPunchId, outPunchId, true), EDITABLE));
          const byList = told(() => decideApprovals(morning, 'e1', [pair({ pairId, inPunchId, outPunchId })], true));
          const incomplete = !inPunchId || !outPunchId;
          expect(byForm).toEqual(incomplete ? { status: 400, body: { message: TIME_APPROVAL_TEXTS.incompletePair } } : null);
          expect(byList).toEqual(byForm);
        }),
      );
    });
  });

  it("the pair form's approval is the same approval", () => {
    const changed = fold([{ type: EventType.PunchPairChanged, v: 1, data: { employeeId: 'e1', inPunchId: 'a', outPunchId: 'b', siteId: null, positionId: null, jobId: null, taskId: null, approved: true } }], morning);
    expect(changed.approvals.get('a')).toEqual({ inPunchId: 'a', outPunchId: 'b', date: '2026-11-23' });
    expect(decideApprovals(changed, 'e1', [pair()], false)).toHaveLength(1);
  });
});
