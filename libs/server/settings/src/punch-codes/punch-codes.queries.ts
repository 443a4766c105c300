import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { PayRuleKind, PunchCodeOption } from '@timekeep/contracts';
import type { JobCodeFields, PayTypeFields, TaskCodeFields } from '@timekeep/domain-pay-rules';
import { DepartmentEntity, ManagementScope } from '@timekeep/server-organisation';
import { fieldsOf, PayRuleEntity } from '@timekeep/server-pay-rules';
import type { Principal } from '@timekeep/server-platform';

const byCode = (a: PunchCodeOption, b: PunchCodeOption) => a.code.localeCompare(b.code, undefined, { numeric: true }) || a.name.localeCompare(b.name);
const option = (row: PayRuleEntity): PunchCodeOption => ({ id: row.id, code: fieldsOf<TaskCodeFields>(row).code ?? '', name: row.name });

/** The punch-code form's lookups (document 3 §7), from the company's structure, jobs, tasks and pay types. */
@Injectable()
export class PunchCodesQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly scope: ManagementScope,
  ) {}

  /** A department of the company within the principal's reach; anything else is not found. */
  async department(principal: Principal, id: string): Promise<DepartmentEntity> {
    const row = await this.dataSource.getRepository(DepartmentEntity).findOneBy({ id, companyId: principal.companyId });
    if (!row || !(await this.scope.canSee(principal, id))) throw new NotFoundException({ message: 'Warning: The department does not exist.' });
    return row;
  }

  private activeOfKind(companyId: string, kind: PayRuleKind, ids?: string[]): Promise<PayRuleEntity[]> {
    return this.dataSource.getRepository(PayRuleEntity).findBy({ companyId, kind, active: true, ...(ids ? { id: In(ids) } : {}) });
  }

  /**
   * The jobs a department offers: those given to its positions (document 1: jobs belong to
   * positions), the department itself when it is one. Without a department, every active job
   * ('All Jobs').
   */
  async jobs(principal: Principal, departmentId: string | undefined): Promise<PunchCodeOption[]> {
    let ids: string[] | undefined;
    if (departmentId) {
      await this.department(principal, departmentId);
      const rows = await this.dataSource
        .getRepository(DepartmentEntity)
        .createQueryBuilder('d')
        .where('d.company_id = :companyId AND (d.id = :departmentId OR :departmentId = ANY(d.path))', { companyId: principal.companyId, departmentId })
        .getMany();
      ids = [...new Set(rows.flatMap((d) => d.jobIds))];
      if (!ids.length) return [];
    }
    return (await this.activeOfKind(principal.companyId, PayRuleKind.Job, ids)).map(option).sort(byCode);
  }

  /** An active job of the company, or not found. */
  async job(companyId: string, id: string): Promise<PayRuleEntity> {
    const [row] = await this.activeOfKind(companyId, PayRuleKind.Job, [id]);
    if (!row) throw new NotFoundException({ message: 'This job does not exist.' });
    return row;
  }

  /** The job's active tasks. */
  async tasks(companyId: string, jobId: string): Promise<PunchCodeOption[]> {
    const job = await this.job(companyId, jobId);
    const taskIds = fieldsOf<JobCodeFields>(job).taskIds;
    return taskIds.length ? (await this.activeOfKind(companyId, PayRuleKind.Task, taskIds)).map(option).sort(byCode) : [];
  }

  /** Pay types that are not leave: the specific customer's Category choices. */
  async categories(companyId: string): Promise<PunchCodeOption[]> {
    const rows = await this.activeOfKind(companyId, PayRuleKind.PayType);
    return rows.filter((r) => !fieldsOf<PayTypeFields>(r).leaveStatus).map(option).sort(byCode);
  }

  async category(companyId: string, id: string): Promise<PunchCodeOption | null> {
    return (await this.categories(companyId)).find((c) => c.id === id) ?? null;
  }
}
