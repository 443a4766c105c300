import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { type JobSyncReply, SyncType, ThirdPartyType } from '@timekeep/contracts';
import { planMyobSync } from '@timekeep/domain-integrations';
import { countsOf, PayRuleError, WorkCodeSyncError } from '@timekeep/domain-pay-rules';
import { CompanyQueries } from '@timekeep/server-organisation';
import { storedWorkCodes, writeWorkCodePlan } from '@timekeep/server-pay-rules';
import { CommandContext, Streams, SyncLog } from '@timekeep/server-platform';
import { MyobAdvancedClient, MyobError } from './myob-advanced.client';

export class SyncMyobJobsCommand {
  constructor(readonly context: CommandContext) {}
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Sync Jobs for companies on MYOB Advanced (document 2 §2, §7; our path): MYOB's projects and
 * their tasks become our jobs and tasks (docs/decisions/0036-jobs-import-and-sync.md), in one
 * transaction with the Sync Results row. It runs in the request: two reads of a few pages and the
 * changed records only. MYOB out of reach, refusing or answering nonsense writes nothing but a
 * Sync Results row, and the answer's errorMessage names the cause.
 */
@CommandHandler(SyncMyobJobsCommand)
export class SyncMyobJobsHandler implements ICommandHandler<SyncMyobJobsCommand, JobSyncReply> {
  constructor(
    private readonly streams: Streams,
    private readonly companies: CompanyQueries,
    private readonly myob: MyobAdvancedClient,
    private readonly syncLog: SyncLog,
  ) {}

  async execute({ context }: SyncMyobJobsCommand): Promise<JobSyncReply> {
    const companyId = context.principal.companyId;
    if ((await this.companies.settings(companyId)).thirdPartyType?.id !== ThirdPartyType.MyobAdvanced) throw new PayRuleError('invalid', 'Sync Jobs is for companies on MYOB Advanced.');
    const syncContext: CommandContext = { ...context, source: 'import' };
    const logged = { companyId, integration: 'MYOB Advanced', actorId: context.principal.id };
    try {
      const projects = await this.myob.projects(companyId);
      return await this.streams.transaction(async (tx) => {
        const plan = planMyobSync(projects, await storedWorkCodes(tx, companyId, ThirdPartyType.MyobAdvanced), randomUUID);
        await writeWorkCodePlan(this.streams, tx, syncContext, plan);
        const jobs = countsOf(plan.jobs);
        const tasks = countsOf(plan.tasks);
        await this.syncLog.record(tx.manager, {
          ...logged,
          type: SyncType.JobsSync,
          status: 'Success',
          message: `Synced ${plural(projects.length, 'project')} from MYOB Advanced: ${describe('job', jobs)}; ${describe('task', tasks)}.`,
          detail: { jobs, tasks },
        });
        return { success: true, errorMessage: null, jobs, tasks };
      });
    } catch (error) {
      if (!(error instanceof MyobError) && !(error instanceof WorkCodeSyncError)) throw error;
      await this.streams.transaction((tx) => this.syncLog.record(tx.manager, { ...logged, type: SyncType.JobsSync, status: 'Error', message: `Failed to sync the jobs: ${error.message}` }));
      return { success: false, errorMessage: error.message };
    }
  }
}

function describe(what: string, counts: ReturnType<typeof countsOf>): string {
  return `${plural(counts.created, what)} created, ${counts.updated} updated, ${counts.closed} closed, ${counts.unchanged} unchanged`;
}
