import { z } from 'zod';

/** Every kind of background job; the worker refuses to boot unless each has exactly one handler. */
export const JobKind = {
  ProjectionRebuild: 'projection-rebuild',
  RecalculateTimesheets: 'recalculate-timesheets',
  GroupTimePunch: 'group-time-punch',
  GlobalLeave: 'global-leave',
  CopyRoster: 'copy-roster',
  RosterEmail: 'roster-email',
  BulkSchedule: 'bulk-schedule',
  TimesheetTransfer: 'timesheet-transfer',
  Report: 'report',
  TimeImport: 'time-import',
  AutoPunch: 'auto-punch',
} as const;
export type JobKind = (typeof JobKind)[keyof typeof JobKind];
export const JOB_KINDS = Object.values(JobKind) as JobKind[];

export const QueueName = {
  Maintenance: 'maintenance',
  Timesheets: 'timesheets',
  /** Mail a person waits for (roster emails): not queued behind long recalculations. */
  Mail: 'mail',
  /** Exchanges with third parties: a slow payroll system does not hold up recalculations, nor they it. */
  Integrations: 'integrations',
  /** Reports someone waits for: not queued behind recalculations or a slow third party. */
  Reports: 'reports',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const JOB_QUEUE: Record<JobKind, QueueName> = {
  [JobKind.ProjectionRebuild]: QueueName.Maintenance,
  [JobKind.RecalculateTimesheets]: QueueName.Timesheets,
  [JobKind.GroupTimePunch]: QueueName.Timesheets,
  [JobKind.GlobalLeave]: QueueName.Timesheets,
  [JobKind.CopyRoster]: QueueName.Timesheets,
  [JobKind.RosterEmail]: QueueName.Mail,
  [JobKind.BulkSchedule]: QueueName.Timesheets,
  [JobKind.TimesheetTransfer]: QueueName.Integrations,
  [JobKind.Report]: QueueName.Reports,
  [JobKind.TimeImport]: QueueName.Timesheets,
  [JobKind.AutoPunch]: QueueName.Timesheets,
};

export const JobStatus = {
  Queued: 'queued',
  Running: 'running',
  Completed: 'completed',
  Failed: 'failed',
} as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];
export const TERMINAL_JOB_STATUSES: readonly JobStatus[] = [JobStatus.Completed, JobStatus.Failed];

export const jobRunSchema = z.object({
  id: z.string().uuid(),
  kind: z.string(),
  status: z.enum([JobStatus.Queued, JobStatus.Running, JobStatus.Completed, JobStatus.Failed]),
  progress: z.object({ processed: z.number().int(), total: z.number().int().nullable() }),
  attempts: z.number().int(),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  requestedBy: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobRunDto = z.infer<typeof jobRunSchema>;

export const projectionRebuildRequestSchema = z.object({
  projection: z.string().min(1, 'This field is required.'),
});
export type ProjectionRebuildRequest = z.infer<typeof projectionRebuildRequestSchema>;
