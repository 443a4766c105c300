import { type Compliance, CONDITION_TEMPLATE_NOTICE, DEFAULT_COMPLIANCE } from '@timekeep/contracts';
import { DEFAULT_OWD_RULE, type OtherwiseWorkingDayRule } from './otherwise-working-day';
import { AT_ANY_TIME, type EmploymentType, type PayCondition, type PayConditionSet } from './pay-conditions';
import { NZ_BREAKS_TABLE, type BreaksTable } from './work-rest';

/** A pay type a template pays under: created in the company when it has none with the code. */
export interface TemplatePayType {
  code: string;
  name: string;
  /** payRateFactor: 1.25 for 125%. */
  factor: number;
}

type TemplateCondition = Omit<PayCondition, 'id' | 'payType'> & { payTypeCode: string };

/**
 * A condition set shipped as data (issue 32 §2): where its figures come from and from when, the pay
 * types it pays under, its conditions, minimum engagement, and for New Zealand the otherwise working
 * day rule and the breaks table. An employer applies one to a pay group and edits the copy.
 */
export interface ConditionTemplate {
  id: 'au-retail' | 'nz-holidays';
  name: string;
  source: string;
  effectiveFrom: string;
  combine: PayConditionSet['combine'];
  payTypes: readonly TemplatePayType[];
  conditions: readonly TemplateCondition[];
  minimumEngagement: { minutes: Readonly<Partial<Record<EmploymentType, number>>>; payTypeCode: string } | null;
  otherwiseWorkingDay: OtherwiseWorkingDayRule | null;
  breaks: BreaksTable | null;
  /** The roster checks the copy starts with: warnings only, the employer decides what blocks. */
  compliance: Compliance;
}

/** Said wherever a template is offered (the console shows it from the contracts). */
export const TEMPLATE_NOTICE = CONDITION_TEMPLATE_NOTICE;

const row = (name: string, payTypeCode: string, when: Partial<TemplateCondition>): TemplateCondition => ({ name, payTypeCode, ...AT_ANY_TIME, ...when });

const WEEKDAYS = [0, 1, 2, 3, 4];
const PERMANENT: EmploymentType[] = ['Full time', 'Part time'];
const CASUAL: EmploymentType[] = ['Casual'];

/**
 * Australian retail-award style: Saturday 125%, Sunday 150%, public holidays 225%, Monday to Friday
 * after 18:00 125%; casuals 125% (the 25% loading), and on Saturdays 150%, Sundays 175%, public
 * holidays 250%, weekday evenings 150%; three hours' minimum engagement. Combined by the highest, so
 * each casual figure already holds the loading.
 */
const AU_RETAIL: ConditionTemplate = {
  id: 'au-retail',
  name: 'Australia: retail award style',
  source: 'General Retail Industry Award 2020 [MA000004]: penalty rates, casual loading and minimum engagement as the Fair Work Ombudsman publishes them',
  effectiveFrom: '2020-07-01',
  combine: 'highest',
  payTypes: [
    { code: 'EVE125', name: 'Evening 125%', factor: 1.25 },
    { code: 'SAT125', name: 'Saturday 125%', factor: 1.25 },
    { code: 'SUN150', name: 'Sunday 150%', factor: 1.5 },
    { code: 'PH225', name: 'Public holiday 225%', factor: 2.25 },
    { code: 'CAS125', name: 'Casual 125%', factor: 1.25 },
    { code: 'CASEVE150', name: 'Casual evening 150%', factor: 1.5 },
    { code: 'CASSAT150', name: 'Casual Saturday 150%', factor: 1.5 },
    { code: 'CASSUN175', name: 'Casual Sunday 175%', factor: 1.75 },
    { code: 'CASPH250', name: 'Casual public holiday 250%', factor: 2.5 },
    { code: 'MINENG', name: 'Minimum engagement', factor: 1 },
  ],
  conditions: [
    row('Evening', 'EVE125', { days: WEEKDAYS, window: { from: '18:00', to: '24:00' }, publicHoliday: 'never', employmentTypes: PERMANENT }),
    row('Saturday', 'SAT125', { days: [5], publicHoliday: 'never', employmentTypes: PERMANENT }),
    row('Sunday', 'SUN150', { days: [6], publicHoliday: 'never', employmentTypes: PERMANENT }),
    row('Public holiday', 'PH225', { publicHoliday: 'only', employmentTypes: PERMANENT }),
    row('Casual loading', 'CAS125', { employmentTypes: CASUAL }),
    row('Casual evening', 'CASEVE150', { days: WEEKDAYS, window: { from: '18:00', to: '24:00' }, publicHoliday: 'never', employmentTypes: CASUAL }),
    row('Casual Saturday', 'CASSAT150', { days: [5], publicHoliday: 'never', employmentTypes: CASUAL }),
    row('Casual Sunday', 'CASSUN175', { days: [6], publicHoliday: 'never', employmentTypes: CASUAL }),
    row('Casual public holiday', 'CASPH250', { publicHoliday: 'only', employmentTypes: CASUAL }),
  ],
  minimumEngagement: { minutes: { 'Full time': 180, 'Part time': 180, Casual: 180 }, payTypeCode: 'MINENG' },
  otherwiseWorkingDay: null,
  breaks: null,
  // The award's 12 hours between the end of one day's work and the start of the next (10 by
  // agreement); its meal breaks follow its own table, not s 69ZD's, so that check starts off.
  compliance: { ...DEFAULT_COMPLIANCE, restBetweenShifts: { mode: 'warn', minutes: 12 * 60 } },
};

/**
 * New Zealand's Holidays Act 2003 and Employment Relations Act 2000: a public holiday worked is paid
 * time and a half (s 50), with an alternative holiday when it is an otherwise working day (s 56,
 * the pay group's switch); the otherwise working day by the roster or 4 of the last 6 same weekdays
 * (s 12); rest and meal breaks by the length of the work period (s 69ZD). No weekend penalties: the
 * Act has none.
 */
const NZ_HOLIDAYS: ConditionTemplate = {
  id: 'nz-holidays',
  name: 'New Zealand: Holidays Act',
  source: 'Holidays Act 2003 ss 12, 44-45A, 50, 56; Employment Relations Act 2000 s 69ZD (as amended 6 May 2019)',
  effectiveFrom: '2019-05-06',
  combine: 'highest',
  payTypes: [{ code: 'PH150', name: 'Public holiday time and a half', factor: 1.5 }],
  conditions: [row('Public holiday', 'PH150', { publicHoliday: 'only' })],
  minimumEngagement: null,
  otherwiseWorkingDay: DEFAULT_OWD_RULE,
  breaks: NZ_BREAKS_TABLE,
  // s 69ZD's meal breaks checked; the Acts set no rest between shifts or run of days, so those
  // stay at the defaults, warnings the employer may turn off.
  compliance: { ...DEFAULT_COMPLIANCE, mealBreaks: { mode: 'warn' } },
};

export const CONDITION_TEMPLATES: readonly ConditionTemplate[] = [AU_RETAIL, NZ_HOLIDAYS];

/** A template's conditions paid under the company's pay types (by code), ids given by `idOf`. */
export function templateSet(template: ConditionTemplate, payTypes: ReadonlyMap<string, { id: string; name: string; factor: number }>, idOf: (index: number) => string): PayConditionSet {
  return {
    combine: template.combine,
    conditions: template.conditions.map(({ payTypeCode, ...c }, i) => {
      const payType = payTypes.get(payTypeCode);
      if (!payType) throw new Error(`The template ${template.id} pays under ${payTypeCode}, which the company does not have.`);
      return { ...c, id: idOf(i), payType };
    }),
  };
}
