import { conditionSetProblem, payUnderConditions, type ConditionFacts, type EmploymentType } from './pay-conditions';
import { instantOf } from './zone-time';
import { CONDITION_TEMPLATES, templateSet } from './condition-templates';

const ORD = { id: 'ORD', name: 'Ordinary Time' };
const template = (id: string) => {
  const found = CONDITION_TEMPLATES.find((t) => t.id === id);
  if (!found) throw new Error(id);
  return found;
};
const setOf = (id: string) => {
  const t = template(id);
  return templateSet(t, new Map(t.payTypes.map((p) => [p.code, { id: p.code, name: p.name, factor: p.factor }])), (i) => `${id}-${i}`);
};

/** Percent of the ordinary rate each hour of a shift is paid at, by the template. */
function paidAt(id: string, zone: string, from: string, to: string, employmentType: EmploymentType, holidays: Record<string, string> = {}): Record<string, number> {
  const t = template(id);
  const factors = new Map(t.payTypes.map((p) => [p.code, p.factor]));
  const facts: ConditionFacts = { zone, employmentType, holidays: new Map(Object.entries(holidays)), dayMinutesBefore: 0, weekMinutesBefore: 0, consecutiveDay: 1 };
  const lines = payUnderConditions([{ from: instantOf(from, zone), to: instantOf(to, zone) }], facts, setOf(id), ORD);
  return Object.fromEntries(lines.map((l) => [`${Math.round((factors.get(l.payType.id) ?? 1) * 100)}%`, l.minutes / 60]));
}

describe('the shipped condition templates, checked against the figures of their sources', () => {
  it('every template is a set the engine can pay from, each pay type it names shipped with it', () => {
    for (const t of CONDITION_TEMPLATES) {
      expect(conditionSetProblem(setOf(t.id))).toBeNull();
      const codes = new Set(t.payTypes.map((p) => p.code));
      expect(t.conditions.filter((c) => !codes.has(c.payTypeCode))).toEqual([]);
      if (t.minimumEngagement) expect(codes.has(t.minimumEngagement.payTypeCode)).toBe(true);
      expect([t.source.length > 0, /^\d{4}-\d{2}-\d{2}$/.test(t.effectiveFrom)]).toEqual([true, true]);
    }
  });

  describe('Australia, retail award style (Sydney)', () => {
    const Z = 'Australia/Sydney';
    it.each<[string, string, string, EmploymentType, Record<string, number>]>([
      ['a weekday day shift is ordinary', '2026-12-01T09:00', '2026-12-01T17:00', 'Full time', { '100%': 8 }],
      ['after 18:00 on a weekday, 125%', '2026-12-01T14:00', '2026-12-01T21:00', 'Full time', { '100%': 4, '125%': 3 }],
      ['Saturday 125%', '2026-12-05T09:00', '2026-12-05T17:00', 'Full time', { '125%': 8 }],
      ['Sunday 150%', '2026-12-06T09:00', '2026-12-06T17:00', 'Part time', { '150%': 8 }],
      ['a casual weekday, 125% (the loading)', '2026-12-01T09:00', '2026-12-01T17:00', 'Casual', { '125%': 8 }],
      ['a casual weekday evening, 150%', '2026-12-01T18:00', '2026-12-01T21:00', 'Casual', { '150%': 3 }],
      ['a casual Saturday, 150%', '2026-12-05T09:00', '2026-12-05T17:00', 'Casual', { '150%': 8 }],
      ['a casual Sunday, 175%', '2026-12-06T09:00', '2026-12-06T17:00', 'Casual', { '175%': 8 }],
      ['a casual Saturday night into Sunday: 150% then 175%', '2026-12-05T20:00', '2026-12-06T02:00', 'Casual', { '150%': 4, '175%': 2 }],
    ])('%s', (_, from, to, type, expected) => {
      expect(paidAt('au-retail', Z, from, to, type)).toEqual(expected);
    });

    it('public holidays: 225%, and 250% for a casual (Christmas Day 2026, a Friday, evening included)', () => {
      const holidays = { '2026-12-25': 'Christmas Day' };
      expect(paidAt('au-retail', Z, '2026-12-25T14:00', '2026-12-25T22:00', 'Full time', holidays)).toEqual({ '225%': 8 });
      expect(paidAt('au-retail', Z, '2026-12-25T14:00', '2026-12-25T22:00', 'Casual', holidays)).toEqual({ '250%': 8 });
    });

    it('three hours minimum engagement for every employment type', () => {
      expect(template('au-retail').minimumEngagement?.minutes).toEqual({ 'Full time': 180, 'Part time': 180, Casual: 180 });
    });
  });

  describe('New Zealand, Holidays Act (Auckland)', () => {
    const Z = 'Pacific/Auckland';
    it('a public holiday worked is time and a half; a weekend is ordinary (no weekend penalties in the Act)', () => {
      expect(paidAt('nz-holidays', Z, '2026-12-25T09:00', '2026-12-25T17:00', 'Full time', { '2026-12-25': 'Christmas Day' })).toEqual({ '150%': 8 });
      expect(paidAt('nz-holidays', Z, '2026-12-06T09:00', '2026-12-06T17:00', 'Casual')).toEqual({ '100%': 8 });
    });

    it('carries the otherwise-working-day look-back (4 of 6) and the s 69ZD breaks table', () => {
      const t = template('nz-holidays');
      expect(t.otherwiseWorkingDay).toEqual({ lookBack: 6, atLeast: 4 });
      expect(t.breaks?.rows.map((r) => [r.overMinutes, r.upToMinutes, r.rest, r.meal])).toEqual([
        [120, 240, 1, 0],
        [240, 360, 1, 1],
        [360, 480, 2, 1],
      ]);
    });
  });
});
