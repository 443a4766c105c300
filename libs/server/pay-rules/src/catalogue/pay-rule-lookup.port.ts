import type { ScheduleTemplateDto, WorkSectionDto } from '@timekeep/contracts';
import type { OrmTx } from '@timekeep/server-platform';

/** The catalogue kinds other contexts refer to. */
export type ReferencedKind = 'roundingRule' | 'holiday' | 'payGroup' | 'scheduleTemplate' | 'skill' | 'job' | 'task' | 'workplace';

/**
 * Whether a company has a pay rule of a kind, for contexts below pay rules (a department's
 * rounding rule) that must not depend on them. The pay rules context provides it.
 */
export abstract class PayRuleLookup {
  abstract exists(tx: OrmTx, companyId: string, kind: ReferencedKind, id: string): Promise<boolean>;
  /** Whether every id is a record of the kind in the company (true for none). */
  abstract allExist(tx: OrmTx, companyId: string, kind: ReferencedKind, ids: readonly string[]): Promise<boolean>;
  /** A schedule template with its day rules; null when the company has none with the id. */
  abstract scheduleTemplate(tx: OrmTx, companyId: string, id: string): Promise<ScheduleTemplateDto | null>;
  /** Whether the pay group pays overnight shifts on the day they finish. */
  abstract paysOnFinishDay(tx: OrmTx, companyId: string, payGroupId: string): Promise<boolean>;
  /** Whether the pay group pays on the finish day while the schedule template has a shift across midnight (document 1 §8 payOnFinishDayConflicts). */
  abstract payOnFinishDayConflict(tx: OrmTx, companyId: string, payGroupId: string, scheduleId: string): Promise<boolean>;
  /** What is wrong with the sections' position, job, task and skills (each the company's, the task one of the job's); null when nothing. */
  abstract sectionsProblem(tx: OrmTx, companyId: string, sections: readonly WorkSectionDto[]): Promise<string | null>;
}
