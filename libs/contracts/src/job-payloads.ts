import type { Role } from './api';
import type { ThirdPartyTypeId } from './company';
import type { SupervisorFunction } from './identity';
import type { JobKind, ProjectionRebuildRequest } from './jobs';
import type { LeaveTerms } from './leave';
import type { TableReportForm } from './reports';
import type { CustomDay } from './schedules';

/**
 * What each kind of job is given, declared once (ADR 0006 "Typed payloads"). A payload is stored
 * as job_run.payload when the run is asked for and read back by the worker, possibly by the next
 * version of it: these shapes are a contract between the two, like an API's. `JobsService.enqueue`
 * takes only its kind's payload, and a handler is given only its kind's.
 */
export interface JobPayloads {
  [JobKind.ProjectionRebuild]: ProjectionRebuildRequest;
  [JobKind.RecalculateTimesheets]: RecalculateTimesheetsPayload;
  [JobKind.GroupTimePunch]: {
    employeeIds: string[];
    day: string;
    punchTime: string;
    reason: string | null;
    jobId: string | null;
    requester: JobRequester;
  };
  [JobKind.GlobalLeave]: {
    employeeIds: string[];
    /** The terms every employee gets (employeeId filled in per employee). */
    terms: LeaveTerms;
    requester: JobRequester;
  };
  [JobKind.CopyRoster]: {
    employeeIds: string[];
    /** Each source date with its paste date (copyPlan). */
    plan: Array<{ from: string; to: string }>;
    requester: JobRequester;
  };
  /** No requester: the run reads as the system (its employees were chosen within the requester's reach when asked). */
  [JobKind.RosterEmail]: {
    /** Fixed when asked: the active employees within the requester's reach. */
    employeeIds: string[];
    startDate: string;
    endDate: string;
  };
  [JobKind.BulkSchedule]: {
    date: string;
    /** The day as checked on the request (checkBulkDay): off, or the shifts to add. */
    day: CustomDay;
    employeeIds: string[];
    requester: JobRequester;
  };
  [JobKind.TimesheetTransfer]: {
    type: ThirdPartyTypeId;
    /** The send form as the integration's adapter parsed it; the adapter reads it again in the worker. */
    request: unknown;
    requester: JobRequester;
  };
  [JobKind.Report]: {
    report: string;
    /** The conditions as the request checked them (the report's own form, parsed again in the worker). */
    form: TableReportForm;
    requester: JobRequester;
    /** The request's clock: the file is of the moment it was asked for. */
    now: string;
  };
  [JobKind.TimeImport]: {
    /** The upload whose reads are staged in clock_import_staging: a 30,000-line log is not a queue payload. */
    uploadId: string;
    fileNames: string[];
    requester: JobRequester;
  };
  /**
   * No requester: the schedule punches, as the system (ADR 0060). One run per company and day,
   * entered in the auto punch ledger once that day has ended in every zone the company works in.
   */
  [JobKind.AutoPunch]: {
    /** The calendar date (yyyy-MM-dd) whose shifts are punched: those whose scheduled out falls on it. */
    date: string;
  };
}

/** The payload of one kind. Declaring a kind in JobKind without its payload here does not compile. */
export type JobPayload<K extends JobKind = JobKind> = JobPayloads[K];

/**
 * Named employees over a date range (a person asked), or, without them, every stale day of the
 * company (the recalculation trigger, after a change many employees share).
 */
export type RecalculateTimesheetsPayload =
  | { employeeIds: string[]; from: string; to: string; reason: string }
  // `never`: employees without their dates (or dates without employees) is neither, and does not compile.
  | { employeeIds?: never; from?: never; to?: never; reason: string };

/** Who asked for a run, as its payload keeps them: the worker acts with their rights, not the system's. */
export interface JobRequester {
  name: string | null;
  roles: Role[];
  functions: SupervisorFunction[];
}
