import type { ExceptionFlag, FeatureFlag } from '@timekeep/contracts';

/** How the Customer form names each company switch. */
export const FEATURE_LABELS: Record<FeatureFlag, string> = {
  useTimeClock: 'Time clock',
  mobileApp: 'Mobile app',
  isSkillEnabled: 'Skills',
  isJobCodeEnabled: 'Job codes',
  isTaskCodeEnabled: 'Task codes',
  isPositionCodeEnabled: 'Position codes',
  isSiteCodeEnabled: 'Site codes',
  multiShiftView: 'Multi-shift view',
  allowAutoPunch: 'Auto punch',
  isShiftBudgetEnabled: 'Shift budget',
  allowLeaveTime: 'Leave time',
  isTimeApprovalEnabled: 'Time approval',
  allowManualPunch: 'Manual punch',
  allowEditBreakTime: 'Edit break time',
  allowEditWorkCode: 'Edit work code',
  hideApproveOT: 'Hide overtime approval',
  isTimesheetNewUiEnabled: 'New timesheet screen',
  specialCustomer: 'Special customer (no leave list)',
};

export const EXCEPTION_LABELS: Record<ExceptionFlag, string> = {
  lateArrival: 'Late Arrival',
  earlyDeparture: 'Early Departure',
  absent: 'Absent',
  missingPunch: 'Missing Punch',
  longBreak: 'Long Break',
  unscheduledWork: 'Unscheduled Work',
  unscheduledBreak: 'Unscheduled Break',
  earlyArrival: 'Early Arrival',
  lateDeparture: 'Late Departure',
};
