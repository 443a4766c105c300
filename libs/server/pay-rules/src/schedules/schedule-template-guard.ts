import { Injectable } from '@nestjs/common';
import { PayGroupFields, PayRuleKind } from '@timekeep/contracts';
import { crossesMidnight, PayRuleBody, PayRuleError, ScheduleTemplateFields } from '@timekeep/domain-pay-rules';
import { EmployeeUsage, OrmTx } from '@timekeep/server-platform';
import { PayRuleEntity } from '../catalogue/pay-rule.entity';

/**
 * Document 1 §8 payOnFinishDayConflicts, on the template's side: a template its employees use may
 * not gain a shift across midnight while one of them is paid on the finish day. Checked in the
 * save's own transaction.
 */
@Injectable()
export class ScheduleTemplateGuard {
  constructor(private readonly usage: EmployeeUsage) {}

  async check(tx: OrmTx, companyId: string, id: string, body: PayRuleBody<unknown>): Promise<void> {
    if (!crossesMidnight((body.fields as ScheduleTemplateFields).scheduleRules)) return;
    const employees = await this.usage.employeesOnSchedule(tx, companyId, id);
    if (!employees.length) return;
    const groups = await tx.manager.findBy(PayRuleEntity, { companyId, kind: PayRuleKind.PayGroup });
    const onFinishDay = new Set(groups.filter((g) => (g.fields as unknown as PayGroupFields).payOnFinishDay).map((g) => g.id));
    const employee = employees.find((e) => onFinishDay.has(e.payGroupId));
    if (employee) throw new PayRuleError('payOnFinishDayConflicts', 'payOnFinishDayConflicts', [employee.name]);
  }
}
