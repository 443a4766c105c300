import { AvailabilityController } from './availability/availability.controller';
import { AvailabilityQueries } from './availability/availability.queries';
import { SaveMyAvailabilityHandler } from './availability/save-availability.handler';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { PlatformApiModule } from '@timekeep/server-platform';
import { BulkScheduleCheck } from './bulk-schedule/bulk-schedule-check';
import { BulkScheduleController } from './bulk-schedule/bulk-schedule.controller';
import { EmployeeDays } from './employee-schedules/employee-days';
import { EmployeeScheduleController } from './employee-schedules/employee-schedule.controller';
import { EmployeeScheduleQueries } from './employee-schedules/employee-schedule.queries';
import { RosterCells } from './roster/roster-cells';
import { RosterController } from './roster/roster.controller';
import { RosterEmailController } from './roster/roster-email.controller';
import { WeeklyScheduleReport } from './reports/weekly-schedule.report';
import { RosterQueries } from './roster/roster.queries';
import { ShiftLibrary } from './roster/shift-library';
import { ScheduleImportController } from './schedule-import/schedule-import.controller';
import { ScheduleGuard } from './templates/schedule-guard';
import { ScheduleTemplatesController } from './templates/schedule-templates.controller';
import { GenerateBulkScheduleHandler } from './bulk-schedule/generate-bulk-schedule.handler';
import { SaveEmployeeScheduleHandler } from './employee-schedules/save-employee-schedule.handler';
import { AddOffDayHandler } from './roster/add-off-day.handler';
import { AddShiftToEmployeesHandler } from './roster/add-shift-to-employees.handler';
import { ChangeRosterShiftHandler } from './roster/change-roster-shift.handler';
import { CopyRosterHandler } from './roster/copy-roster.handler';
import { CreateRosterShiftHandler } from './roster/create-roster-shift.handler';
import { DeleteRosterShiftHandler } from './roster/delete-roster-shift.handler';
import { DropOnRosterHandler } from './roster/drop-on-roster.handler';
import { RemoveOffDayHandler } from './roster/remove-off-day.handler';
import { RemoveRosterSectionHandler } from './roster/remove-roster-section.handler';
import { SendRosterEmailsHandler } from './roster/send-roster-emails.handler';
import { ImportScheduleHandler } from './schedule-import/import-schedule.handler';
import { SaveScheduleTemplateHandler } from './templates/save-schedule-template.handler';
import { PublishRosterHandler } from './roster-publishing/publish-roster.handler';
import { RosterPublishingController } from './roster-publishing/roster-publishing.controller';
import { RosterSettingsLookup } from './roster-publishing/roster-settings';
import { ShiftChecks } from './roster/shift-checks';
import { ClaimOpenShiftHandler } from './open-shifts/claim-open-shift.handler';
import { DecideOpenShiftHandler } from './open-shifts/decide-open-shift.handler';
import { OpenShifts } from './open-shifts/open-shifts';
import { OpenShiftsController } from './open-shifts/open-shifts.controller';
import { OpenShiftQueries } from './open-shifts/open-shifts.queries';
import { PublishOpenShiftHandler } from './open-shifts/publish-open-shift.handler';
import { AnswerShiftTradeHandler } from './shift-trades/answer-shift-trade.handler';
import { DecideShiftTradeHandler } from './shift-trades/decide-shift-trade.handler';
import { ProposeShiftTradeHandler } from './shift-trades/propose-shift-trade.handler';
import { ShiftTrades } from './shift-trades/shift-trades';
import { ShiftTradesController } from './shift-trades/shift-trades.controller';
import { ShiftTradeQueries } from './shift-trades/shift-trades.queries';
import { SaveRosterSettingsHandler } from './roster-publishing/save-roster-settings.handler';

const SCHEDULING_COMMAND_HANDLERS = [
  SaveScheduleTemplateHandler,
  SaveEmployeeScheduleHandler,
  ImportScheduleHandler,
  CreateRosterShiftHandler,
  ChangeRosterShiftHandler,
  DeleteRosterShiftHandler,
  DropOnRosterHandler,
  RemoveRosterSectionHandler,
  AddOffDayHandler,
  RemoveOffDayHandler,
  AddShiftToEmployeesHandler,
  CopyRosterHandler,
  SendRosterEmailsHandler,
  GenerateBulkScheduleHandler,
  SaveRosterSettingsHandler,
  PublishRosterHandler,
];

/**
 * Scheduling (document 1 "Schedules", document 2 "Roster"): schedule templates, kept in the
 * pay-rules catalogue with a guard of their own on its save; employees' own days, on a stream per
 * employee, written by one writer (EmployeeDays) whoever writes them; and the roster with its shift
 * library, whose every change is a change of employees' own days; the schedule import; and the bulk
 * schedule (document 3 "Bulk tools"); where the company publishes rosters, the planner's changes are
 * drafts until published (ADR 0075). Its Print (the weekly schedule) is served by reporting's POST /jasper/download.
 */
@Module({
  imports: [CqrsModule, OrganisationModule, PlatformApiModule],
  controllers: [ScheduleTemplatesController, EmployeeScheduleController, RosterController, ScheduleImportController, RosterEmailController, BulkScheduleController, RosterPublishingController, AvailabilityController, OpenShiftsController, ShiftTradesController],
  providers: [...SCHEDULING_COMMAND_HANDLERS, SaveMyAvailabilityHandler, AvailabilityQueries, PublishOpenShiftHandler, ClaimOpenShiftHandler, DecideOpenShiftHandler, OpenShifts, OpenShiftQueries, ProposeShiftTradeHandler, AnswerShiftTradeHandler, DecideShiftTradeHandler, ShiftTrades, ShiftTradeQueries, ScheduleGuard, EmployeeDays, ShiftLibrary, EmployeeScheduleQueries, RosterQueries, RosterCells, WeeklyScheduleReport, BulkScheduleCheck, RosterSettingsLookup, ShiftChecks],
  // The weekly schedule is drawn here (it is the roster's) and listed with the other reports by reporting;
  // the timesheet's shift writes an employee's day and the shift library (ADR 0065).
  exports: [EmployeeDays, ShiftLibrary, RosterQueries, WeeklyScheduleReport],
})
export class SchedulingModule {}
