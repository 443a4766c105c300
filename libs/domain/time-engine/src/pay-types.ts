import type { PayGroupFields, PayType } from '@timekeep/contracts';

/** A pay type as a timesheet names it. */
export interface PayTypeRef {
  id: string;
  name: string;
}

/** The pay types the engine pays its own kinds of time under. */
export interface SystemPayTypes {
  ordinary: PayTypeRef;
  /** Daily overtime, and period overtime when the pay group names no pay type for it. */
  overtime: PayTypeRef;
  /** The pay group's periodOvertimeCode. */
  periodOvertime: PayTypeRef;
  publicHoliday: PayTypeRef;
  publicHolidayNotWorked: PayTypeRef;
  alternativeHoliday: PayTypeRef;
  guaranteedTopUp: PayTypeRef;
  /** The pay group's autoLeavePayTypeId; null without auto leave. */
  autoLeave: PayTypeRef | null;
}

/** The system default pay type codes (libs/domain/pay-rules DEFAULT_PAY_TYPES). */
export const SYSTEM_PAY_TYPE_CODES = { ordinary: 'ORD', overtime: 'OT15', publicHoliday: 'PH', publicHolidayNotWorked: 'PHNW', alternativeHoliday: 'ALT', guaranteedTopUp: 'GTU' } as const;

/**
 * The engine cannot pay: the company has no pay type with a system code it pays under. Thrown as
 * its own class, so a caller tells it from a bug by its type, never by its sentence.
 */
export class MissingPayType extends Error {
  readonly code = 'missingPayType';

  constructor(readonly payTypeCode: string) {
    super(`The company has no pay type with code ${payTypeCode}.`);
    this.name = 'MissingPayType';
  }
}

/**
 * The company's pay types for the engine's kinds of time: the system defaults by code, and the
 * pay group's choices for period overtime and auto leave. A company without one of the defaults
 * (deleted, or created before it existed) gets MissingPayType naming the code, not silently wrong pay.
 */
export function systemPayTypes(payTypes: readonly PayType[], payGroup: Pick<PayGroupFields, 'periodOvertimeCode' | 'autoLeave' | 'autoLeavePayTypeId'>): SystemPayTypes {
  const byCode = new Map(payTypes.map((t) => [t.code, t]));
  const byId = new Map(payTypes.map((t) => [t.id, t]));
  const code = (c: string): PayTypeRef => {
    const found = byCode.get(c);
    if (!found) throw new MissingPayType(c);
    return { id: found.id, name: found.name };
  };
  const overtime = code(SYSTEM_PAY_TYPE_CODES.overtime);
  const period = payGroup.periodOvertimeCode ? (byId.get(payGroup.periodOvertimeCode) ?? byCode.get(payGroup.periodOvertimeCode)) : undefined;
  const autoLeave = payGroup.autoLeave && payGroup.autoLeavePayTypeId ? byId.get(payGroup.autoLeavePayTypeId) : undefined;
  return {
    ordinary: code(SYSTEM_PAY_TYPE_CODES.ordinary),
    overtime,
    periodOvertime: period ? { id: period.id, name: period.name } : overtime,
    publicHoliday: code(SYSTEM_PAY_TYPE_CODES.publicHoliday),
    publicHolidayNotWorked: code(SYSTEM_PAY_TYPE_CODES.publicHolidayNotWorked),
    alternativeHoliday: code(SYSTEM_PAY_TYPE_CODES.alternativeHoliday),
    guaranteedTopUp: code(SYSTEM_PAY_TYPE_CODES.guaranteedTopUp),
    autoLeave: autoLeave ? { id: autoLeave.id, name: autoLeave.name } : null,
  };
}

/** Document 2 §3 "Timesheet day" payTypeTimes: a pay type and how much of it. */
export interface PayTypeTime {
  payTypeId: string;
  name: string;
  unit: 'hours' | 'units';
  /** Minutes for hours; a count for units. Sum these, not `value`. */
  amount: number;
  /** Hours to 2 decimals, or the count: what the screen shows. */
  value: number;
}

export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/** Adds pay up by pay type and unit, in minutes or counts; hours are worked out only when listed. */
export class PayTally {
  private readonly lines = new Map<string, { payType: PayTypeRef; unit: PayTypeTime['unit']; amount: number }>();

  add(payType: PayTypeRef, amount: number, unit: PayTypeTime['unit'] = 'hours'): this {
    if (amount <= 0) return this;
    const key = `${payType.id}:${unit}`;
    const line = this.lines.get(key);
    if (line) line.amount += amount;
    else this.lines.set(key, { payType, unit, amount });
    return this;
  }

  addAll(times: readonly PayTypeTime[]): this {
    for (const t of times) this.add({ id: t.payTypeId, name: t.name }, t.amount, t.unit);
    return this;
  }

  list(): PayTypeTime[] {
    return [...this.lines.values()].map(({ payType, unit, amount }) => ({ payTypeId: payType.id, name: payType.name, unit, amount, value: unit === 'hours' ? hoursOf(amount) : amount }));
  }
}
