import { computeTimesheet, Timesheet, TimesheetInput } from '@timekeep/domain-time-engine';

/**
 * The engine with the supervisor's approvals (docs/decisions/0028-time-approvals.md). Approved
 * pairs come in the input (`approvals.unscheduledPairs`, from the punches); a day's overtime under
 * supervisorMAOT counts as approved when every pair of the day is approved. Which pairs a day has
 * is the engine's own pairing, and pairing does not depend on approvals, so a second run with
 * those dates is exact; it runs only when a day waits for an approval it now has.
 */
export function computeWithApprovals(input: TimesheetInput): { input: TimesheetInput; timesheet: Timesheet } {
  const timesheet = computeTimesheet(input);
  const approved = input.approvals?.unscheduledPairs;
  if (!input.payGroup.supervisorMAOT || !approved?.size) return { input, timesheet };
  const overtimeDates = new Set<string>();
  for (const day of timesheet.days) {
    const pairs = [...day.workShifts.flatMap((s) => s.punchPairs), ...day.unScheduledPairs];
    const ids = pairs.map((p) => p.inPunchId ?? p.outPunchId);
    if (day.unapprovedOvertimeMinutes > 0 && ids.length && ids.every((id) => id && approved.has(id))) overtimeDates.add(day.day);
  }
  if (!overtimeDates.size) return { input, timesheet };
  const withOvertime = { ...input, approvals: { ...input.approvals, overtimeDates } };
  return { input: withOvertime, timesheet: computeTimesheet(withOvertime) };
}
