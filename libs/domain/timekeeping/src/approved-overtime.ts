import { computeTimesheet, Timesheet, TimesheetDay, TimesheetInput } from '@timekeep/domain-time-engine';

/**
 * The dates whose overtime a supervisor's approvals release (pay groups with supervisorMAOT,
 * docs/decisions/0028-time-approvals.md): overtime is a day's, so it counts as approved when the day
 * has overtime waiting and every pair of the day is approved. A day with no pairs has nothing a
 * supervisor approved, so its overtime (if any) keeps waiting.
 */
export function approvedOvertimeDates(days: readonly TimesheetDay[], approvedPairs: ReadonlySet<string>): Set<string> {
  const dates = new Set<string>();
  for (const day of days) {
    if (day.unapprovedOvertimeMinutes <= 0) continue;
    const ids = [...day.workShifts.flatMap((s) => s.punchPairs), ...day.unScheduledPairs].map((p) => p.inPunchId ?? p.outPunchId);
    if (ids.length && ids.every((id) => id && approvedPairs.has(id))) dates.add(day.day);
  }
  return dates;
}

/**
 * The engine with the supervisor's approvals. Approved pairs come in the input
 * (`approvals.unscheduledPairs`, from the punches); which pairs a day has is the engine's own
 * pairing, and pairing does not depend on approvals, so a second run with the approved overtime
 * dates is exact. It runs only when a day waits for an approval it now has.
 */
export function computeWithApprovals(input: TimesheetInput): { input: TimesheetInput; timesheet: Timesheet } {
  const timesheet = computeTimesheet(input);
  const approved = input.approvals?.unscheduledPairs;
  if (!input.payGroup.supervisorMAOT || !approved?.size) return { input, timesheet };
  const overtimeDates = approvedOvertimeDates(timesheet.days, approved);
  if (!overtimeDates.size) return { input, timesheet };
  const withOvertime = { ...input, approvals: { ...input.approvals, overtimeDates } };
  return { input: withOvertime, timesheet: computeTimesheet(withOvertime) };
}
