import { Action, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { PayPeriodEvent, PayPeriodFacts, payPeriodStreamId } from '@timekeep/domain-timekeeping';
import { mustHave } from '@timekeep/server-people';
import { CommandContext, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { PayPeriodEntity } from '../pay-periods/pay-period.entity';

/**
 * What the pay period commands share. Only a user who may change payroll transfers acts on them;
 * they are company-wide (a pay group's run), so a scope does not narrow them.
 */
export function mayChangePayPeriods(principal: Principal): void {
  mustHave(principal.kind === 'system' || can(principal, Resource.PayrollTransfer, Action.Create));
}

export const payPeriodFactsOf = (p: PayPeriodEntity): PayPeriodFacts => ({ id: p.id, payGroupId: p.payGroupId, fromDate: p.fromDate, toDate: p.toDate, closed: p.closed });

export async function appendToPayPeriod(streams: Streams, tx: OrmTx, context: CommandContext, period: PayPeriodEntity, events: PayPeriodEvent[]): Promise<void> {
  await streams.append(tx, context, { id: payPeriodStreamId(period.id), type: 'pay-period', expected: 'any' }, events);
}
