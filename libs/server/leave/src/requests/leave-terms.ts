import type { LeaveTerms } from '@timekeep/domain-leave';

/** The fields of document 2 §3 "Leave" as the request and the bulk leave forms parse them: the terms, with the type by its form name and the end date optional. */
export type LeaveFormFields = Omit<LeaveTerms, 'employeeId' | 'payTypeId' | 'toDate'> & { typeId: string; toDate?: string | null };

/**
 * A form's terms for one employee: only the chosen length's fields (a time range's times, or hours
 * a day when neither the schedule nor a time range gives them); without a To date, the From day.
 */
export function termsOfForm(form: LeaveFormFields, employeeId: string): LeaveTerms {
  return {
    employeeId,
    payTypeId: form.typeId,
    fromDate: form.fromDate,
    toDate: form.toDate ?? form.fromDate,
    fromLeaveTime: form.byWorkHours ? form.fromLeaveTime : null,
    toLeaveTime: form.byWorkHours ? form.toLeaveTime : null,
    fromDateType: form.byWorkHours ? form.fromDateType : null,
    toDateType: form.byWorkHours ? form.toDateType : null,
    byWorkHours: form.byWorkHours,
    scheduledDuration: form.scheduledDuration && !form.byWorkHours,
    skip: form.skip,
    skipUnscheduled: form.skipUnscheduled,
    duration: form.byWorkHours || form.scheduledDuration ? null : form.duration,
    description: form.description,
  };
}
