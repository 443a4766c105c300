import { Injectable } from '@nestjs/common';
import { isUuid, Level, PayGroupFields, ScheduleTemplateDto, WorkSectionDto } from '@timekeep/contracts';
import type { JobCodeFields } from '@timekeep/domain-pay-rules';
import { DepartmentEntity } from '@timekeep/server-organisation';
import { crossesMidnight } from '@timekeep/domain-scheduling';
import { toScheduleTemplate } from '@timekeep/domain-scheduling';
import { OrmTx } from '@timekeep/server-platform';
import { PayRuleLookup, ReferencedKind } from './pay-rule-lookup.port';
import { In } from 'typeorm';
import { fieldsOf, PayRuleEntity } from './pay-rule.entity';

@Injectable()
export class PayRuleLookupFromReadModel extends PayRuleLookup {
  async exists(tx: OrmTx, companyId: string, kind: ReferencedKind, id: string): Promise<boolean> {
    return isUuid(id) && tx.manager.existsBy(PayRuleEntity, { id, companyId, kind });
  }

  async allExist(tx: OrmTx, companyId: string, kind: ReferencedKind, ids: readonly string[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    if (!unique.length) return true;
    return unique.every(isUuid) && (await tx.manager.countBy(PayRuleEntity, { id: In(unique), companyId, kind })) === unique.length;
  }

  async scheduleTemplate(tx: OrmTx, companyId: string, id: string): Promise<ScheduleTemplateDto | null> {
    const row = isUuid(id) ? await tx.manager.findOneBy(PayRuleEntity, { id, companyId, kind: 'scheduleTemplate' }) : null;
    return row && toScheduleTemplate(row);
  }

  async sectionsProblem(tx: OrmTx, companyId: string, sections: readonly WorkSectionDto[]): Promise<string | null> {
    const unique = (ids: Array<string | null>) => [...new Set(ids.filter((id): id is string => !!id))];
    const positions = unique(sections.map((s) => s.departmentId));
    if (positions.length && (await tx.manager.countBy(DepartmentEntity, { id: In(positions), companyId, level: Level.Position })) !== positions.length) return 'The chosen position does not exist.';
    const jobIds = unique(sections.map((s) => s.jobId));
    const jobs = jobIds.length ? await tx.manager.findBy(PayRuleEntity, { id: In(jobIds), companyId, kind: 'job' }) : [];
    if (jobs.length !== jobIds.length) return 'A chosen job does not exist.';
    const tasksOf = new Map(jobs.map((j) => [j.id, fieldsOf<JobCodeFields>(j).taskIds]));
    if (sections.some((s) => s.taskId && !tasksOf.get(s.jobId as string)?.includes(s.taskId))) return "The chosen task is not one of the job's tasks.";
    if (!(await this.allExist(tx, companyId, 'skill', unique(sections.flatMap((s) => s.skills))))) return 'A chosen skill does not exist.';
    return null;
  }

  async paysOnFinishDay(tx: OrmTx, companyId: string, payGroupId: string): Promise<boolean> {
    const group = isUuid(payGroupId) ? await tx.manager.findOneBy(PayRuleEntity, { id: payGroupId, companyId, kind: 'payGroup' }) : null;
    return !!(group && fieldsOf<PayGroupFields>(group).payOnFinishDay);
  }

  async payOnFinishDayConflict(tx: OrmTx, companyId: string, payGroupId: string, scheduleId: string): Promise<boolean> {
    if (!(await this.paysOnFinishDay(tx, companyId, payGroupId))) return false;
    const template = await this.scheduleTemplate(tx, companyId, scheduleId);
    return !!template && crossesMidnight(template.scheduleRules);
  }
}
