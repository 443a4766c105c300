import fc from 'fast-check';
import { EventType } from '@timekeep/contracts';
import { decidePayCardDelete, decidePayCardFile, decidePayCardSave, payCardFileType, PayCardRules } from './pay-card';
import { decideChangePunch, decideDeletePunch, decideRecordPunches, evolveTimesheet, NewPunch, timesheetFold, TimesheetEvent, TimesheetStream, wallTimeOf } from './punches';

const facts = { reason: null, workPlaceId: null, positionId: null, jobId: null, taskId: null };
/** A company that allows editing work codes: these tests are about other rules. */
const EDITABLE = { workCodeEditable: true };
const punch = (id: string, day: string, punchTime: string, extra: Partial<NewPunch> = {}): NewPunch => ({ id, day, punchTime, dayType: 'Today', entry: 'Man', ...facts, ...extra });
const fold = (events: TimesheetEvent[], from: TimesheetStream = timesheetFold.initial) => events.reduce(evolveTimesheet, from);
const record = (state: TimesheetStream, punches: NewPunch[], refuseSameMinute = true) => fold(decideRecordPunches(state, 'e1', punches, { refuseSameMinute }), state);

describe('punches', () => {
  it('reads a recorded punch into the wall time it names (Previous, Today, NextDay of its pay date)', () => {
    expect(wallTimeOf({ day: '2026-03-01', punchTime: '22:00', dayType: 'Previous' })).toBe('2026-02-28T22:00');
    expect(wallTimeOf({ day: '2026-12-31', punchTime: '06:00', dayType: 'NextDay' })).toBe('2027-01-01T06:00');
    expect(() => wallTimeOf({ day: '2026-02-30', punchTime: '08:00', dayType: 'Today' })).toThrow('is not a date');
    expect(() => wallTimeOf({ day: '2026-02-03', punchTime: '24:00', dayType: 'Today' })).toThrow('is not a time');
  });

  it('refuses a form punch at a minute the employee already has, but keeps a clock reading it twice', () => {
    const state = record(timesheetFold.initial, [punch('a', '2026-11-23', '08:00')]);
    expect(() => decideRecordPunches(state, 'e1', [punch('b', '2026-11-23', '08:00')], { refuseSameMinute: true })).toThrow('hasExistPunchRecord');
    // The same wall minute named from the day before (NextDay) is the same punch.
    expect(() => decideRecordPunches(state, 'e1', [punch('c', '2026-11-22', '08:00', { dayType: 'NextDay' })], { refuseSameMinute: true })).toThrow('hasExistPunchRecord');
    expect(decideRecordPunches(state, 'e1', [punch('c', '2026-11-23', '08:01')], { refuseSameMinute: true })).toHaveLength(1);
    const clock = record(state, [punch('d', '2026-11-23', '08:00', { entry: 'Clock' })], false);
    expect([...clock.punches.keys()]).toEqual(['a', 'd']);
  });

  it('refuses a pair whose out is not after its in, and a move onto another punch', () => {
    expect(() => decideRecordPunches(timesheetFold.initial, 'e1', [punch('a', '2026-11-23', '16:00'), punch('b', '2026-11-23', '08:00')], { refuseSameMinute: true, asPair: true })).toThrow('The out time must be later than the in time.');
    const state = record(timesheetFold.initial, [punch('a', '2026-11-23', '08:00'), punch('b', '2026-11-23', '16:00')]);
    expect(() => decideChangePunch(state, 'e1', 'b', { day: '2026-11-23', punchTime: '08:00', dayType: 'Today', ...facts }, EDITABLE)).toThrow('hasExistPunchRecord');
    expect(decideChangePunch(state, 'e1', 'b', { day: '2026-11-23', punchTime: '16:00', dayType: 'Today', ...facts }, EDITABLE)).toEqual([]);
    expect(decideChangePunch(state, 'e1', 'b', { day: '2026-11-23', punchTime: '17:00', dayType: 'Today', ...facts }, EDITABLE)[0].data.local).toBe('2026-11-23T17:00');
  });

  it('never deletes an auto-paired out punch on its own: its in takes it along; and names a punch that is not there', () => {
    const state = record(timesheetFold.initial, [punch('a', '2026-11-23', '08:00'), punch('b', '2026-11-23', '16:00', { entry: 'AutoPair' }), punch('c', '2026-11-24', '08:00', { entry: 'AutoPair' }), punch('d', '2026-11-24', '16:30', { entry: 'AutoPair' })]);
    const paired = { inPunchId: 'a', outPunchId: 'b' };
    expect(() => decideDeletePunch(state, 'e1', 'b', null, paired)).toThrow('An auto-paired out punch cannot be deleted on its own: change its time, or delete the in punch of its pair, which deletes both.');
    expect(() => decideDeletePunch(state, 'e1', 'zz', null, null)).toThrow('This punch does not exist.');
    // The employee's in goes with the out made for it.
    expect([...fold(decideDeletePunch(state, 'e1', 'a', 'wrong', paired), state).punches.keys()]).toEqual(['c', 'd']);
    // A shift the schedule punched whole is taken back by deleting its in.
    expect([...fold(decideDeletePunch(state, 'e1', 'c', 'off sick', { inPunchId: 'c', outPunchId: 'd' }), state).punches.keys()]).toEqual(['a', 'b']);
    // An auto punch left alone (its in deleted before this rule) can go.
    expect(decideDeletePunch(state, 'e1', 'b', null, { inPunchId: null, outPunchId: 'b' })).toHaveLength(1);
    // An out typed in by a person is deleted alone.
    const typed = record(timesheetFold.initial, [punch('a', '2026-11-23', '08:00', { entry: 'AutoPair' }), punch('b', '2026-11-23', '16:00')]);
    expect(decideDeletePunch(typed, 'e1', 'a', null, { inPunchId: 'a', outPunchId: 'b' }).map((e) => e.data.punchId)).toEqual(['a']);
    expect(decideDeletePunch(typed, 'e1', 'b', null, { inPunchId: 'a', outPunchId: 'b' }).map((e) => e.data.punchId)).toEqual(['b']);
  });

  it('no punch is lost: clock reads, whatever they repeat, all stay until deleted', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ day: fc.integer({ min: 1, max: 9 }), minute: fc.nat(1439) }), { maxLength: 40 }), (reads) => {
        const punches = reads.map((r, i) => punch(`p${i}`, `2026-11-0${r.day}`, `${String(Math.floor(r.minute / 60)).padStart(2, '0')}:${String(r.minute % 60).padStart(2, '0')}`, { entry: 'Clock' }));
        const state = record(timesheetFold.initial, punches, false);
        expect(state.punches.size).toBe(reads.length);
      }),
    );
  });
});

describe('pay card', () => {
  const rules: PayCardRules = { projectRequired: false, allowedPayTypeIds: new Set(['ord', 'ot', 'bonus']), paidPayTypeIds: new Set(['ord', 'ot']) };
  let n = 0;
  const id = () => `line-${++n}`;
  const period = { fromDate: '2026-11-23', toDate: '2026-11-29' };

  it('sets Eff Units on a paid row and adds a manual one; only the manual one can be deleted', () => {
    const events = decidePayCardSave(timesheetFold.initial, 'e1', period, [
      { id: null, payTypeId: 'ord', effUnits: 38, notes: 'agreed', projectId: null },
      { id: null, payTypeId: 'bonus', effUnits: 1, notes: null, projectId: null },
    ], rules, id);
    expect(events.map((e) => [e.type, e.data.payTypeId, e.data.manualAdd])).toEqual([
      [EventType.PayCardLineSaved, 'ord', false],
      [EventType.PayCardLineSaved, 'bonus', true],
    ]);
    const state = fold(events);
    expect(() => decidePayCardDelete(state, 'e1', [events[0].data.id])).toThrow('Only manually added pay details can be deleted.');
    expect(decidePayCardDelete(state, 'e1', [events[1].data.id])).toHaveLength(1);
    // Saving the same again changes nothing.
    expect(decidePayCardSave(state, 'e1', period, [{ id: events[0].data.id, payTypeId: 'ord', effUnits: 38, notes: 'agreed', projectId: null }], rules, id)).toEqual([]);
  });

  it("answers the spec's codes: repeatcode, repeatProject, fileWithoutProject", () => {
    const row = (payTypeId: string, projectId: string | null = null) => ({ id: null, payTypeId, effUnits: 1, notes: null, projectId });
    expect(() => decidePayCardSave(timesheetFold.initial, 'e1', period, [row('ord'), row('ord')], rules, id)).toThrow('repeatcode');
    expect(() => decidePayCardSave(timesheetFold.initial, 'e1', period, [row('bonus', 'p1'), row('bonus', 'p1')], rules, id)).toThrow('repeatProject');
    expect(decidePayCardSave(timesheetFold.initial, 'e1', period, [row('bonus', 'p1'), row('bonus', 'p2')], rules, id)).toHaveLength(2);
    expect(() => decidePayCardSave(timesheetFold.initial, 'e1', period, [row('bonus')], { ...rules, projectRequired: true }, id)).toThrow('fileWithoutProject');
    expect(() => decidePayCardSave(timesheetFold.initial, 'e1', period, [row('leave')], rules, id)).toThrow('Choose a pay type of the company that is not a leave type.');
    // A leave type the timesheet paid (a public holiday not worked) is a row of the card, and its Eff Units can be set.
    expect(decidePayCardSave(timesheetFold.initial, 'e1', period, [row('leave')], { ...rules, paidPayTypeIds: new Set(['leave']) }, id)[0].data.manualAdd).toBe(false);
  });

  it('takes only a JPEG or PDF whose bytes say so, and a file needs a project where payroll costs to projects', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(payCardFileType('Signed.PDF', bytes('%PDF-1.7'))).toBe('pdf');
    expect(payCardFileType('receipt.jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(() => payCardFileType('receipt.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toThrow('WrongFileFormat');
    expect(() => payCardFileType('fake.pdf', bytes('MZ...'))).toThrow('WrongFileFormat');
    const file = { fileName: 'a.pdf', name: 'signed.pdf', fromDate: '2026-11-23' };
    expect(() => decidePayCardFile('e1', file, { projectRequired: true, hasProject: false })).toThrow('fileWithoutProject');
    expect(decidePayCardFile('e1', file, { projectRequired: true, hasProject: true })).toHaveLength(1);
  });
});
