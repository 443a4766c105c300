import { ReviewExceptionsHandler, RevertExceptionsHandler } from './exceptions/exception-reviews.commands';
import { ExceptionReviewsProjection } from './exceptions/exception-reviews.projection';
import { TimeCardExceptionEntity } from './core/time-card-exception.entity';
import { ExceptionReviewEntity } from './exceptions/exception-review.entity';
import { TimeCardExceptions1763900200000 } from './migrations/1763900200000-time-card-exceptions';
import { Timesheets1763801600000 } from './migrations/1763801600000-timesheets';
import { PayCardFiles1763801700000 } from './migrations/1763801700000-pay-card-files';
import { TimeApprovals1763900100000 } from './migrations/1763900100000-time-approvals';
import { ApproveTimeHandler } from './approvals/approve-time.command';
import { TimeApprovalsProjection } from './approvals/time-approvals.projection';
import { TimePairEntity } from './core/time-pair.entity';
import { TimeApprovalEntity } from './approvals/time-approval.entity';
import { PayCardFileEntity } from './core/pay-card-file.entity';
import { PayCardLineEntity } from './core/pay-card-line.entity';
import { DeletePayCardDetailsHandler, SavePayCardHandler } from './pay-card/pay-card';
import { PayPeriodEntity } from './pay-periods/pay-period.entity';
import { PayPeriodClosing1763900000000 } from './migrations/1763900000000-pay-period-closing';
import { PayPeriodsProjection } from './payroll/pay-periods.projection';
import { DeletePunchHandler, RecordClockPunchesHandler, SavePunchesHandler, SavePunchPairHandler } from './punches/punch.commands';
import { PunchEntity } from './core/punch.entity';
import { PunchesProjection } from './punches/punches.projection';
import { DeleteShiftHandler, SaveShiftCardHandler } from './shifts/shift-card.commands';
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
];
