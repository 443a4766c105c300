import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { type JobSyncReply, SyncType } from '@timekeep/contracts';
import { planWorkflowMaxSync } from '@timekeep/domain-integrations';
import { countsOf, WorkCodeSyncError } from '@timekeep/domain-pay-rules';
import { CompanyQueries } from '@timekeep/server-organisation';
import { storedWorkCodes, writeWorkCodePlan } from '@timekeep/server-pay-rules';
import { CommandContext, Streams, SyncLog } from '@timekeep/server-platform';
import { WorkflowMaxClient, WorkflowMaxError } from './workflow-max.client';
import { requireWorkflowMaxCompany } from './workflow-max-company';

export class SyncWorkflowMaxJobsCommand {
  constructor(readonly context: CommandContext) {}
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const describe = (what: string, counts: ReturnType<typeof countsOf>) => `${plural(counts.created, what)} created, ${counts.updated} updated, ${counts.closed} closed, ${counts.unchanged} unchanged`;

/**
 * Sync Jobs on the WorkflowMax transfer form (document 3 §2, §7 `sync-jobs`;
 * docs/decisions/0038-workflow-max.md): WorkflowMax's current jobs and their tasks become our jobs
 * and tasks through the jobs' own plan and writer (docs/decisions/0036-jobs-import-and-sync.md), in
 * one transaction with the Sync Results row. One read, then only the changed records: it runs in
 * the request. WorkflowMax out of reach or answering nonsense writes nothing but an Error row.
 */
@CommandHandler(SyncWorkflowMaxJobsCommand)
export class SyncWorkflowMaxJobsHandler implements ICommandHandler<SyncWorkflowMaxJobsCommand, JobSyncReply> {
  constructor(
    private readonly streams: Streams,
    private readonly companies: CompanyQueries,
    private readonly workflowMax: WorkflowMaxClient,
    private readonly syncLog: SyncLog,
  ) {}

  async execute({ context }: SyncWorkflowMaxJobsCommand): Promise<JobSyncReply> {
    const companyId = context.principal.companyId;
    const type = await requireWorkflowMaxCompany(this.companies, companyId);
    const syncContext: CommandContext = { ...context, source: 'import' };
    const logged = { companyId, type: SyncType.JobsSync, integration: 'WorkflowMax', actorId: context.principal.id };
    try {
      const jobs = await this.workflowMax.currentJobs(companyId);
      return await this.streams.transaction(async (tx) => {
        const plan = planWorkflowMaxSync(jobs, await storedWorkCodes(tx, companyId, type), randomUUID);
        await writeWorkCodePlan(this.streams, tx, syncContext, plan);
        const counts = { jobs: countsOf(plan.jobs), tasks: countsOf(plan.tasks) };
        await this.syncLog.record(tx.manager, { ...logged, status: 'Success', message: `Synced ${plural(jobs.length, 'current job')} from WorkflowMax: ${describe('job', counts.jobs)}; ${describe('task', counts.tasks)}.`, detail: counts });
        return { success: true, errorMessage: null, ...counts };
      });
    } catch (error) {
      if (!(error instanceof WorkflowMaxError) && !(error instanceof WorkCodeSyncError)) throw error;
      await this.streams.transaction((tx) => this.syncLog.record(tx.manager, { ...logged, status: 'Error', message: `Failed to sync the jobs: ${error.message}` }));
      return { success: false, errorMessage: error.message };
    }
  }
}
