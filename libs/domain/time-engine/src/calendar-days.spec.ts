import { datesBetween } from './calendar-days';

describe('datesBetween', () => {
  it('lists every date of a range, both ends included, across month and leap-day ends', () => {
    expect(datesBetween('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(datesBetween('2026-12-31', '2026-12-31')).toEqual(['2026-12-31']);
  });

  it('is empty when the range ends before it starts', () => {
    expect(datesBetween('2026-12-02', '2026-12-01')).toEqual([]);
  });
});
