import { TimekeepingError, PunchFacts } from '@timekeep/domain-timekeeping';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { OrmTx } from '@timekeep/server-platform';
import type { TimesheetDayDto } from '@timekeep/contracts';

/** What a punch write answers: the punches it wrote, the days it changed (recomputed), the timesheet's version after. */
export interface PunchWriteResult {
  punchIds: string[];
  days: TimesheetDayDto[];
  version: number;
}

/** What a punch may be punched to: the company's workplace, position, job and the job's task. */
export async function checkRefs(tx: OrmTx, payRules: PayRuleLookup, companyId: string, facts: Partial<PunchFacts>): Promise<void> {
  if (facts.workPlaceId && !(await payRules.exists(tx, companyId, 'workplace', facts.workPlaceId))) throw new TimekeepingError('invalid', 'The chosen site does not exist.');
  const problem = await payRules.sectionsProblem(tx, companyId, [{ departmentId: facts.positionId ?? null, jobId: facts.jobId ?? null, taskId: facts.taskId ?? null, skills: [] } as never]);
  if (problem) throw new TimekeepingError('invalid', problem);
}
