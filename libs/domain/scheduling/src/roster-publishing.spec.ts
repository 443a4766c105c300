import type { CustomDay, WorkSectionDto } from '@timekeep/contracts';
import { dayInWords, decideDrafts, publishedChanges } from './roster-publishing';

const section = (labelName: string | null, startTime: string, endTime: string, endTimeType: 'Today' | 'NextDay' = 'Today') =>
  ({ id: `${startTime}`, labelName, startTime, endTime, startTimeType: 'Today', endTimeType, breakTime: 30 }) as unknown as WorkSectionDto;
const day = (date: string, sections: WorkSectionDto[], isOffDay = false): CustomDay => ({ title: date, isOffDay, isClosed: false, workSections: sections });

describe('publishing rosters (ADR 0075)', () => {
  it('says a day as the planner reads it: its shifts, an off day, or no shift', () => {
    expect(dayInWords(day('2027-03-06', [section('Close', '18:00', '02:00', 'NextDay'), section(null, '06:00', '08:00')]))).toBe('Close 18:00-02:00 (+1), 06:00-08:00');
    expect(dayInWords(day('2027-03-06', [], true))).toBe('Off day');
    expect(dayInWords(day('2027-03-06', []))).toBe('No shift');
  });

  it('drafts a wanted day unless it is what is published, which withdraws its draft', () => {
    const early = day('2027-03-02', [section('Early', '06:00', '14:30')]);
    const published = new Map<string, CustomDay | null>([['2027-03-02', early]]);
    expect(decideDrafts([{ date: '2027-03-02', rule: early }, { date: '2027-03-03', rule: early }, { date: '2027-03-04', rule: null }], published)).toEqual({
      days: [{ date: '2027-03-03', rule: early }],
      withdrawn: ['2027-03-02', '2027-03-04'],
    });
    // Back to the template where a day of her own is published: a draft.
    expect(decideDrafts([{ date: '2027-03-02', rule: null }], published)).toEqual({ days: [{ date: '2027-03-02', rule: null }], withdrawn: [] });
  });

  it('names only the days a publish changes, before and after', () => {
    const early = day('2027-03-02', [section('Early', '06:00', '14:30')]);
    const late = day('2027-03-03', [section('Late', '14:00', '22:30')]);
    const before = new Map([['2027-03-02', early], ['2027-03-03', day('2027-03-03', [])]]);
    const after = new Map([['2027-03-02', early], ['2027-03-03', late]]);
    expect(publishedChanges(['2027-03-02', '2027-03-03'], before, after)).toEqual([{ date: '2027-03-03', before: 'No shift', after: 'Late 14:00-22:30' }]);
  });
});
