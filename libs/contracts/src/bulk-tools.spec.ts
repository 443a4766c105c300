import { groupTimePunchRequestSchema, recalculateRangeRequestSchema } from './bulk-tools';

const a = '7b0c7d4e-95a3-4d8e-9a7c-6f1d2b3c4d5e';
const b = '8c1d8e5f-a6b4-4e9f-8b8d-7a2e3c4d5e6f';

describe('bulk tool requests', () => {
  it('reads the global punch as the spec sends it: DD-MM-YYYY, ids as comma strings', () => {
    expect(groupTimePunchRequestSchema.parse({ employees: `${a}, ${b},${a}`, departments: '', date: '25-11-2026', punchTime: '08:05', reason: '  Drill ', jobcode: '' })).toEqual({
      employees: [a, b],
      departments: [],
      date: '2026-11-25',
      punchTime: '08:05',
      reason: 'Drill',
      jobcode: null,
    });
  });

  it('refuses a date that is not a day of the calendar', () => {
    expect(groupTimePunchRequestSchema.safeParse({ employees: a, date: '29-02-2026', punchTime: '08:00' }).success).toBe(false);
    expect(groupTimePunchRequestSchema.safeParse({ employees: a, date: '29-02-2028', punchTime: '08:00' }).success).toBe(true);
  });

  it('takes the recalculation targets as arrays too, and wants someone', () => {
    expect(recalculateRangeRequestSchema.parse({ departments: [a], startDate: '2026-11-01', endDate: '2026-11-14' })).toMatchObject({ departments: [a], employees: [] });
    expect(recalculateRangeRequestSchema.safeParse({ startDate: '2026-11-01', endDate: '2026-11-14' }).error?.issues[0].message).toBe('Choose employees or departments.');
  });
});
