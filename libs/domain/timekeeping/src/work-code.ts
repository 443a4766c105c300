import { TIMESHEET_TEXTS, type WorkCodeDto } from '@timekeep/contracts';
import { TimekeepingError } from './timekeeping-error';

/** What a punch was punched to that makes its work code (ADR 0065): its position, job and task. */
export interface WorkCodeRefs {
  positionId: string | null;
  jobId: string | null;
  taskId: string | null;
}

/** One part of a work code as the company names it: a short code and a name. */
export interface NamedCode {
  code: string;
  name: string;
}

/**
 * A pair's work code (document 2 §3 inWorkCode) from its position, job and task, each known or not:
 * `desc` their codes joined by '/', `descDetail` their names joined by ' / ', in that order (a
 * position offers jobs, a job its tasks). A part without a name is named by its code and one
 * without a code by its name. Null when none is known.
 */
export function workCodeOf(parts: ReadonlyArray<NamedCode | null | undefined>): WorkCodeDto | null {
  const known = parts.filter((p): p is NamedCode => !!p && !!(p.code.trim() || p.name.trim()));
  if (!known.length) return null;
  return {
    desc: known.map((p) => p.code.trim() || p.name.trim()).join('/'),
    descDetail: known.map((p) => p.name.trim() || p.code.trim()).join(' / '),
  };
}

export const sameWorkCode = (a: WorkCodeRefs, b: WorkCodeRefs): boolean => a.positionId === b.positionId && a.jobId === b.jobId && a.taskId === b.taskId;

/**
 * Document 2 §5: a recorded punch's work code is changed only where the company allows editing
 * work codes (allowEditWorkCode); the right to edit the timesheet is the write's own check.
 * Recording a punch with a work code is not editing one.
 */
export function refuseWorkCodeEdit(before: WorkCodeRefs, after: WorkCodeRefs, rules: { workCodeEditable: boolean }): void {
  if (!rules.workCodeEditable && !sameWorkCode(before, after)) throw new TimekeepingError('forbidden', TIMESHEET_TEXTS.workCodeLocked);
}
