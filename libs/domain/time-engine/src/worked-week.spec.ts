import { DEFAULT_COMPLIANCE } from '@timekeep/contracts';
import { CONDITION_TEMPLATES, templateSet } from './condition-templates';
import type { CompanyConditions } from './pay-conditions';
import { payWorkedWeek } from './worked-week';

const template = CONDITION_TEMPLATES.find((t) => t.id === 'au-retail');
if (!template) throw new Error('no au-retail template');
const payTypes = new Map(template.payTypes.map((p) => [p.code, { id: p.code, name: p.name, factor: p.factor }]));
const conditions: CompanyConditions = {
  set: templateSet(template, payTypes, (i) => `row-${i}`),
  minimumEngagement: { minutes: { Casual: 180, 'Full time': 180 }, payType: { id: 'MINENG', name: 'Minimum engagement', factor: 1 } },
  compliance: DEFAULT_COMPLIANCE,
  otherwiseWorkingDay: null,
};
const ORD = { id: 'ORD', name: 'Ordinary Time' };
/** Each shift's hours by pay type code. */
const week = (type: 'Casual' | 'Full time') => payWorkedWeek(conditions, type, 'Australia/Sydney', ORD).map((s) => Object.fromEntries(s.lines.map((l) => [l.payType.id, l.minutes / 60])));

describe('the conditions editor’s worked week, under the Australian retail-style template', () => {
  it('pays a casual each shift at its casual figure, the short one topped up, Saturday night split at midnight', () => {
    expect(week('Casual')).toEqual([{ CAS125: 8 }, { CAS125: 4, CASEVE150: 4 }, { CAS125: 2, MINENG: 1 }, { CASPH250: 8 }, { CASSAT150: 4, CASSUN175: 2 }, { CASSUN175: 6 }]);
  });

  it('pays a full-timer ordinary time where no penalty holds', () => {
    expect(week('Full time')).toEqual([{ ORD: 8 }, { ORD: 4, EVE125: 4 }, { ORD: 2, MINENG: 1 }, { PH225: 8 }, { SAT125: 4, SUN150: 2 }, { SUN150: 6 }]);
  });
});
