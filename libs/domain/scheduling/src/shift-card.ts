import { TIMESHEET_TEXTS, WorkSectionDto } from '@timekeep/contracts';
import { PayRuleError } from '@timekeep/domain-pay-rules';
import { checkBreakRule, refuseMissingTask, sectionMinutes, SectionRules } from './schedule-template';

/**
 * A shift as the timesheet's New/Modify Shift modal sends it (document 2 §3 "Work shift
 * (timesheet)"); `saveAsShift` keeps it in the roster's shift library too (ADR 0065).
 */
export type ShiftCardForm = Omit<WorkSectionDto, 'id' | 'isOverridePayGroup' | 'skills'> & { id?: string | null; reason?: string | null; saveAsShift?: boolean };

const HHMM = /^\d{2}:\d{2}$/;

/**
 * Document 2 §5 "Shift (timesheet)": a shift saved from the timesheet is a section of the
 * employee's own schedule day, checked here with the modal's own sentences before the day is saved
 * (where the schedule's checks and clash codes apply as well).
 */
export function checkShiftCard(shift: ShiftCardForm, rules: SectionRules): void {
  if (!HHMM.test(shift.startTime) || !HHMM.test(shift.endTime)) throw new PayRuleError('invalid', 'Sch In and Sch Out are required.');
  const { start, end } = sectionMinutes(shift);
  if (end <= start) throw new PayRuleError('invalid', TIMESHEET_TEXTS.schOutLater);
  checkBreakRule(shift);
  refuseMissingTask(shift, rules);
  // A Shift of the library is a position's (document 2 §5 "Roster shift create").
  if (shift.saveAsShift && !shift.departmentId) throw new PayRuleError('invalid', TIMESHEET_TEXTS.shiftToLibraryPosition);
}
