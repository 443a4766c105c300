import { MyobJobType, ThirdPartyType } from '@timekeep/contracts';
import type { ApprovedHour } from '../approved-hours/approved-hours';

/** What a MYOB Advanced send will do with the range's approved pairs (pure: no MYOB, no database). */
export interface MyobSendPlan {
  /** Pairs to send, by the job type of their job. */
  byType: Record<MyobJobType, ApprovedHour[]>;
  employeesNotInMyob: string[];
  jobsNotInMyob: string[];
  tasksNotInMyob: string[];
  /** Approved pairs on no job: job costing has nowhere to put them. */
  withoutJob: number;
}

const JOB_TYPES = new Set<string>(Object.values(MyobJobType));
/**
 * The MYOB job type of a pair's job: Sync Jobs stamps the projects it brings with the integration
 * (05, docs/decisions/0036-jobs-import-and-sync.md); production orders and appointments carry
 * their job type itself.
 */
const jobTypeOf = (h: ApprovedHour) => (h.jobExternalType === ThirdPartyType.MyobAdvanced ? MyobJobType.Project : (h.jobExternalType ?? ''));
/** MYOB compares IDs without case (ADR 0020), and so do we. */
export const myobKey = (id: string) => id.trim().toUpperCase();
export const employeeLabel = (h: ApprovedHour) => `${h.employeeName} (${h.externalId ?? 'no Employee ID'})`;
export const jobLabel = (h: ApprovedHour) => [h.jobCode, h.jobName].filter(Boolean).join(' ');
export const taskLabel = (h: ApprovedHour) => (h.taskId ? [h.taskCode, h.taskName].filter(Boolean).join(' ') : `No task (on ${jobLabel(h)})`);

/**
 * Which approved pairs go where (docs/decisions/0039-timesheet-transfers.md). A pair goes by its
 * job's external type when that type was chosen: projects and production orders need the task
 * too (the project task, the operation); an appointment takes the staff member's time as is.
 * The pair of an employee MYOB does not have, on a job or task not from MYOB, is not sent and is
 * named, once, in the list the user reads. `myobEmployees` maps each MYOB Employee ID, as
 * compared (myobKey), to its spelling in MYOB.
 */
export function planMyobSend(hours: readonly ApprovedHour[], jobTypes: readonly MyobJobType[], myobEmployees: ReadonlyMap<string, string>): MyobSendPlan {
  const plan: MyobSendPlan = { byType: { Project: [], ProductionOrder: [], Appointment: [] }, employeesNotInMyob: [], jobsNotInMyob: [], tasksNotInMyob: [], withoutJob: 0 };
  const note = (list: string[], label: string) => list.includes(label) || list.push(label);
  const chosen = new Set<string>(jobTypes);
  for (const hour of hours) {
    if (!hour.jobId) {
      plan.withoutJob++;
      continue;
    }
    const type = jobTypeOf(hour);
    if (JOB_TYPES.has(type) && !chosen.has(type)) continue;
    if (!JOB_TYPES.has(type) || !hour.jobExternalId) {
      note(plan.jobsNotInMyob, jobLabel(hour));
      continue;
    }
    const myobId = hour.externalId && myobEmployees.get(myobKey(hour.externalId));
    if (!myobId) {
      note(plan.employeesNotInMyob, employeeLabel(hour));
      continue;
    }
    if (type !== MyobJobType.Appointment && !hour.taskExternalId) {
      note(plan.tasksNotInMyob, taskLabel(hour));
      continue;
    }
    // Sent as MYOB spells the Employee ID.
    plan.byType[type as MyobJobType].push({ ...hour, externalId: myobId });
  }
  return plan;
}

/** Hours as MYOB's durations take them: hh:mm, rounded to the minute. */
export function hhmm(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A date or wall time as MYOB's DateTime fields take them (the instance's own zone). */
export const myobDate = (date: string) => `${date}T00:00:00`;
export const myobTime = (wall: string | null, date: string) => (wall ? `${wall.slice(0, 16)}:00` : myobDate(date));
