import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SyncType, WorkflowMaxEmployeeSyncReply } from '@timekeep/contracts';
import { checkWorkflowMaxStaff } from '@timekeep/domain-integrations';
import { CompanyQueries } from '@timekeep/server-organisation';
import { CommandContext, Streams, SyncLog } from '@timekeep/server-platform';
import { WorkflowMaxClient, WorkflowMaxError } from './workflow-max.client';
import { requireWorkflowMaxCompany } from './workflow-max-company';
import { WorkflowMaxStaffLinks } from './workflow-max-staff-links';

export class SyncWorkflowMaxEmployeesCommand {
  constructor(readonly context: CommandContext) {}
}

const INTEGRATION = 'WorkflowMax';
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Sync Employees on the WorkflowMax transfer form (document 3 §2, §7; docs/decisions/0038-workflow-max.md):
 * WorkflowMax's staff against our active employees within reach (the spec's Employee sync result).
 * It changes nothing on either side and runs in the request (one call); the outcome is a Sync
 * Results row.
 */
@CommandHandler(SyncWorkflowMaxEmployeesCommand)
export class SyncWorkflowMaxEmployeesHandler implements ICommandHandler<SyncWorkflowMaxEmployeesCommand, WorkflowMaxEmployeeSyncReply> {
  constructor(
    private readonly companies: CompanyQueries,
    private readonly client: WorkflowMaxClient,
    private readonly links: WorkflowMaxStaffLinks,
    private readonly streams: Streams,
    private readonly syncLog: SyncLog,
  ) {}

  async execute({ context: { principal } }: SyncWorkflowMaxEmployeesCommand): Promise<WorkflowMaxEmployeeSyncReply> {
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
}
