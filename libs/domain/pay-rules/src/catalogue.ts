import { Refusal, RefusalKind } from '@timekeep/domain-kernel';
import { EventType, NumberRange, numberProblem, PayRuleKind, sameJson } from '@timekeep/contracts';

/** The stored part of a pay-settings record: what every kind has, and its own fields. */
export interface PayRuleBody<F> {
  name: string;
  active: boolean;
  /** Set on records the system made (a public holiday from the calendar); null on the company's own. */
  systemCode: string | null;
  fields: F;
}

export interface PayRuleSaved<F = unknown> {
  type: string;
  v: 1;
  data: PayRuleBody<F> & { id: string };
}

export interface PayRuleDeleted {
  type: string;
  v: 1;
  data: { id: string };
}

export type PayRuleEvent<F = unknown> = PayRuleSaved<F> | PayRuleDeleted;

/**
 * Event names per kind, so the log and Kafka consumers read 'holiday-saved', not a generic record.
 * Jobs, tasks and workplaces are closed (made inactive), never deleted: punches refer to them.
 */
export const PAY_RULE_EVENTS: Record<PayRuleKind, { saved: EventType; deleted?: EventType }> = {
  roundingRule: { saved: EventType.RoundingRuleSaved, deleted: EventType.RoundingRuleDeleted },
  holiday: { saved: EventType.HolidaySaved, deleted: EventType.HolidayDeleted },
  payType: { saved: EventType.PayTypeSaved, deleted: EventType.PayTypeDeleted },
  payGroup: { saved: EventType.PayGroupSaved, deleted: EventType.PayGroupDeleted },
  skill: { saved: EventType.SkillSaved, deleted: EventType.SkillDeleted },
  scheduleTemplate: { saved: EventType.ScheduleTemplateSaved, deleted: EventType.ScheduleTemplateDeleted },
  job: { saved: EventType.JobSaved },
  task: { saved: EventType.TaskSaved },
  workplace: { saved: EventType.WorkplaceSaved },
  conditionSet: { saved: EventType.ConditionSetSaved, deleted: EventType.ConditionSetDeleted },
};

export const kindOfEvent = (type: string): { kind: PayRuleKind; deleted: boolean } | null => {
  for (const [kind, names] of Object.entries(PAY_RULE_EVENTS) as Array<[PayRuleKind, { saved: string; deleted?: string }]>) {
    if (names.saved === type) return { kind, deleted: false };
    if (names.deleted === type) return { kind, deleted: true };
  }
  return null;
};

export interface PayRuleState<F> {
  body: PayRuleBody<F> | null;
  deleted: boolean;
}

export const initialPayRuleState: PayRuleState<never> = { body: null, deleted: false };

export function evolvePayRule<F>(state: PayRuleState<F>, event: PayRuleEvent<F>): PayRuleState<F> {
  if ('name' in event.data) {
    const { id: _, ...body } = event.data;
    return { body, deleted: false };
  }
  return { ...state, deleted: true };
}

export type PayRuleCode = 'exist' | 'invalid' | 'notFound' | 'inUse' | 'timeclash' | 'nextDay' | 'payOnFinishDayConflicts';

/**
 * `exist`, `timeclash`, `nextDay` and `payOnFinishDayConflicts` (with the employee it is about) are
 * the spec's answers; `inUse` answers as the kind's delete does (inUseAnswer), or as a plain 400
 * for kinds the spec gives no in-use answer; `invalid` carries the sentence for the form.
 */
export class PayRuleError extends Refusal {
  constructor(
    readonly code: PayRuleCode,
    message: string,
    readonly names: string[] = [],
    private readonly inUse?: InUseAnswer,
  ) {
    super(message);
    this.name = 'PayRuleError';
  }

  get kind(): RefusalKind {
    if (this.code === 'notFound') return 'notFound';
    if (this.code === 'invalid' || (this.code === 'inUse' && !this.inUse)) return 'invalid';
    return 'code';
  }

  override get answer(): string {
    if (this.kind !== 'code') return this.message;
    if (this.code === 'inUse' && this.inUse) return this.inUse.message;
    return this.code === 'exist' ? this.message : this.code;
  }

  override get reply(): Record<string, unknown> {
    if (this.code === 'payOnFinishDayConflicts') return { employee: this.names[0] };
    if (this.code === 'inUse' && this.inUse) return this.inUse.reply;
    return {};
  }
}

/** A taken name or code: the spec's 'exist', which the workplace form answers as 'name repeat' (document 2 §8). */
export function takenRefusal(kind: PayRuleKind): PayRuleError {
  return new PayRuleError('exist', kind === PayRuleKind.Workplace ? 'name repeat' : 'exist');
}

interface InUseAnswer {
  message: string;
  reply: Record<string, unknown>;
}

/** How a delete of records still in use is answered, by kind (document 3 §8); other kinds have no spec answer. */
export function inUseAnswer(kind: PayRuleKind, names: string[]): InUseAnswer | undefined {
  if (kind === PayRuleKind.RoundingRule) return { message: 'usedRoundings', reply: { usedRoundings: names } };
  if (kind === PayRuleKind.PayGroup || kind === PayRuleKind.ScheduleTemplate) return { message: 'inUse', reply: { names } };
  return undefined;
}

/** A number of a form within its range (libs/contracts); outside it, refused in the range's words, never moved into it. */
export function checkedNumber(value: number, ranges: NumberRange | readonly NumberRange[]): number {
  const problem = numberProblem(value, ranges);
  if (problem) throw new PayRuleError('invalid', problem);
  return value;
}

/**
 * Saves a record: a new one, or a change to a live one. `taken` says another record of the kind
 * already has its name, its second unique key or its work code (the caller asks the read model).
 * Saving what is stored records nothing.
 */
export function decideSavePayRule<F>(kind: PayRuleKind, state: PayRuleState<F>, id: string, body: PayRuleBody<F>, taken: boolean): PayRuleEvent<F>[] {
  if (state.deleted) throw new PayRuleError('notFound', 'This record was deleted.');
  if (taken) throw takenRefusal(kind);
  const next = { ...body, systemCode: state.body?.systemCode ?? body.systemCode };
  if (state.body && sameJson(state.body, next)) return [];
  return [{ type: PAY_RULE_EVENTS[kind].saved, v: 1, data: { id, ...next } }];
}

/** Deletes a record that nothing uses; `usedBy` names what still refers to it. */
export function decideDeletePayRule<F>(kind: PayRuleKind, state: PayRuleState<F>, id: string, usedBy: string[]): PayRuleEvent<F>[] {
  if (!state.body || state.deleted) throw new PayRuleError('notFound', 'This record does not exist.');
  const deleted = PAY_RULE_EVENTS[kind].deleted;
  if (!deleted) throw new PayRuleError('invalid', `${state.body.name} cannot be deleted; close it instead.`);
  // The system's own records (default pay types) stay: rules and exports refer to them.
  if ((state.body.fields as { isDefault?: boolean }).isDefault) throw new PayRuleError('invalid', `${state.body.name} is a system default and cannot be deleted.`);
  if (usedBy.length) throw new PayRuleError('inUse', 'inUse', [state.body.name]);
  return [{ type: deleted, v: 1, data: { id } }];
}

/**
 * What must be unique among a company's records of a kind: the name; for holidays, the name within
 * a year. A job or task may have no name (only its code is required): nameless ones clash with nothing.
 */
export function uniqueKeyOf(kind: PayRuleKind, body: PayRuleBody<unknown>, id: string): string {
  const name = body.name.trim().toLowerCase();
  if (!name) return `#${id}`;
  return kind === 'holiday' ? `${name}|${(body.fields as { date: string }).date.slice(0, 4)}` : name;
}

/**
 * A job's or task's code as two codes are compared: trimmed, in any case. Codes identify jobs and
 * tasks in exports and imports, so a company's jobs (and its tasks) each have their own; null for
 * the other kinds. A job and a task may share one.
 */
export function workCodeOf(kind: PayRuleKind, body: PayRuleBody<unknown>): string | null {
  return kind === 'job' || kind === 'task' ? (body.fields as { code: string }).code.trim().toLowerCase() : null;
}

/** A second unique key: a pay type's code, a job's or task's punch code (clocks look it up); null for the others. */
export function uniqueCodeOf(kind: PayRuleKind, body: PayRuleBody<unknown>): string | null {
  if (kind === 'payType') return (body.fields as { code: string }).code.trim().toLowerCase();
  if (kind === 'job' || kind === 'task') return (body.fields as { punchCode: string | null }).punchCode?.toLowerCase() ?? null;
  return null;
}
