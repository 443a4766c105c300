import fc from 'fast-check';
import { type ConditionSetFields, DEFAULT_COMPLIANCE } from '@timekeep/contracts';
import { AT_ANY_TIME, companyConditionsOf, costedMinutes, conditionSetProblem, engagementTopUp, payUnderConditions, type ConditionFacts, type PayCondition, type PayConditionSet } from './pay-conditions';
import { instantOf } from './zone-time';

const ZONE = 'Australia/Sydney';
const ORD = { id: 'ord', name: 'Ordinary' };
const at = (local: string, zone = ZONE) => instantOf(local, zone);
const span = (from: string, to: string, zone = ZONE) => ({ from: at(from, zone), to: at(to, zone) });

const when = (c: Partial<PayCondition> & Pick<PayCondition, 'id' | 'payType'>): PayCondition => ({ name: c.id, ...AT_ANY_TIME, ...c });
const pay = (id: string, factor: number) => ({ id, name: id, factor });

/** A retail-award-style set (the shape of issue 32's Australian template). */
const RETAIL: PayConditionSet = {
  combine: 'highest',
  conditions: [
    when({ id: 'evening', days: [0, 1, 2, 3, 4], window: { from: '18:00', to: '24:00' }, publicHoliday: 'never', employmentTypes: ['Full time', 'Part time'], payType: pay('EVE125', 1.25) }),
    when({ id: 'saturday', days: [5], publicHoliday: 'never', employmentTypes: ['Full time', 'Part time'], payType: pay('SAT125', 1.25) }),
    when({ id: 'sunday', days: [6], publicHoliday: 'never', employmentTypes: ['Full time', 'Part time'], payType: pay('SUN150', 1.5) }),
    when({ id: 'holiday', publicHoliday: 'only', employmentTypes: ['Full time', 'Part time'], payType: pay('PH225', 2.25) }),
    when({ id: 'casual', employmentTypes: ['Casual'], payType: pay('CAS125', 1.25) }),
    when({ id: 'casual evening', days: [0, 1, 2, 3, 4], window: { from: '18:00', to: '24:00' }, publicHoliday: 'never', employmentTypes: ['Casual'], payType: pay('CASEVE150', 1.5) }),
    when({ id: 'casual saturday', days: [5], publicHoliday: 'never', employmentTypes: ['Casual'], payType: pay('CASSAT150', 1.5) }),
    when({ id: 'casual sunday', days: [6], publicHoliday: 'never', employmentTypes: ['Casual'], payType: pay('CASSUN175', 1.75) }),
    when({ id: 'casual holiday', publicHoliday: 'only', employmentTypes: ['Casual'], payType: pay('CASPH250', 2.5) }),
  ],
};

const facts = (over: Partial<ConditionFacts> = {}): ConditionFacts => ({ zone: ZONE, employmentType: 'Full time', holidays: new Map(), dayMinutesBefore: 0, weekMinutesBefore: 0, consecutiveDay: 1, ...over });
const hours = (lines: ReturnType<typeof payUnderConditions>) => Object.fromEntries(lines.map((l) => [l.payType.id, l.minutes / 60]));

describe('pay conditions: ordinary time split where a condition starts or stops, and paid as the set combines them', () => {
  it("a Saturday night shift: the hours before midnight are Saturday's, those after are Sunday's (28-29 Nov 2026)", () => {
    expect(hours(payUnderConditions([span('2026-11-28T22:00', '2026-11-29T06:00')], facts(), RETAIL, ORD))).toEqual({ SAT125: 2, SUN150: 6 });
  });

  it('a Monday 15:00-21:00: three hours ordinary, three at the evening rate', () => {
    expect(hours(payUnderConditions([span('2026-11-30T15:00', '2026-11-30T21:00')], facts(), RETAIL, ORD))).toEqual({ ord: 3, EVE125: 3 });
  });

  it("a casual's Sunday is one rate, 175%, not the loading and the Sunday rate added up", () => {
    expect(hours(payUnderConditions([span('2026-11-29T09:00', '2026-11-29T17:00')], facts({ employmentType: 'Casual' }), RETAIL, ORD))).toEqual({ CASSUN175: 8 });
    // A casual's weekday morning is the loading alone.
    expect(hours(payUnderConditions([span('2026-11-30T09:00', '2026-11-30T12:00')], facts({ employmentType: 'Casual' }), RETAIL, ORD))).toEqual({ CAS125: 3 });
  });

  it('a public holiday pays its rate over the weekday and evening ones (Christmas Day 2026, a Friday)', () => {
    const holidays = new Map([['2026-12-25', 'Christmas Day']]);
    expect(hours(payUnderConditions([span('2026-12-25T14:00', '2026-12-25T22:00')], facts({ holidays }), RETAIL, ORD))).toEqual({ PH225: 8 });
    // Into Boxing Day, a Saturday that is itself a holiday here.
    const both = new Map([...holidays, ['2026-12-26', 'Boxing Day']]);
    expect(hours(payUnderConditions([span('2026-12-25T20:00', '2026-12-26T02:00')], facts({ holidays: both, employmentType: 'Casual' }), RETAIL, ORD))).toEqual({ CASPH250: 6 });
  });

  it('stacked, each condition adds its own line on top of the ordinary minutes', () => {
    const stacked: PayConditionSet = {
      combine: 'stack',
      conditions: [when({ id: 'loading', employmentTypes: ['Casual'], payType: pay('LOAD25', 0.25) }), when({ id: 'sunday', days: [6], payType: pay('SUN50', 0.5) })],
    };
    expect(hours(payUnderConditions([span('2026-11-28T22:00', '2026-11-29T02:00')], facts({ employmentType: 'Casual' }), stacked, ORD))).toEqual({ ord: 4, LOAD25: 4, SUN50: 2 });
  });

  it('across a DST change the true minutes fall each side of midnight (Sydney, 4 Oct 2026: 02:00 became 03:00)', () => {
    // 20:00 Saturday to 08:00 Sunday by the wall clock is 11 real hours: 4 on Saturday, 7 on Sunday.
    expect(hours(payUnderConditions([span('2026-10-03T20:00', '2026-10-04T08:00')], facts(), RETAIL, ORD))).toEqual({ SAT125: 4, SUN150: 7 });
  });

  it('a daily threshold splits the shift where it is crossed, counting what the day paid before', () => {
    const set: PayConditionSet = { combine: 'highest', conditions: [when({ id: 'long day', dailyMinutesOver: 8 * 60, payType: pay('LONG', 1.5) })] };
    expect(hours(payUnderConditions([span('2026-11-30T07:00', '2026-11-30T17:00')], facts(), set, ORD))).toEqual({ ord: 8, LONG: 2 });
    expect(hours(payUnderConditions([span('2026-11-30T13:00', '2026-11-30T17:00')], facts({ dayMinutesBefore: 6 * 60 }), set, ORD))).toEqual({ ord: 2, LONG: 2 });
  });

  it('a consecutive-days condition applies from the day after the run it names', () => {
    const set: PayConditionSet = { combine: 'highest', conditions: [when({ id: 'seventh day', consecutiveDaysOver: 6, payType: pay('DAY7', 2) })] };
    const day = [span('2026-11-30T09:00', '2026-11-30T13:00')];
    expect(hours(payUnderConditions(day, facts({ consecutiveDay: 6 }), set, ORD))).toEqual({ ord: 4 });
    expect(hours(payUnderConditions(day, facts({ consecutiveDay: 7 }), set, ORD))).toEqual({ DAY7: 4 });
  });

  it('minimum engagement tops a short shift up to the minimum, and leaves a long or an empty one alone', () => {
    expect([engagementTopUp(120, 180), engagementTopUp(200, 180), engagementTopUp(0, 180), engagementTopUp(60, null)]).toEqual([60, 0, 0, 0]);
  });

  describe('a set that cannot be paid from is refused with a sentence naming its rows', () => {
    const refused: Array<[Pick<PayConditionSet, 'conditions'>, string]> = [
      [{ conditions: [when({ id: 'late', window: { from: '22:00', to: '06:00' }, payType: pay('N', 1.3) })] }, '"late": the window ends before it starts. A window over midnight is two rows, one each side.'],
      [{ conditions: [when({ id: 'huge', payType: pay('X', 11) })] }, '"huge": the pay type\'s factor must be 0 to 10.'],
      [{ conditions: [when({ id: 'long', dailyMinutesOver: 25 * 60, payType: pay('L', 1.5) })] }, '"long": the daily threshold is 0 to 24 hours.'],
      [{ conditions: [when({ id: 'Sunday', days: [6], payType: pay('A', 1.5) }), when({ id: 'Sunday rate', days: [6], payType: pay('B', 2) })] }, '"Sunday" and "Sunday rate" apply at the same times: keep one, or tell them apart.'],
      [{ conditions: [when({ id: 'odd', window: { from: '25:00', to: '26:00' }, payType: pay('O', 1) })] }, '"odd": the window\'s times are HH:mm, 00:00 to 24:00.'],
    ];
    it.each(refused.map(([partial, sentence]): [string, Pick<PayConditionSet, 'conditions'>] => [sentence, partial]))('%s', (sentence, partial) => {
      expect(conditionSetProblem({ combine: 'highest', ...partial })).toBe(sentence);
    });

    it('the retail set is sound', () => {
      expect(conditionSetProblem(RETAIL)).toBeNull();
    });
  });

  describe('properties', () => {
    // Spans of whole minutes over a fortnight that holds Sydney's DST change.
    const spans = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 14 * 24 * 60 }), fc.integer({ min: 1, max: 16 * 60 })), { minLength: 1, maxLength: 4 })
      .map((list) => {
        const start = at('2026-09-28T00:00');
        let cursor = start;
        return list.map(([gap, length]) => {
          const from = cursor + (gap % (2 * 24 * 60)) * 60;
          cursor = from + length * 60;
          return { from, to: cursor };
        });
      });
    const set = fc.record({ combine: fc.constantFrom<'highest' | 'stack'>('highest', 'stack'), employmentType: fc.constantFrom<'Full time' | 'Casual'>('Full time', 'Casual') });
    const total = (list: ReadonlyArray<{ from: number; to: number }>) => list.reduce((n, s) => n + (s.to - s.from) / 60, 0);

    it('no minute is lost or paid twice: the lines add up to the time worked (each stacked loading on top of it)', () => {
      fc.assert(
        fc.property(spans, set, (list, { combine, employmentType }) => {
          const lines = payUnderConditions(list, facts({ employmentType }), { ...RETAIL, combine }, ORD);
          const base = combine === 'highest' ? lines : lines.filter((l) => l.conditionId === null);
          expect(base.reduce((n, l) => n + l.minutes, 0)).toBe(total(list));
        }),
      );
    });

    it('cutting a span in two anywhere pays the same', () => {
      fc.assert(
        fc.property(spans, fc.integer({ min: 1, max: 16 * 60 - 1 }), set, (list, cutAt, { combine, employmentType }) => {
          const [first, ...rest] = list;
          const cut = Math.min(first.to - 60, first.from + cutAt * 60);
          fc.pre(cut > first.from);
          const whole = payUnderConditions(list, facts({ employmentType }), { ...RETAIL, combine }, ORD);
          const split = payUnderConditions([{ from: first.from, to: cut }, { from: cut, to: first.to }, ...rest], facts({ employmentType }), { ...RETAIL, combine }, ORD);
          expect(hours(split)).toEqual(hours(whole));
        }),
      );
    });
  });
});

describe('a stored condition set read with the company’s pay types (companyConditionsOf)', () => {
  const payTypes = new Map([['pt-sun', { id: 'pt-sun', name: 'Sunday 150%', factor: 1.5 }], ['pt-min', { id: 'pt-min', name: 'Minimum engagement', factor: 1 }]]);
  const sunday = { id: 'c1', name: 'Sunday', ...AT_ANY_TIME, days: [6], employmentTypes: [], payTypeId: 'pt-sun' };
  const stored = (over: Partial<ConditionSetFields> = {}): ConditionSetFields => ({ combine: 'highest', conditions: [sunday], payGroupIds: [], minimumEngagement: { minutes: { Casual: 180 }, payTypeId: 'pt-min' }, template: null, ...over });

  it('pays its rows under the pay types they name, with their factors; a set saved before roster checks has the defaults', () => {
    expect(companyConditionsOf(stored(), payTypes)).toEqual({
      set: { combine: 'highest', conditions: [{ id: 'c1', name: 'Sunday', ...AT_ANY_TIME, days: [6], payType: payTypes.get('pt-sun') }] },
      minimumEngagement: { minutes: { Casual: 180 }, payType: payTypes.get('pt-min') },
      compliance: DEFAULT_COMPLIANCE,
      otherwiseWorkingDay: null,
    });
    const strict = { ...DEFAULT_COMPLIANCE, restBetweenShifts: { mode: 'block' as const, minutes: 720 } };
    expect(companyConditionsOf(stored({ compliance: strict }), payTypes)).toMatchObject({ compliance: strict });
  });

  it('says why it cannot be paid from: a pay type the company lacks, a row the rules refuse, a minimum out of range', () => {
    expect(companyConditionsOf(stored({ conditions: [{ ...sunday, payTypeId: 'gone' }] }), payTypes)).toBe('"Sunday": choose a pay type from the list.');
    expect(companyConditionsOf(stored({ conditions: [{ ...sunday, window: { from: '20:00', to: '08:00' } }] }), payTypes)).toBe('"Sunday": the window ends before it starts. A window over midnight is two rows, one each side.');
    expect(companyConditionsOf(stored({ minimumEngagement: { minutes: { Casual: 800 }, payTypeId: 'pt-min' } }), payTypes)).toBe('Minimum engagement is whole minutes, 0 to 12 hours.');
    expect(companyConditionsOf(stored({ minimumEngagement: { minutes: { Casual: 180 }, payTypeId: 'gone' } }), payTypes)).toBe('Minimum engagement: choose a pay type from the list.');
  });
});

describe('what a rostered shift costs under a set (costedMinutes)', () => {
  const engagement = { minutes: { Casual: 180 }, payType: pay('MIN', 1) };
  it("a casual's Sunday costs every minute at 175%; a short weekday shift its loading and the top-up", () => {
    expect(costedMinutes([span('2026-11-29T10:00', '2026-11-29T16:00')], facts({ employmentType: 'Casual' }), { set: RETAIL, minimumEngagement: engagement, compliance: DEFAULT_COMPLIANCE, otherwiseWorkingDay: null })).toBe(360 * 1.75);
    expect(costedMinutes([span('2026-11-24T09:00', '2026-11-24T11:00')], facts({ employmentType: 'Casual' }), { set: RETAIL, minimumEngagement: engagement, compliance: DEFAULT_COMPLIANCE, otherwiseWorkingDay: null })).toBe(120 * 1.25 + 60);
  });

  it('stacked, ordinary time at 1 and each loading on top at its own factor', () => {
    const stacked: PayConditionSet = { combine: 'stack', conditions: [when({ id: 'loading', employmentTypes: ['Casual'], payType: pay('LOAD25', 0.25) })] };
    expect(costedMinutes([span('2026-11-24T09:00', '2026-11-24T13:00')], facts({ employmentType: 'Casual' }), { set: stacked, minimumEngagement: null, compliance: DEFAULT_COMPLIANCE, otherwiseWorkingDay: null })).toBe(240 + 240 * 0.25);
  });
});
