import { EventType, PAYROLL_TEXTS } from '@timekeep/contracts';
import { payPeriodOf, PeriodRule } from '@timekeep/domain-time-engine';
import { TimekeepingError } from './timekeeping-error';

/** A pay period as the payroll decisions see it. */
export interface PayPeriodFacts {
  id: string;
  payGroupId: string;
  fromDate: string;
  toDate: string;
  closed: boolean;
}

/** What every pay period event says: which period, and why (closing and reopening may give a reason). */
export interface PayPeriodEventData {
  payrollTransferId: string;
  payGroupId: string;
  fromDate: string;
  toDate: string;
  reason: string | null;
}

export type PayPeriodEvent =
  | { type: typeof EventType.PayPeriodClosed; v: 1; data: PayPeriodEventData }
  | { type: typeof EventType.PayPeriodReopened; v: 1; data: PayPeriodEventData }
  | { type: typeof EventType.PayPeriodExported; v: 1; data: PayPeriodEventData & { draft: boolean; departmentIds: string[] } };

export const payPeriodStreamId = (id: string) => `pay-period-${id}`;

const dataOf = (p: PayPeriodFacts, reason: string | null): PayPeriodEventData => ({ payrollTransferId: p.id, payGroupId: p.payGroupId, fromDate: p.fromDate, toDate: p.toDate, reason });

/** Closing the selected periods: those already closed stay as they are (closing twice says nothing new). */
export function decideClose(period: PayPeriodFacts, reason: string | null): PayPeriodEvent[] {
  return period.closed ? [] : [{ type: EventType.PayPeriodClosed, v: 1, data: dataOf(period, reason) }];
}

export function decideReopen(period: PayPeriodFacts, reason: string | null): PayPeriodEvent[] {
  return period.closed ? [{ type: EventType.PayPeriodReopened, v: 1, data: dataOf(period, reason) }] : [];
}

/** Document 3 §5: recalculation of the selection is refused when any selected period is closed. */
export function decideRecalculate(periods: readonly PayPeriodFacts[]): void {
  if (periods.some((p) => p.closed)) throw new TimekeepingError('invalid', PAYROLL_TEXTS.closedRecalculate);
}

/**
 * Exporting records which periods payroll was given. A period still open is exported as a draft
 * (its hours can change): recorded, but the period is not marked exported.
 */
export function decideExport(period: PayPeriodFacts, departmentIds: readonly string[]): PayPeriodEvent {
  return { type: EventType.PayPeriodExported, v: 1, data: { ...dataOf(period, null), draft: !period.closed, departmentIds: [...departmentIds] } };
}

/**
 * A pay group's period rule may change only if every closed period of the group is still one of its
 * periods: otherwise a closed run would be cut in two, and the days it paid would move.
 */
export function decidePeriodRuleChange(rule: PeriodRule, closed: ReadonlyArray<Pick<PayPeriodFacts, 'fromDate' | 'toDate'>>): void {
  for (const period of closed) {
    const now = payPeriodOf(rule, period.fromDate);
    if (now.start !== period.fromDate || now.end !== period.toDate) throw new TimekeepingError('closedPeriod');
  }
}
