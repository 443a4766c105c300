import { Injectable } from '@nestjs/common';
import type { PayGroupFields } from '@timekeep/contracts';
import { PayRuleBody, PayRuleError } from '@timekeep/domain-pay-rules';
import { CommandContext, OrmTx } from '@timekeep/server-platform';
import { PayRuleUsage } from '../catalogue/pay-rule-usage.port';

/**
 * document 3 §8 payOnFinishDayConflicts, from the pay group's side: a group cannot start paying on
 * the finish day while one of its employees has an overnight shift, on their template or on a day
 * of their own from today on (past days are history). Scheduling checks the template's side.
 */
@Injectable()
export class PayGroupGuard {
  constructor(private readonly usage: PayRuleUsage) {}

  async check(tx: OrmTx, context: CommandContext, id: string, body: PayRuleBody<unknown>): Promise<void> {
    if (!(body.fields as PayGroupFields).payOnFinishDay) return;
    const today = context.now.toISOString().slice(0, 10);
    const [employee] = await this.usage.employeesWithOvernightShifts(tx, context.principal.companyId, id, today);
    if (employee) throw new PayRuleError('payOnFinishDayConflicts', 'payOnFinishDayConflicts', [employee]);
  }
}
