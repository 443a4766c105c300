import { Controller, HttpCode, Post } from '@nestjs/common';
import { Action, Resource, ThirdPartyType, WorkflowMaxEmployeeSyncReply } from '@timekeep/contracts';
import { checkWorkflowMaxStaff } from '@timekeep/domain-people';
import { CompanyQueries, requireWorkflowMaxCompany, WorkflowMaxClient, WorkflowMaxError } from '@timekeep/server-organisation';
import { CurrentPrincipal, Permission, Principal } from '@timekeep/server-platform';
import { EmployeesQueries } from './employees.queries';

/**
 * Sync Employees on the WorkflowMax transfer form (document 3 §2, §3, §7 `sync-employees`;
 * docs/decisions/0038-workflow-max.md): reads WorkflowMax's staff and answers which of our
 * employees, within reach, cannot be sent. It changes nothing on either side.
 */
@Controller()
export class WorkflowMaxEmployeeSyncController {
  constructor(
    private readonly companies: CompanyQueries,
    private readonly employees: EmployeesQueries,
    private readonly workflowMax: WorkflowMaxClient,
  ) {}

  @Post('api/workflow-max/sync-employees')
  @HttpCode(200)
  @Permission(Resource.Employee, Action.Update)
  async sync(@CurrentPrincipal() principal: Principal): Promise<WorkflowMaxEmployeeSyncReply> {
    const type = await requireWorkflowMaxCompany(this.companies, principal.companyId);
    const ours = await this.employees.workflowMaxLinked(principal, type === ThirdPartyType.WorkflowMax ? 'workflowId' : 'externalId');
    try {
      return { success: true, ...checkWorkflowMaxStaff(ours, await this.workflowMax.staff(principal.companyId)) };
    } catch (error) {
      if (!(error instanceof WorkflowMaxError)) throw error;
      return { success: false, errorMessage: error.message, namesNotInWorkflowMax: [], duplicateNamesInTimekeep: [], duplicateEmployeesInTimekeep: [], duplicateNamesInWorkflowMax: [] };
    }
  }
}
