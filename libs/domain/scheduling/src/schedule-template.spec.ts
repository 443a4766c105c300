import fc from 'fast-check';
import { SCHEDULE_TEXTS } from '@timekeep/contracts';
import { checkScheduleTemplate, crossesMidnight, ScheduleRuleInput, ScheduleTemplateInput, WorkSectionInput } from './schedule-template';

const day = (start: string, end: string, extra: WorkSectionInput = {}): WorkSectionInput => ({ startTime: start, endTime: end, startTimeType: 'Today', endTimeType: 'Today', breakTime: 30, ...extra });
const template = (extra: Partial<ScheduleTemplateInput> = {}): ScheduleTemplateInput => ({
  name: ' Office ',
  active: false,
  periodType: 'Weekly',
  periods: 1,
  days: 7,
  startDate: '2026-11-23',
  scheduleRules: [...[1, 2, 3, 4, 5].map((num): ScheduleRuleInput => ({ num, workSections: [day('08:00', '16:30')] })), { num: 6, isOffDay: true, workSections: [] }],
  ...extra,
});
const refusal = (input: ScheduleTemplateInput) => {
  try {
    checkScheduleTemplate(input, false);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('schedule templates (document 1 §4, §5)', () => {
  it('fills the cycle: a week has seven rules, unsent days are empty, and a new template is active', () => {
    const body = checkScheduleTemplate(template(), true);
    expect(body).toMatchObject({ name: 'Office', active: true, fields: { periodType: 'Weekly', periods: 1, days: 7 } });
    expect(body.fields.scheduleRules.map((r) => [r.num, r.title, r.isOffDay, r.workSections.length])).toEqual([
      [1, 'Day 1', false, 1],
      [2, 'Day 2', false, 1],
      [3, 'Day 3', false, 1],
      [4, 'Day 4', false, 1],
      [5, 'Day 5', false, 1],
      [6, 'Day 6', true, 0],
      [7, 'Day 7', false, 0],
    ]);
    expect(checkScheduleTemplate(template({ periodType: 'Custom', periods: 2, days: 4 }), true).fields.scheduleRules).toHaveLength(8);
    expect(checkScheduleTemplate(template({ periodType: 'Fortnightly' }), true).fields.scheduleRules).toHaveLength(14);
  });

  it('refuses a section that ends before it starts, counting the previous-day and next-day ticks', () => {
    expect(refusal(template({ scheduleRules: [{ num: 1, workSections: [day('16:00', '08:00')] }] }))).toBe(SCHEDULE_TEXTS.outAfterIn);
    expect(refusal(template({ scheduleRules: [{ num: 1, workSections: [day('22:00', '06:00', { endTimeType: 'NextDay', breakTime: 0 })] }] }))).toBeNull();
    expect(refusal(template({ scheduleRules: [{ num: 1, workSections: [day('22:00', '06:00', { startTimeType: 'Previous', breakTime: 0 })] }] }))).toBeNull();
  });

  it('checks a section’s own break rule', () => {
    expect(refusal(template({ scheduleRules: [{ num: 1, workSections: [day('08:00', '16:30', { overrideBreakCalculation: true, breakCalculationType: 'Hours at Work', breakTriggerTime: 0 })] }] }))).toBe(SCHEDULE_TEXTS.breakDeduct);
    expect(refusal(template({ scheduleRules: [{ num: 1, workSections: [day('08:00', '16:30', { overrideBreakCalculation: true, breakCalculationType: 'Time of Day' })] }] }))).toBe(SCHEDULE_TEXTS.breakStart);
    expect(refusal(template({ scheduleRules: [{ num: 1, workSections: [day('08:00', '16:30', { overrideBreakCalculation: true })] }] }))).toBe(SCHEDULE_TEXTS.breakCalculation);
    // The deduct time is hours at work (document 1 §3 breakTriggerTime): a break of none after 4 hours is a rule.
    expect(refusal(template({ scheduleRules: [{ num: 1, workSections: [day('08:00', '16:30', { overrideBreakCalculation: true, breakCalculationType: 'Hours at Work', breakTriggerTime: 4, breakTime: 0 })] }] }))).toBeNull();
  });

  it('refuses overlapping sections, on a day and across midnight into the next day, and the last day into the first', () => {
    expect(refusal(template({ scheduleRules: [{ num: 1, workSections: [day('08:00', '12:00'), day('11:00', '16:00')] }] }))).toBe(SCHEDULE_TEXTS.timeclash);
    expect(refusal(template({ scheduleRules: [{ num: 1, workSections: [day('22:00', '06:00', { endTimeType: 'NextDay' })] }, { num: 2, workSections: [day('05:00', '13:00')] }] }))).toBe(SCHEDULE_TEXTS.timeclash);
    expect(refusal(template({ scheduleRules: [{ num: 7, workSections: [day('22:00', '06:00', { endTimeType: 'NextDay' })] }, { num: 1, workSections: [day('05:00', '13:00')] }] }))).toBe(SCHEDULE_TEXTS.timeclash);
    expect(refusal(template({ scheduleRules: [{ num: 1, workSections: [day('08:00', '12:00'), day('12:00', '16:00')] }] }))).toBeNull();
  });

  it('refuses two next-day sections on one day, and sections on off or closed days', () => {
    const nights = [day('18:00', '01:00', { endTimeType: 'NextDay', breakTime: 0 }), day('02:00', '04:00', { endTimeType: 'NextDay', breakTime: 0 })];
    expect(refusal(template({ scheduleRules: [{ num: 1, workSections: nights }] }))).toBe(SCHEDULE_TEXTS.nextDay);
    expect(refusal(template({ scheduleRules: [{ num: 1, isOffDay: true, workSections: [day('08:00', '12:00')] }] }))).toBe(SCHEDULE_TEXTS.offDay);
  });

  it('knows a template with a shift across midnight', () => {
    expect(crossesMidnight(checkScheduleTemplate(template(), true).fields.scheduleRules)).toBe(false);
    expect(crossesMidnight(checkScheduleTemplate(template({ scheduleRules: [{ num: 1, workSections: [day('22:00', '06:00', { endTimeType: 'NextDay' })] }] }), true).fields.scheduleRules)).toBe(true);
    // A Previous start is overnight too: pay-on-finish-day employees may have neither (docs/time-rules.md, Pairing 5).
    expect(crossesMidnight(checkScheduleTemplate(template({ scheduleRules: [{ num: 1, workSections: [day('22:00', '06:00', { startTimeType: 'Previous' })] }] }), true).fields.scheduleRules)).toBe(true);
  });

  it('a checked template checks to itself, so saving it again records nothing', () => {
    const minute = fc.integer({ min: 0, max: 23 * 60 });
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 7 }), minute, fc.integer({ min: 30, max: 600 })), { maxLength: 6 }), (shifts) => {
        const input = template({ scheduleRules: shifts.map(([num, start, length]) => ({ num, workSections: [day(hhmm(start), hhmm((start + length) % 1440), { endTimeType: start + length >= 1440 ? 'NextDay' : 'Today', breakTime: 0 })] })) });
        let body;
        try {
          body = checkScheduleTemplate(input, false);
        } catch {
          return;
        }
        expect(checkScheduleTemplate({ ...body.fields, name: body.name, active: body.active }, false)).toEqual(body);
      }),
    );
  });
});
