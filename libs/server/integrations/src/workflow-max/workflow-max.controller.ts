import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Action, JobRunDto, Resource, SyncType, WorkflowMaxEmployeeSyncReply } from '@timekeep/contracts';
import { checkWorkflowMaxStaff } from '@timekeep/domain-people';
import { CompanyQueries, requireWorkflowMaxCompany, WORKFLOW_MAX_TYPES, WorkflowMaxClient, WorkflowMaxError } from '@timekeep/server-organisation';
import { CurrentPrincipal, Permission, Principal, Streams, SyncLog } from '@timekeep/server-platform';
import { TimesheetTransfers } from '../timesheet-transfer/timesheet-transfers';
import { WorkflowMaxStaffLinks } from './workflow-max-staff-links';

const INTEGRATION = 'WorkflowMax';
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The WorkflowMax transfer form's calls under /api/workflow-max (document 3 §2, §7;
 * docs/decisions/0038-workflow-max.md); Connect to WorkflowMax is the organisation's.
 */
@Controller('api/workflow-max')
export class WorkflowMaxTransferController {
  constructor(
    private readonly companies: CompanyQueries,
    private readonly client: WorkflowMaxClient,
    private readonly links: WorkflowMaxStaffLinks,
    private readonly streams: Streams,
    private readonly syncLog: SyncLog,
    private readonly transfers: TimesheetTransfers,
  ) {}

  /**
   * Sync Employees: WorkflowMax's staff against our active employees within reach (the spec's
   * Employee sync result). It changes nothing on either side and runs in the request (one call).
   */
  @Post('sync-employees')
  @HttpCode(200)
  @Permission(Resource.Employee, Action.Update)
  async syncEmployees(@CurrentPrincipal() principal: Principal): Promise<WorkflowMaxEmployeeSyncReply> {
    const type = await requireWorkflowMaxCompany(this.companies, principal.companyId);
    const logged = { companyId: principal.companyId, type: SyncType.EmployeesSync, integration: INTEGRATION, actorId: principal.id };
    let reply: WorkflowMaxEmployeeSyncReply;
    try {
      const staff = await this.client.staff(principal.companyId);
      const ours = await this.streams.transaction((tx) => this.links.active(tx, principal, type));
      reply = { success: true, ...checkWorkflowMaxStaff(ours, staff) };
    } catch (error) {
      if (!(error instanceof WorkflowMaxError)) throw error;
      await this.streams.transaction((tx) => this.syncLog.record(tx.manager, { ...logged, status: 'Error', message: `Failed to sync the employees: ${error.message}` }));
      return { success: false, errorMessage: error.message, namesNotInWorkflowMax: [], duplicateNamesInTimekeep: [], duplicateEmployeesInTimekeep: [], duplicateNamesInWorkflowMax: [] };
    }
    const issues = [
      reply.namesNotInWorkflowMax.length && `${plural(reply.namesNotInWorkflowMax.length, 'employee')} not in WorkflowMax (${reply.namesNotInWorkflowMax.join('; ')})`,
      reply.duplicateEmployeesInTimekeep.length && `${plural(reply.duplicateEmployeesInTimekeep.length, 'employee')} sharing a staff member (${reply.duplicateEmployeesInTimekeep.join('; ')})`,
      reply.duplicateNamesInTimekeep.length && `names held twice here (${reply.duplicateNamesInTimekeep.join('; ')})`,
      reply.duplicateNamesInWorkflowMax.length && `names held twice in WorkflowMax (${reply.duplicateNamesInWorkflowMax.join('; ')})`,
    ].filter(Boolean);
    await this.streams.transaction((tx) =>
      this.syncLog.record(tx.manager, {
        ...logged,
        status: issues.length ? 'Warning' : 'Success',
        message: issues.length ? `Employees checked against WorkflowMax: ${issues.join('; ')}.` : 'Employees checked against WorkflowMax: every active employee is a WorkflowMax staff member.',
        detail: reply,
      }),
    );
    return reply;
  }

  /**
   * The send (document 3 §7 "send with departmentIds, startDate, endDate"; the path is the one
   * under /api/workflow-max named for it, job-costing): a job whose result is the map per key.
   */
  @Post('job-costing')
  @HttpCode(200)
  @Permission(Resource.PayrollTransfer, Action.Create)
  async send(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<{ jobId: string }> {
    const run: JobRunDto = await this.transfers.start(principal, WORKFLOW_MAX_TYPES, body);
    return { jobId: run.id };
  }
}
