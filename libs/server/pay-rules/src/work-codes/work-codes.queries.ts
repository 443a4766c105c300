import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { JobDto, JobTaskNode, PayRuleKind, TaskDto } from '@timekeep/contracts';
import { JobCodeFields, TaskCodeFields } from '@timekeep/domain-pay-rules';
import { DepartmentEntity, ManagementScope } from '@timekeep/server-organisation';
import { Principal } from '@timekeep/server-platform';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';

export function toJobCode(row: PayRuleEntity): JobDto {
  const { taskIds, externalType, externalId, ...fields } = fieldsOf<JobCodeFields>(row);
  return { id: row.id, name: row.name, active: row.active, ...fields, taskID: taskIds, externalJobType: externalType, externalJobId: externalId, version: row.version };
}

export function toTaskCode(row: PayRuleEntity): TaskDto {
  const { externalType, externalId, ...fields } = fieldsOf<TaskCodeFields>(row);
  return { id: row.id, name: row.name, active: row.active, ...fields, externalTaskType: externalType, externalTaskId: externalId, version: row.version };
}

/** Code, then name, then id, as the catalogue's pickers order (PayRulesQueries.all). */
const lower = (v: string) => v.toLowerCase();
const byCode = <T extends { code: string; name: string; id: string }>(a: T, b: T) => lower(a.code).localeCompare(lower(b.code)) || lower(a.name).localeCompare(lower(b.name)) || a.id.localeCompare(b.id);

/**
 * The active jobs and tasks as pickers and devices read them (document 2 §7): the job and task
 * tree, the jobs with their external system's type and id (what an integration or a device
 * matches a job by), a position's jobs, a job's tasks. Closed jobs and tasks are never offered.
 */
@Injectable()
export class WorkCodesQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly scope: ManagementScope,
  ) {}

  private active(companyId: string, kind: PayRuleKind, ids?: readonly string[]): Promise<PayRuleEntity[]> {
    return this.dataSource.getRepository(PayRuleEntity).findBy({ companyId, kind, active: true, ...(ids ? { id: In([...ids]) } : {}) });
  }

  /** GET /api/jobs/active-task-tree, and a position's jobs in GET /api/departments/job-task-tree: each active job (of `jobIds`, when given) with its active tasks. */
  async taskTree(companyId: string, jobIds?: readonly string[]): Promise<JobTaskNode[]> {
    if (jobIds && !jobIds.length) return [];
    const jobs = await this.active(companyId, PayRuleKind.Job, jobIds);
    const taskIds = [...new Set(jobs.flatMap((j) => fieldsOf<JobCodeFields>(j).taskIds))];
    const tasks = new Map((taskIds.length ? await this.active(companyId, PayRuleKind.Task, taskIds) : []).map((r) => [r.id, { id: r.id, code: fieldsOf<TaskCodeFields>(r).code, name: r.name }]));
    return jobs
      .map((r) => {
        const job = fieldsOf<JobCodeFields>(r);
        return { id: r.id, code: job.code, name: r.name, tasks: job.taskIds.flatMap((id) => tasks.get(id) ?? []) };
      })
      .sort(byCode);
  }

  /** GET /api/jobs/active-with-external-info: every active job, with its external type and id. */
  async activeJobs(companyId: string): Promise<JobDto[]> {
    return (await this.active(companyId, PayRuleKind.Job)).map(toJobCode).sort(byCode);
  }

  /**
   * GET /api/jobs/list-with-external-info/{id}: the active jobs a structure node offers, those given
   * to the positions at or below it (jobs belong to positions, document 1 §3). A node out of reach
   * reads as absent.
   */
  async jobsOfNode(principal: Principal, nodeId: string): Promise<JobDto[]> {
    if (!(await this.scope.canSee(principal, nodeId))) throw new NotFoundException({ message: 'This department does not exist.' });
    const nodes = await this.dataSource
      .getRepository(DepartmentEntity)
      .createQueryBuilder('d')
      .where('d.company_id = :companyId AND (d.id = :nodeId OR :nodeId = ANY(d.path))', { companyId: principal.companyId, nodeId })
      .getMany();
    const ids = [...new Set(nodes.flatMap((d) => d.jobIds))];
    return ids.length ? (await this.active(principal.companyId, PayRuleKind.Job, ids)).map(toJobCode).sort(byCode) : [];
  }

  /** GET /api/tasks/list-with-external-info/{id}: the job's active tasks, with their external type and id. */
  async tasksOfJob(companyId: string, jobId: string): Promise<TaskDto[]> {
    const [job] = await this.dataSource.getRepository(PayRuleEntity).findBy({ companyId, kind: PayRuleKind.Job, id: jobId });
    if (!job) throw new NotFoundException({ message: 'This job does not exist.' });
    const taskIds = fieldsOf<JobCodeFields>(job).taskIds;
    return taskIds.length ? (await this.active(companyId, PayRuleKind.Task, taskIds)).map(toTaskCode).sort(byCode) : [];
  }
}
