import { dayHeading, minutesOf, neighbour, punchDeletion, shiftPeriod, shownWorkCode, wallTime } from './timesheet-rules';

describe('timesheet rules', () => {
  it('steps a period back and forth by its own length', () => {
    expect(shiftPeriod('2026-11-23', '2026-11-29', -1)).toEqual({ fromT: '2026-11-16', toT: '2026-11-22' });
    expect(shiftPeriod('2026-11-16', '2026-11-29', 1)).toEqual({ fromT: '2026-11-30', toT: '2026-12-13' });
  });

  it('offers no Delete for an auto-paired out, and deletes an in with the out auto-paired to it', () => {
    const auto = { inPunchId: 'in', outPunchId: 'out', outPunchType: 'auto-pair' as const };
    expect(punchDeletion(auto, { id: 'out', entry: 'AutoPair' })).toBe('kept');
    expect(punchDeletion(auto, { id: 'in', entry: 'Man' })).toBe('withAutoOut');
    expect(punchDeletion(auto, { id: 'in', entry: 'AutoPair' })).toBe('withAutoOut');
    const typed = { inPunchId: 'in', outPunchId: 'out', outPunchType: 'manual' as const };
    expect(punchDeletion(typed, { id: 'in', entry: 'AutoPair' })).toBe('alone');
    expect(punchDeletion(typed, { id: 'out', entry: 'Man' })).toBe('alone');
    // An auto punch left without an in can go.
    expect(punchDeletion({ inPunchId: null, outPunchId: 'out', outPunchType: 'auto-pair' }, { id: 'out', entry: 'AutoPair' })).toBe('alone');
  });

  it("heads a day 'ddd DD/MM'", () => {
    expect(dayHeading('2026-03-05')).toBe('Thu 05/03');
  });

  it('walks the employees around, wrapping at either end', () => {
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(neighbour(list, 'c', 1)?.id).toBe('a');
    expect(neighbour(list, 'a', -1)?.id).toBe('c');
    expect(neighbour(list, 'b', 1)?.id).toBe('c');
  });

  it('reads wall times against the pay date', () => {
    expect(wallTime('2026-11-23T08:00', '2026-11-23')).toBe('08:00');
    expect(wallTime('2026-11-24T01:00', '2026-11-23')).toBe('01:00 (+1)');
    expect(minutesOf('01:00', 'NextDay')).toBeGreaterThan(minutesOf('23:00', 'Today'));
  });

  it("shows a work code's first 12 characters, 9 beside an approved pair's mark (document 2 §5)", () => {
    expect(shownWorkCode('PICK/J-1001/T-PICK', false)).toBe('PICK/J-1001/…');
    expect(shownWorkCode('PICK/J-1001/T-PICK', true)).toBe('PICK/J-10…');
    // Short enough: shown whole.
    expect(shownWorkCode('PICK/J-1001', false)).toBe('PICK/J-1001');
    expect(shownWorkCode('PICK/J-10', true)).toBe('PICK/J-10');
    expect(shownWorkCode('PICK/J-1001', true)).toBe('PICK/J-10…');
  });
});
