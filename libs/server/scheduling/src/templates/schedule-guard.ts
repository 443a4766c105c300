import { Injectable, OnModuleInit } from '@nestjs/common';
import { PayGroupFields, PayRuleKind } from '@timekeep/contracts';
import { PayRuleBody, PayRuleError } from '@timekeep/domain-pay-rules';
import { crossesMidnight, ScheduleTemplateFields } from '@timekeep/domain-scheduling';
import { CatalogueGuard, CatalogueGuards, fieldsOf, PayRuleEntity, PayRuleLookup } from '@timekeep/server-pay-rules';
import { CommandContext, OrmTx } from '@timekeep/server-platform';
import { EmployeeAssignments, EmployeeUsage } from '@timekeep/server-people';

/**
 * What a template save checks in its own transaction: its sections' positions, jobs, tasks and
 * skills are the company's; and (document 1 §8 payOnFinishDayConflicts, on the template's side) a
 * template its employees use may not gain a shift across midnight while one of them is paid on
 * the finish day. When the save names the template's employees, the assignment checks them instead.
 */
@Injectable()
export class ScheduleGuard implements CatalogueGuard, OnModuleInit {
  constructor(
    private readonly usage: EmployeeUsage,
    private readonly lookup: PayRuleLookup,
    private readonly guards: CatalogueGuards,
    private readonly assignments: EmployeeAssignments,
  ) {}

  async check(tx: OrmTx, companyId: string, id: string, body: PayRuleBody<unknown>, keepsEmployees: boolean): Promise<void> {
    const rules = (body.fields as ScheduleTemplateFields).scheduleRules;
    const problem = await this.lookup.sectionsProblem(tx, companyId, rules.flatMap((r) => r.workSections));
    if (problem) throw new PayRuleError('invalid', problem);
    if (!keepsEmployees || !crossesMidnight(rules)) return;
    const employees = await this.usage.employeesOnSchedule(tx, companyId, id);
    if (!employees.length) return;
    const groups = await tx.manager.findBy(PayRuleEntity, { companyId, kind: PayRuleKind.PayGroup });
    const onFinishDay = new Set(groups.filter((g) => fieldsOf<PayGroupFields>(g).payOnFinishDay).map((g) => g.id));
    const employee = employees.find((e) => onFinishDay.has(e.payGroupId));
    if (employee) throw new PayRuleError('payOnFinishDayConflicts', 'payOnFinishDayConflicts', [employee.name]);
  }

  /** The template's employees as the form names them: the schedule is kept on each employee. */
  assignEmployees(tx: OrmTx, context: CommandContext, id: string, employeeIds: string[]): Promise<void> {
    return this.assignments.assignSchedule(tx, context, id, employeeIds);
  }

  onModuleInit(): void {
    this.guards.register(PayRuleKind.ScheduleTemplate, this);
  }
}
