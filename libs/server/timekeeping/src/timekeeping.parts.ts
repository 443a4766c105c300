import { ReviewExceptionsHandler } from './exceptions/review-exceptions.handler';
import { RevertExceptionsHandler } from './exceptions/revert-exceptions.handler';
import { ExceptionReviewsProjection } from './exceptions/exception-reviews.projection';
import { TimeCardExceptionEntity } from './core/time-card-exception.entity';
import { ExceptionReviewEntity } from './exceptions/exception-review.entity';
import { TimeCardExceptions1763900200000 } from './migrations/1763900200000-time-card-exceptions';
import { Timesheets1763801600000 } from './migrations/1763801600000-timesheets';
import { PayCardFiles1763801700000 } from './migrations/1763801700000-pay-card-files';
import { TimeApprovals1763900100000 } from './migrations/1763900100000-time-approvals';
import { ApproveTimeHandler } from './approvals/approve-time.handler';
import { TimeApprovalsProjection } from './approvals/time-approvals.projection';
import { TimePairEntity } from './core/time-pair.entity';
import { TimeApprovalEntity } from './approvals/time-approval.entity';
import { PayCardFileEntity } from './core/pay-card-file.entity';
import { PayCardLineEntity } from './core/pay-card-line.entity';
import { DeletePayCardDetailsHandler } from './pay-card/delete-pay-card-details.handler';
import { SavePayCardHandler } from './pay-card/save-pay-card.handler';
import { PayPeriodEntity } from './pay-periods/pay-period.entity';
import { PayPeriodClosing1763900000000 } from './migrations/1763900000000-pay-period-closing';
import { PayPeriodsProjection } from './payroll/pay-periods.projection';
import { DeletePunchHandler } from './punches/delete-punch.handler';
import { RecordClockPunchesHandler } from './punches/record-clock-punches.handler';
import { SavePunchesHandler } from './punches/save-punches.handler';
import { SavePunchPairHandler } from './punches/save-punch-pair.handler';
import { PunchEntity } from './core/punch.entity';
import { PunchesProjection } from './punches/punches.projection';
import { DeleteShiftHandler } from './shifts/delete-shift.handler';
import { SaveShiftCardHandler } from './shifts/save-shift-card.handler';
import { GroupTimePunchHandler } from './bulk-tools/group-time-punch.handler';
import { RecalculatePayPeriodHandler } from './recalculation/recalculate-pay-period.handler';
import { RecalculateRangeHandler } from './recalculation/recalculate-range.handler';
import { UploadTimeLogsHandler } from './time-import/upload-time-logs.handler';
import { ClosePayPeriodsHandler } from './payroll/close-pay-periods.handler';
import { ReopenPayPeriodsHandler } from './payroll/reopen-pay-periods.handler';
import { RecalculatePayPeriodsHandler } from './payroll/recalculate-pay-periods.handler';
import { ClockPunchHandler } from './clock/clock-punch.handler';
import { AnnounceArrivalHandler } from './clock/announce-arrival.handler';
import { TimesheetStalenessProjection } from './core/staleness.projection';
import { TimesheetDayEntity } from './core/timesheet-day.entity';
import { TimeImport1764200350000 } from './migrations/1764200350000-time-import';
import { ExceptionReviewSchedule1764300640000 } from './migrations/1764300640000-exception-review-schedule';

export const TIMEKEEPING_ENTITIES = [PunchEntity, TimesheetDayEntity, PayPeriodEntity, PayCardLineEntity, PayCardFileEntity, TimeCardExceptionEntity, ExceptionReviewEntity, TimePairEntity, TimeApprovalEntity];
export const TIMEKEEPING_MIGRATIONS = [Timesheets1763801600000, PayCardFiles1763801700000, PayPeriodClosing1763900000000, TimeApprovals1763900100000, TimeCardExceptions1763900200000, TimeImport1764200350000, ExceptionReviewSchedule1764300640000];
/**
 * The punches' read model first, then the approvals on them, then the stale marks (and the
 * closed-period guard), then the periods' flags and the exception reviews: all in the transaction
 * of the change.
 */
export const TIMEKEEPING_INLINE_PROJECTIONS = [new PunchesProjection(), new TimeApprovalsProjection(), new TimesheetStalenessProjection(), new PayPeriodsProjection(), new ExceptionReviewsProjection()];
export const TIMEKEEPING_COMMAND_HANDLERS = [
  SavePunchesHandler,
  RecordClockPunchesHandler,
  DeletePunchHandler,
  SavePunchPairHandler,
  SaveShiftCardHandler,
  DeleteShiftHandler,
  SavePayCardHandler,
  DeletePayCardDetailsHandler,
  ReviewExceptionsHandler,
  RevertExceptionsHandler,
  ApproveTimeHandler,
  GroupTimePunchHandler,
  RecalculatePayPeriodHandler,
  RecalculateRangeHandler,
  UploadTimeLogsHandler,
  ClosePayPeriodsHandler,
  ReopenPayPeriodsHandler,
  RecalculatePayPeriodsHandler,
  ClockPunchHandler,
  AnnounceArrivalHandler,
];
