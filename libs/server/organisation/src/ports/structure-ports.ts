import type { JobTaskNode } from '@timekeep/contracts';
import type { OrmTx } from '@timekeep/server-platform';

/**
 * What the structure asks of the contexts above it, declared here so that it depends on none of
 * them: the people context answers which departments hold employees (a node with people cannot be
 * removed or switched off), the pay-rules catalogue whether a record a department names exists and
 * what a position's jobs and their tasks are.
 */
export abstract class DepartmentOccupancy {
  /** Departments with at least one employee who is not Terminated. */
  abstract occupiedDepartments(tx: OrmTx, companyId: string): Promise<Set<string>>;
}

/** The catalogue kinds a department names. */
export type DepartmentReferenceKind = 'roundingRule' | 'holiday' | 'scheduleTemplate' | 'job' | 'workplace';

export abstract class CatalogueReferences {
  abstract exists(tx: OrmTx, companyId: string, kind: DepartmentReferenceKind, id: string): Promise<boolean>;
  /** Whether every id is a record of the kind in the company (true for none). */
  abstract allExist(tx: OrmTx, companyId: string, kind: DepartmentReferenceKind, ids: readonly string[]): Promise<boolean>;
}

/** A position's active jobs, each with its active tasks, in picker order (GET /api/departments/job-task-tree). */
export abstract class PositionJobs {
  abstract taskTree(companyId: string, jobIds: readonly string[]): Promise<JobTaskNode[]>;
}
