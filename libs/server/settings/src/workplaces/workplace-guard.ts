import { Injectable, OnModuleInit } from '@nestjs/common';
import { PayRuleKind } from '@timekeep/contracts';
import { CatalogueGuard, CatalogueGuards } from '@timekeep/server-pay-rules';
import { EmployeeAssignments } from '@timekeep/server-people';
import type { CommandContext, OrmTx } from '@timekeep/server-platform';

/** A workplace's part in the catalogue save: its employees are the employees' Assigned Sites (document 3 §4). */
@Injectable()
export class WorkplaceGuard implements CatalogueGuard, OnModuleInit {
  constructor(
    private readonly guards: CatalogueGuards,
    private readonly assignments: EmployeeAssignments,
  ) {}

  assignEmployees(tx: OrmTx, context: CommandContext, id: string, employeeIds: string[]): Promise<void> {
    return this.assignments.assignSite(tx, context, id, employeeIds);
  }

  onModuleInit(): void {
    this.guards.register(PayRuleKind.Workplace, this);
  }
}
