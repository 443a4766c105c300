import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import fc from 'fast-check';
import { availabilityOn, dateWithinNotice, decideAvailability, unavailableDateOf, unavailableMark, unavailableWarning, type Availability, type DayAvailability } from './availability';

const free: DayAvailability = { kind: 'available' };
const off: DayAvailability = { kind: 'unavailable' };
const only = (from: string, to: string): DayAvailability => ({ kind: 'only', from, to });
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

// Ana: from Monday 7 Dec 2026 not on Wednesdays, mornings only on Fridays; from 4 Jan 2027 free every day but Sunday.
const ana: Availability = {
  patterns: [
    { effectiveFrom: '2026-12-07', days: [free, free, off, free, only('06:00', '12:00'), free, free] },
    { effectiveFrom: '2027-01-04', days: [free, free, free, free, free, free, off] },
  ],
  dates: [{ date: '2026-12-15', from: '15:00', to: null, note: 'Dentist' }],
};

describe('what an employee says of a date', () => {
  it('the latest pattern in effect speaks for a weekday; before the first, she is free', () => {
    expect(availabilityOn(ana, '2026-12-01').day).toEqual(free);
    expect(availabilityOn(ana, '2026-12-09').day).toEqual(off); // a Wednesday
    expect(availabilityOn(ana, '2026-12-11').day).toEqual(only('06:00', '12:00')); // a Friday
    expect(availabilityOn(ana, '2027-01-06').day).toEqual(free); // a Wednesday, under the January pattern
    expect(availabilityOn(ana, '2027-01-10').day).toEqual(off); // a Sunday
  });

  it('a shift meets it, or names the first date it runs into a time she cannot work', () => {
    // Wednesday: not at all.
    expect(unavailableDateOf(ana, '2026-12-09', minutes('09:00'), minutes('17:00'))).toBe('2026-12-09');
    // Friday: mornings only; 06:00 to 12:00 fits, 11:00 to 13:00 does not.
    expect(unavailableDateOf(ana, '2026-12-11', minutes('06:00'), minutes('12:00'))).toBeNull();
    expect(unavailableDateOf(ana, '2026-12-11', minutes('11:00'), minutes('13:00'))).toBe('2026-12-11');
    // Tuesday 15 Dec from 15:00 (the dentist): the morning fits, the afternoon does not.
    expect(unavailableDateOf(ana, '2026-12-15', minutes('07:00'), minutes('15:00'))).toBeNull();
    expect(unavailableDateOf(ana, '2026-12-15', minutes('14:00'), minutes('18:00'))).toBe('2026-12-15');
    // Tuesday night into Wednesday: the part after midnight meets Wednesday's "not at all".
    expect(unavailableDateOf(ana, '2026-12-08', minutes('22:00'), 1440 + minutes('06:00'))).toBe('2026-12-09');
  });
});

describe('what the roster says of it', () => {
  it('marks each date she cannot work all or part of, in words, with her note', () => {
    expect(unavailableMark(ana, '2026-12-08')).toBeNull(); // a Tuesday, free
    expect(unavailableMark(ana, '2026-12-09')).toBe('Not available');
    expect(unavailableMark(ana, '2026-12-11')).toBe('Not available before 06:00, after 12:00');
    expect(unavailableMark(ana, '2026-12-15')).toBe('Not available after 15:00 · Dentist');
    // A one-off inside a window she already cannot work reads as the one window.
    const both: Availability = { ...ana, dates: [{ date: '2026-12-11', from: '13:00', to: '14:00', note: null }, { date: '2026-12-11', from: '05:00', to: '07:00', note: null }] };
    expect(unavailableMark(both, '2026-12-11')).toBe('Not available before 07:00, after 12:00');
  });

  it('warns of a shift on a time she cannot work, or refuses it where the employer blocks them, naming the date', () => {
    expect(unavailableWarning(ana, '2026-12-15', minutes('14:00'), minutes('18:00'), 'warn')).toEqual({ rule: 'unavailable', block: false, text: 'Not available at this time on Tue 15 Dec: Dentist.' });
    expect(unavailableWarning(ana, '2026-12-08', minutes('22:00'), 1440 + minutes('06:00'), 'block')).toEqual({ rule: 'unavailable', block: true, text: 'Not available at this time on Wed 9 Dec.' });
    expect(unavailableWarning(ana, '2026-12-15', minutes('07:00'), minutes('15:00'), 'block')).toBeNull();
  });
});

describe('a change within the notice', () => {
  const today = '2026-12-01';
  it('names the first date the change would alter sooner than the notice, or none', () => {
    const dentistMoved: Availability = { ...ana, dates: [{ date: '2026-12-05', from: null, to: null, note: 'Wedding' }] };
    // Seven days' notice: 5 December is too soon; the dentist's 15 December, withdrawn, is not.
    expect(dateWithinNotice(ana, dentistMoved, today, 7)).toBe('2026-12-05');
    expect(dateWithinNotice(ana, { ...ana, dates: [] }, today, 7)).toBeNull();
    // A new week from Monday 7 December (Mondays off) alters the seventh day: within seven days' notice, not within six.
    const earlier: Availability = { ...ana, patterns: [{ effectiveFrom: '2026-12-07', days: [off, free, free, free, free, free, free] }] };
    expect(dateWithinNotice(ana, earlier, today, 7)).toBe('2026-12-07');
    expect(dateWithinNotice(ana, earlier, today, 6)).toBeNull();
  });

  const dayArb = fc.constantFrom<DayAvailability>(free, off, only('06:00', '12:00'), only('12:00', '22:00'));
  const availabilityArb: fc.Arbitrary<Availability> = fc.record({
    patterns: fc.array(fc.record({ effectiveFrom: fc.integer({ min: 0, max: 40 }).map((n) => dateOf(dayOf(today) + n - 10)), days: fc.array(dayArb, { minLength: 7, maxLength: 7 }) }), { maxLength: 3 }),
    dates: fc.array(
      fc.record({ date: fc.integer({ min: 0, max: 30 }).map((n) => dateOf(dayOf(today) + n)), from: fc.constantFrom(null, '08:00', '15:00'), to: fc.constant(null), note: fc.constant(null) }),
      { maxLength: 4 },
    ),
  });

  it('refuses exactly when some date before the notice ends reads differently (property)', () => {
    fc.assert(
      fc.property(availabilityArb, availabilityArb, fc.integer({ min: 0, max: 21 }), (before, after, notice) => {
        const changed = Array.from({ length: notice }, (_, n) => dateOf(dayOf(today) + n)).filter(
          (date) => JSON.stringify(availabilityOn(before, date)) !== JSON.stringify(availabilityOn(after, date)),
        );
        expect(dateWithinNotice(before, after, today, notice)).toBe(changed[0] ?? null);
        // Whatever she had, saying it again is never refused.
        expect(dateWithinNotice(before, before, today, notice)).toBeNull();
      }),
    );
  });

  it('a shift is refused on a date only if some minute of it falls in a time she cannot work (property)', () => {
    fc.assert(
      fc.property(availabilityArb, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 15, max: 720 }), (a, n, start, length) => {
        const date = dateOf(dayOf(today) + n);
        const found = unavailableDateOf(a, date, start, start + length);
        // Checked minute by minute: the first minute she cannot work, on the date it falls.
        let first: string | null = null;
        for (let m = start; m < start + length && !first; m++) {
          const on = dateOf(dayOf(date) + Math.floor(m / 1440));
          const said = availabilityOn(a, on);
          const minute = m % 1440;
          const dayOff = said.day.kind === 'unavailable' || (said.day.kind === 'only' && (minute < minutes(said.day.from) || minute >= minutes(said.day.to)));
          if (dayOff || said.off.some(([x, y]) => x <= minute && minute < y)) first = on;
        }
        expect(found).toBe(first);
      }),
      { numRuns: 300 },
    );
  });
});

describe('saving her availability', () => {
  /** As Postgres' jsonb gives it back from the log: each object's keys in its own order. */
  const reordered = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(reordered) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reordered(v)])) : value;

  it('the same again, read back from the log with its keys reordered, records nothing and is not "too soon"', () => {
    expect(decideAvailability(reordered(ana) as Availability, ana, 'e1', '2026-12-08', 30)).toEqual([]);
  });

  it('a change far enough ahead is recorded whole; one sooner than the notice is refused with its date', () => {
    const later: Availability = { ...ana, dates: [...ana.dates, { date: '2026-12-31', from: null, to: null, note: null }] };
    expect(decideAvailability(ana, later, 'e1', '2026-12-01', 7)).toEqual([{ type: 'scheduling.availability-changed', v: 1, data: { employeeId: 'e1', ...later } }]);
    expect(() => decideAvailability(ana, later, 'e1', '2026-12-28', 7)).toThrow('Changes to your availability must be made 7 days ahead: 2026-12-31 is too soon. Ask your manager.');
    // The dentist of 15 December, withdrawn on the 20th: days gone by keep what she said.
    expect(() => decideAvailability(ana, { ...ana, dates: [] }, 'e1', '2026-12-20', 7)).toThrow('Days gone by keep what you said of them: change only days to come.');
  });
});

