import dayjs from 'dayjs';
import { DATE_RANGE_PRESETS, mondayOf } from './date-ranges';

const ranges = (today: string) => Object.fromEntries(DATE_RANGE_PRESETS.map((p) => [p.label, p.range(dayjs(today)).map((d) => d.format('YYYY-MM-DD'))]));

describe('date range presets (document 1 §9)', () => {
  it("are the spec's, in its order", () => {
    expect(DATE_RANGE_PRESETS.map((p) => p.label)).toEqual([
      'Today',
      'Yesterday',
      'Next Day',
      'Last 7 Days',
      'Last 30 Days',
      'Next 7 Days',
      'Next 30 Days',
      'Previous Week',
      'This Week',
      'Next Week',
      'Previous Fortnight',
      'This Month',
      'Last Month',
    ]);
  });

  it('on Wednesday 2 December 2026, weeks from Monday', () => {
    expect(ranges('2026-12-02T15:30:00')).toEqual({
      Today: ['2026-12-02', '2026-12-02'],
      Yesterday: ['2026-12-01', '2026-12-01'],
      'Next Day': ['2026-12-03', '2026-12-03'],
      'Last 7 Days': ['2026-11-25', '2026-12-02'],
      'Last 30 Days': ['2026-11-02', '2026-12-02'],
      'Next 7 Days': ['2026-12-02', '2026-12-09'],
      'Next 30 Days': ['2026-12-02', '2027-01-01'],
      'Previous Week': ['2026-11-23', '2026-11-29'],
      'This Week': ['2026-11-30', '2026-12-06'],
      'Next Week': ['2026-12-07', '2026-12-13'],
      'Previous Fortnight': ['2026-11-16', '2026-11-29'],
      'This Month': ['2026-12-01', '2026-12-31'],
      'Last Month': ['2026-11-01', '2026-11-30'],
    });
  });

  it('on a Sunday the week is the one ending that day; on a Monday the one starting it', () => {
    expect(ranges('2026-11-29')['This Week']).toEqual(['2026-11-23', '2026-11-29']);
    expect(ranges('2026-11-30')['This Week']).toEqual(['2026-11-30', '2026-12-06']);
    expect(ranges('2026-11-29')['Previous Fortnight']).toEqual(['2026-11-09', '2026-11-22']);
  });

  it('Last Month in January is December of the year before; This Month in February of a leap year has its 29th', () => {
    expect(ranges('2027-01-15')['Last Month']).toEqual(['2026-12-01', '2026-12-31']);
    expect(ranges('2028-02-10')['This Month']).toEqual(['2028-02-01', '2028-02-29']);
  });

  it('mondayOf a Sunday is six days before it', () => {
    expect(mondayOf(dayjs('2026-12-06')).format('YYYY-MM-DD')).toBe('2026-11-30');
  });
});
