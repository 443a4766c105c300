import { ALL_AUTO, EventType, hireDateWindowOf } from '@timekeep/contracts';
import { decideEmploymentTypes, decideWorkingDays, EmployeeState, initialEmployeeState } from './employee';

const window = hireDateWindowOf('2026-11-30');
const hired: EmployeeState = { ...initialEmployeeState, employeeId: 'e1', record: {} as EmployeeState['record'] };
const withTypes = (employmentTypes: EmployeeState['employmentTypes']): EmployeeState => ({ ...hired, employmentTypes });

describe('an employee’s employment types (ADR 0074)', () => {
  it('records the history sorted, from the first date it pays differently', () => {
    const before = withTypes([{ from: '2026-01-05', type: 'Casual' }]);
    const [event] = decideEmploymentTypes(before, 'e1', [{ from: '2026-11-24', type: 'Part time' }, { from: '2026-01-05', type: 'Casual' }], window);
    expect(event).toEqual({
      type: EventType.EmploymentTypesChanged,
      v: 1,
      data: { employeeId: 'e1', from: before.employmentTypes, to: [{ from: '2026-01-05', type: 'Casual' }, { from: '2026-11-24', type: 'Part time' }], effectiveFrom: '2026-11-24' },
    });
  });

  it('takes an earlier start as the change, and the same history as none', () => {
    const before = withTypes([{ from: '2026-03-01', type: 'Full time' }]);
    expect(decideEmploymentTypes(before, 'e1', [{ from: '2026-02-01', type: 'Full time' }], window)[0].data).toMatchObject({ effectiveFrom: '2026-02-01' });
    expect(decideEmploymentTypes(before, 'e1', [{ from: '2026-03-01', type: 'Full time' }], window)).toEqual([]);
    // Clearing it pays from its first date as no type.
    expect(decideEmploymentTypes(before, 'e1', [], window)[0].data).toMatchObject({ effectiveFrom: '2026-03-01' });
  });

  it('refuses two types on one date, a repeat, a date that is not one and a date outside the window', () => {
    expect(() => decideEmploymentTypes(hired, 'e1', [{ from: '2026-03-01', type: 'Casual' }, { from: '2026-03-01', type: 'Full time' }], window)).toThrow('Two employment types start on 2026-03-01: keep one.');
    expect(() => decideEmploymentTypes(hired, 'e1', [{ from: '2026-03-01', type: 'Casual' }, { from: '2026-04-01', type: 'Casual' }], window)).toThrow('Casual from 2026-04-01 repeats the type before it: remove it.');
    expect(() => decideEmploymentTypes(hired, 'e1', [{ from: '2026-02-30', type: 'Casual' }], window)).toThrow('2026-02-30 is not a date.');
    expect(() => decideEmploymentTypes(hired, 'e1', [{ from: '1901-01-01', type: 'Casual' }], window)).toThrow(/cannot be before/);
  });

  it('refuses an employee who was never hired', () => {
    expect(() => decideEmploymentTypes(initialEmployeeState, 'e1', [], window)).toThrow('This employee does not exist.');
  });
});

describe('the weekdays her agreement settles (ADR 0074)', () => {
  it('records a change with what it was, the same choices as none, and refuses an employee who does not exist', () => {
    const mondays = ['yes', 'auto', 'auto', 'auto', 'auto', 'auto', 'no'] as const;
    expect(decideWorkingDays(hired, 'e1', [...mondays])).toEqual([{ type: EventType.WorkingDaysChanged, v: 1, data: { employeeId: 'e1', from: ALL_AUTO, to: [...mondays] } }]);
    expect(decideWorkingDays({ ...hired, workingDays: [...mondays] }, 'e1', [...mondays])).toEqual([]);
    expect(() => decideWorkingDays(initialEmployeeState, 'e1', [...mondays])).toThrow('This employee does not exist.');
  });
});
