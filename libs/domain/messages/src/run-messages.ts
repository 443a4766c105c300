import { JobKind, MESSAGE_LINKS, MessageKind, Role } from '@timekeep/contracts';
import { type Account, type MessageDraft, readableError, unique } from './message';

/** A background run that ended for good (job_run completed or failed), started by the account `requestedBy`. */
export interface EndedRun {
  kind: string;
  status: 'completed' | 'failed';
  error: string | null;
  payload: unknown;
  requestedBy: string;
}

/** What a person calls each kind of run, and the screen they started it from (null: none in the console). */
const RUNS: Record<JobKind, { name: string; link: (payload: Record<string, unknown>) => string | null }> = {
  [JobKind.ProjectionRebuild]: { name: 'Projection rebuild', link: () => null },
  [JobKind.RecalculateTimesheets]: { name: 'Recalculation', link: () => MESSAGE_LINKS.recalculate },
  [JobKind.GroupTimePunch]: { name: 'Group time punch', link: () => MESSAGE_LINKS.groupTimePunch },
  [JobKind.GlobalLeave]: { name: 'Global leave', link: () => MESSAGE_LINKS.globalLeave },
  [JobKind.CopyRoster]: { name: 'Roster copy', link: () => MESSAGE_LINKS.roster },
  [JobKind.RosterEmail]: { name: 'Roster email', link: () => MESSAGE_LINKS.roster },
  [JobKind.BulkSchedule]: { name: 'Global schedule', link: () => MESSAGE_LINKS.globalSchedule },
  [JobKind.TimesheetTransfer]: { name: 'Timesheet transfer', link: () => MESSAGE_LINKS.timesheetTransfer },
  [JobKind.Report]: { name: 'Report', link: (p) => (typeof p.report === 'string' ? `${MESSAGE_LINKS.reportView}?${new URLSearchParams({ reportType: p.report })}` : MESSAGE_LINKS.reportView) },
  [JobKind.TimeImport]: { name: 'Time import', link: () => MESSAGE_LINKS.timeImport },
  // Started by the system each day (ADR 0060), never by a person: no account hears of it.
  [JobKind.AutoPunch]: { name: 'Auto punch', link: () => null },
};

/**
 * The recalculation the system queues after a change many employees share (a pay group's rule, a
 * holiday) names no employees: its requester changed a rule, not asked for a run.
 */
const queuedBySystem = (run: EndedRun, payload: Record<string, unknown>) => run.kind === JobKind.RecalculateTimesheets && !Array.isArray(payload.employeeIds);

/**
 * The person who started a run hears how it ended: finished, or failed with its error. A run the
 * system queued on their behalf is news only when it failed (their timesheets stay stale until
 * it runs again).
 */
export function runMessage(run: EndedRun): MessageDraft | null {
  const payload = run.payload && typeof run.payload === 'object' ? (run.payload as Record<string, unknown>) : {};
  if (run.status === 'completed' && queuedBySystem(run, payload)) return null;
  const known = RUNS[run.kind as JobKind];
  const name = known?.name ?? 'Background job';
  const link = known?.link(payload) ?? null;
  return run.status === 'failed'
    ? { recipientId: run.requestedBy, kind: MessageKind.JobFailed, title: `${name} failed`, body: readableError(run.error) || 'It stopped with an error.', link, subject: null }
    : { recipientId: run.requestedBy, kind: MessageKind.JobFinished, title: `${name} finished`, body: 'It finished without an error.', link, subject: null };
}

/** An entry of the Sync Results that ended in an error. */
export interface FailedSync {
  type: string;
  integration: string | null;
  /** The sentence the Sync Results list shows. */
  message: string;
  /** Who asked: an account id, an OAuth client id, or 'system'. */
  actorId: string;
}

/**
 * A failed import, sync or send goes to the company's Admins (those who look after its
 * integrations) and to the account that asked for it, whatever its role; an OAuth client or the
 * system has no inbox.
 */
export function syncFailureMessages(sync: FailedSync, accounts: readonly Account[]): MessageDraft[] {
  const admins = accounts.filter((a) => a.roles.includes(Role.Admin)).map((a) => a.id);
  const actor = accounts.some((a) => a.id === sync.actorId) ? [sync.actorId] : [];
  const query = new URLSearchParams({ statuses: 'Error', types: sync.type });
  const draft = {
    kind: MessageKind.SyncFailed,
    title: `${sync.type}${sync.integration ? ` (${sync.integration})` : ''} failed`,
    body: readableError(sync.message),
    link: `${MESSAGE_LINKS.syncResults}?${query}`,
    subject: null,
  };
  return unique([...admins, ...actor]).map((recipientId) => ({ recipientId, ...draft }));
}
