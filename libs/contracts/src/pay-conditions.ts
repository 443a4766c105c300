import { z } from 'zod';
import { messageReplySchema } from './messages';

/**
 * Pay conditions (issue 32, ADR 0074): penalty rates, loadings and minimum engagement as a company's
 * condition sets, each paying the ordinary time of the pay groups it names. Not in the spec: the
 * API is JSON, refuses unknown fields, and keeps minutes (the screens show hours).
 */

/** How an employee is engaged; kept on the employee with the date each applies from. */
export const EMPLOYMENT_TYPES = ['Full time', 'Part time', 'Casual'] as const;
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof employmentTypeSchema>;

export const CONDITION_COMBINATIONS = ['highest', 'stack'] as const;
export const CONDITION_TEMPLATE_IDS = ['au-retail', 'nz-holidays'] as const;
export type ConditionTemplateId = (typeof CONDITION_TEMPLATE_IDS)[number];

/** Said wherever a condition template is offered or a set copied from one is shown. */
export const CONDITION_TEMPLATE_NOTICE = 'A template, not legal advice: check every figure against the award or agreement your people are employed under.';

/** How many rows a set holds, and the longest name: more is not a condition set but a mistake. */
export const CONDITION_SET_LIMITS = { conditions: 40, name: 60, payGroups: 200, engagementMinutes: 12 * 60 } as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const name = z.string().trim().min(1, 'Enter a name.').max(CONDITION_SET_LIMITS.name, `A name is at most ${CONDITION_SET_LIMITS.name} characters.`);
const wholeMinutes = z.number().int('Thresholds are whole minutes.').nullable();

/** One "when → pay as" row as stored and as the editor sends it (its limits are the engine's: conditionSetProblem). */
export const conditionRowSchema = z
  .object({
    /** Kept across saves so a timesheet line names the row that paid it; a new row has none until saved. */
    id: z.string().uuid().optional(),
    name,
    /** Monday 0 to Sunday 6; empty: every day. */
    days: z.array(z.number().int()).max(7),
    window: z.object({ from: z.string().max(5), to: z.string().max(5) }).strict().nullable(),
    publicHoliday: z.enum(['any', 'only', 'never']),
    employmentTypes: z.array(employmentTypeSchema).max(EMPLOYMENT_TYPES.length),
    dailyMinutesOver: wholeMinutes,
    weeklyMinutesOver: wholeMinutes,
    consecutiveDaysOver: z.number().int('Consecutive days are whole days.').nullable(),
    payTypeId: z.string().uuid('Choose a pay type from the list.'),
  })
  .strict();
export type ConditionRow = z.infer<typeof conditionRowSchema> & { id: string };

export const minimumEngagementSchema = z
  .object({
    /** Minutes per employment type; a type not named has no minimum. */
    minutes: z.object({ 'Full time': z.number().int().optional(), 'Part time': z.number().int().optional(), Casual: z.number().int().optional() }).strict(),
    payTypeId: z.string().uuid('Choose a pay type from the list.'),
  })
  .strict();
export type MinimumEngagement = z.infer<typeof minimumEngagementSchema>;

/**
 * Roster compliance (issue 32 §3): checks a set makes of its people's rostered shifts, each off,
 * warning on the roster, or blocking the change that breaks it. Kept on the condition set, as the
 * award or agreement that sets the rates sets these too; a pay group without a set is not checked.
 */
export const COMPLIANCE_MODES = ['off', 'warn', 'block'] as const;
export type ComplianceMode = (typeof COMPLIANCE_MODES)[number];
export const COMPLIANCE_RULES = ['restBetweenShifts', 'consecutiveDays', 'weeklyHours', 'minimumEngagement', 'mealBreaks', 'holidayClash', 'leaveClash'] as const;
export type ComplianceRule = (typeof COMPLIANCE_RULES)[number];
/** What a rostered shift is checked against: her condition set's rules, and what she said of her availability (ADR 0077). */
export const ROSTER_CHECKS = [...COMPLIANCE_RULES, 'unavailable'] as const;
export type RosterCheck = (typeof ROSTER_CHECKS)[number];

/** The rule's name on the settings and beside a warning. */
export const COMPLIANCE_RULE_NAMES: Readonly<Record<ComplianceRule, string>> = {
  restBetweenShifts: 'Rest between shifts',
  consecutiveDays: 'Consecutive days',
  weeklyHours: 'Hours in a week',
  minimumEngagement: 'Minimum engagement',
  mealBreaks: 'Meal breaks (s 69ZD)',
  holidayClash: 'Public holiday',
  leaveClash: 'Approved leave',
};

export const COMPLIANCE_LIMITS = { restMinutes: { min: 60, max: 24 * 60 }, consecutiveDays: { min: 1, max: 13 }, weeklyMinutes: { min: 60, max: 100 * 60 } } as const;

/** Said on the field and by the server when a check's figure is outside its limits. */
export const COMPLIANCE_FIGURE_TEXTS = {
  restBetweenShifts: 'Rest between shifts is 1 to 24 hours.',
  consecutiveDays: 'Consecutive days are 1 to 13.',
  weeklyHours: 'Hours in a week are 1 to 100.',
} as const;

const complianceMode = z.enum(COMPLIANCE_MODES, { errorMap: () => ({ message: 'Choose Off, Warn or Block.' }) });
const limited = (limits: { min: number; max: number }, sentence: string) => z.number().int(sentence).min(limits.min, sentence).max(limits.max, sentence);

export const complianceSchema = z
  .object({
    restBetweenShifts: z.object({ mode: complianceMode, minutes: limited(COMPLIANCE_LIMITS.restMinutes, COMPLIANCE_FIGURE_TEXTS.restBetweenShifts) }).strict(),
    consecutiveDays: z.object({ mode: complianceMode, days: limited(COMPLIANCE_LIMITS.consecutiveDays, COMPLIANCE_FIGURE_TEXTS.consecutiveDays) }).strict(),
    weeklyHours: z.object({ mode: complianceMode, minutes: limited(COMPLIANCE_LIMITS.weeklyMinutes, COMPLIANCE_FIGURE_TEXTS.weeklyHours) }).strict(),
    /** The set's own minimum engagement per employment type. */
    minimumEngagement: z.object({ mode: complianceMode }).strict(),
    /** Employment Relations Act 2000 s 69ZD: the meal breaks due by the length of the shift. */
    mealBreaks: z.object({ mode: complianceMode }).strict(),
    holidayClash: z.object({ mode: complianceMode }).strict(),
    leaveClash: z.object({ mode: complianceMode }).strict(),
  })
  .strict();
export type Compliance = z.infer<typeof complianceSchema>;

/** A new set's checks, and a set saved before they existed: warnings a planner is glad of, nothing blocked, the NZ breaks table off. */
export const DEFAULT_COMPLIANCE: Compliance = {
  restBetweenShifts: { mode: 'warn', minutes: 10 * 60 },
  consecutiveDays: { mode: 'warn', days: 6 },
  weeklyHours: { mode: 'off', minutes: 50 * 60 },
  minimumEngagement: { mode: 'warn' },
  mealBreaks: { mode: 'off' },
  holidayClash: { mode: 'warn' },
  leaveClash: { mode: 'warn' },
};

/** One check a rostered shift fails: its rule, whether the rule blocks, and the sentence shown. */
export const rosterWarningSchema = z.object({ rule: z.enum(ROSTER_CHECKS), block: z.boolean(), text: z.string() });
export type RosterWarning = z.infer<typeof rosterWarningSchema>;

/**
 * New Zealand's otherwise-working-day test for a public holiday (Holidays Act 2003 s 12, ADR 0074):
 * rostered to work it, or worked at least `atLeast` of the last `lookBack` same weekdays.
 */
export const OWD_TEXT = 'The look-back is 1 to 13 weeks, and at least 1 of them, at most the look-back.';
export const otherwiseWorkingDayRuleSchema = z
  .object({ lookBack: z.number().int(OWD_TEXT).min(1, OWD_TEXT).max(13, OWD_TEXT), atLeast: z.number().int(OWD_TEXT).min(1, OWD_TEXT).max(13, OWD_TEXT) })
  .strict()
  .refine((rule) => rule.atLeast <= rule.lookBack, OWD_TEXT);
export type OtherwiseWorkingDayRuleFields = z.infer<typeof otherwiseWorkingDayRuleSchema>;

/** What a condition set stores besides its name and active flag. */
export interface ConditionSetFields {
  combine: (typeof CONDITION_COMBINATIONS)[number];
  conditions: ConditionRow[];
  /** The pay groups whose ordinary time it pays; a pay group follows one set at most. */
  payGroupIds: string[];
  minimumEngagement: MinimumEngagement | null;
  /** Public holidays decided by the look-back as well as the roster; absent or null: by the roster (her schedule) alone. */
  otherwiseWorkingDay?: OtherwiseWorkingDayRuleFields | null;
  /** Absent on a set saved before roster compliance: DEFAULT_COMPLIANCE. */
  compliance?: Compliance;
  /** The template it was copied from, with its source and effective date, as the set's screen names them. */
  template: { id: ConditionTemplateId; source: string; effectiveFrom: string } | null;
}

/** POST /api/condition-sets/save. */
export const conditionSetSaveRequestSchema = z
  .object({
    id: z.string().uuid().optional(),
    version: z.number().int().positive().optional(),
    name,
    active: z.boolean(),
    combine: z.enum(CONDITION_COMBINATIONS),
    conditions: z.array(conditionRowSchema).max(CONDITION_SET_LIMITS.conditions, `A set holds at most ${CONDITION_SET_LIMITS.conditions} conditions.`),
    payGroupIds: z.array(z.string().uuid('Choose pay groups from the list.')).max(CONDITION_SET_LIMITS.payGroups),
    minimumEngagement: minimumEngagementSchema.nullable(),
    /** Absent: the set's checks as they are (a new set's: DEFAULT_COMPLIANCE). */
    compliance: complianceSchema.optional(),
    /** Absent: as it is (a new set's: none, the roster decides). */
    otherwiseWorkingDay: otherwiseWorkingDayRuleSchema.nullable().optional(),
  })
  .strict();
export type ConditionSetSaveRequest = z.infer<typeof conditionSetSaveRequestSchema>;

/** POST /api/condition-sets/apply-template: a new set copied from a template, for the pay groups named. */
export const applyConditionTemplateRequestSchema = z
  .object({ templateId: z.enum(CONDITION_TEMPLATE_IDS), name, payGroupIds: z.array(z.string().uuid('Choose pay groups from the list.')).max(CONDITION_SET_LIMITS.payGroups) })
  .strict();

export const conditionSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  combine: z.enum(CONDITION_COMBINATIONS),
  conditions: z.array(conditionRowSchema.extend({ id: z.string() })),
  payGroupIds: z.array(z.string()),
  minimumEngagement: minimumEngagementSchema.nullable(),
  compliance: complianceSchema,
  otherwiseWorkingDay: z.object({ lookBack: z.number(), atLeast: z.number() }).nullable(),
  template: z.object({ id: z.enum(CONDITION_TEMPLATE_IDS), source: z.string(), effectiveFrom: z.string() }).nullable(),
  version: z.number(),
});
export type ConditionSet = z.infer<typeof conditionSetSchema>;

/** GET /api/condition-sets/templates: what each template holds, and the notice shown beside it. */
export const conditionTemplateSchema = z.object({
  id: z.enum(CONDITION_TEMPLATE_IDS),
  name: z.string(),
  source: z.string(),
  effectiveFrom: z.string(),
  payTypes: z.array(z.object({ code: z.string(), name: z.string(), factor: z.number() })),
  conditions: z.array(z.object({ name: z.string(), payTypeCode: z.string() })),
});
export type ConditionTemplateSummary = z.infer<typeof conditionTemplateSchema>;
export const conditionTemplatesSchema = z.array(conditionTemplateSchema);

/** A set's save and Apply template: 'success' with its id, or the refusal's sentence. */
export const conditionSetSavedSchema = messageReplySchema.extend({ id: z.string().optional() });


/** An employee's employment types, each from a date (PUT /api/employees/{id}/employment-types). */
export const employmentTypeHistorySchema = z
  .array(z.object({ from: z.string().regex(DATE, 'Dates are yyyy-MM-dd.'), type: employmentTypeSchema }).strict())
  .max(100, 'At most 100 changes of employment type.');
export type EmploymentTypeHistory = z.infer<typeof employmentTypeHistorySchema>;
export const employmentTypesRequestSchema = z.object({ employmentTypes: employmentTypeHistorySchema, version: z.number().int().positive().optional() }).strict();

/** POST /api/condition-sets/preview: the editor's set as it stands, and whose week to pay. */
export const conditionPreviewRequestSchema = conditionSetSaveRequestSchema
  .pick({ combine: true, conditions: true, minimumEngagement: true })
  .extend({ employmentType: employmentTypeSchema.nullable() })
  .strict();

/** The sample week paid under the set, shift by shift; or why the set cannot be paid from (the sentence a save would refuse it with). */
export const conditionPreviewSchema = z.object({
  problem: z.string().nullable(),
  shifts: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      holiday: z.string().nullable(),
      lines: z.array(z.object({ payTypeName: z.string(), conditionName: z.string().nullable(), hours: z.number() })),
    }),
  ),
});
export type ConditionPreview = z.infer<typeof conditionPreviewSchema>;

/**
 * Where her agreement settles whether a weekday is a working day for her (Holidays Act 2003 s 12,
 * ADR 0074): per weekday, Monday first, 'yes' or 'no'; 'auto' leaves it to her roster and the set's
 * look-back. Read only under a condition set that decides holidays by the look-back.
 */
export const WORKING_DAY_CHOICES = ['auto', 'yes', 'no'] as const;
export type WorkingDayChoice = (typeof WORKING_DAY_CHOICES)[number];
export const workingDaysSchema = z.array(z.enum(WORKING_DAY_CHOICES, { errorMap: () => ({ message: 'Each weekday is auto, yes or no.' }) })).length(7, 'One choice for each weekday, Monday first.');
export type WorkingDays = z.infer<typeof workingDaysSchema>;
export const ALL_AUTO: WorkingDays = ['auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'];
/** POST /api/employees/{id}/working-days. */
export const workingDaysRequestSchema = z.object({ workingDays: workingDaysSchema, version: z.number().int().positive().optional() }).strict();
/** GET /api/employees/{id}/working-days. */
export const workingDaysReplySchema = z.object({ workingDays: workingDaysSchema, version: z.number() });

/** GET /api/employees/{id}/employment-types. */
export const employmentTypesReplySchema = z.object({ employmentTypes: employmentTypeHistorySchema, version: z.number() });

/** A condition set's name another set has: answered 'exist', as every catalogue save (the pay group's words). */
export const CONDITION_SET_NAME_TAKEN = 'Warning: Name has existed.';
