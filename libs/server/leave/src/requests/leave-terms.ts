import type { LeaveTerms } from '@timekeep/domain-leave';

/** The fields of document 2 §3 "Leave" as the request and the bulk leave forms parse them. */
export interface LeaveFormFields {
  typeId: string;
  fromDate: string;
  toDate?: string | null;
  fromLeaveTime: string | null;
  toLeaveTime: string | null;
  fromDateType: 1 | null;
  toDateType: 1 | null;
  byWorkHours: boolean;
  scheduledDuration: boolean;
  skip: boolean;
  skipUnscheduled: boolean;
  duration: number | null;
  description: string | null;
}

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
