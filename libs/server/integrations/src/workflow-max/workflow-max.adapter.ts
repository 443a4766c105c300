import { Injectable } from '@nestjs/common';
import { SyncStatus, ThirdPartyType, WorkflowMaxSendEntry, WorkflowMaxSendRequest, workflowMaxSendRequestSchema, WorkflowMaxSendResult } from '@timekeep/contracts';
import { pairIdsInNotes, planWorkflowMaxEntries, type WorkflowMaxCompanyType, type WorkflowMaxEntry } from '@timekeep/domain-integrations';
import { CompanyEntity, companyStateOf } from '@timekeep/server-organisation';
import { parseBody, Streams } from '@timekeep/server-platform';
import { ApprovedHours } from '../approved-hours/approved-hours';
import { SentLedger } from '../timesheet-transfer/sent-ledger';
import { TimesheetTransferAdapter, TransferOutcome, TransferRefusal, TransferRun } from '../timesheet-transfer/transfer-adapter';
import { WorkflowMaxClient, WorkflowMaxError } from './workflow-max.client';
import { WorkflowMaxStaffLinks } from './workflow-max-staff-links';

/** A longer period would be a bulk export, not a transfer: it is refused with a sentence. */
const MAX_DAYS = 62;
const NAMES_IN_MESSAGE = 10;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const hoursOf = (entries: readonly WorkflowMaxEntry[]) => Math.round(entries.reduce((sum, e) => sum + e.minutes, 0) / 6) / 10;
const names = (list: readonly string[]) => (list.length > NAMES_IN_MESSAGE ? `${list.slice(0, NAMES_IN_MESSAGE).join(', ')} and ${list.length - NAMES_IN_MESSAGE} more` : list.join(', '));
const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/**
 * The send to WorkflowMax (04 and 07; document 3 §2, §3, §7; docs/decisions/0038-workflow-max.md):
 * the approved pairs of the period in the chosen departments become time sheet entries, one POST
 * each (WorkflowMax takes one at a time). WorkflowMax has no idempotency key, so two records keep a
 * pair from being booked twice: the SentLedger, marked as soon as WorkflowMax accepts an entry, and
 * the entry's note naming the pair, read back from WorkflowMax before sending, which covers an
 * entry WorkflowMax kept while its answer was lost (a timeout, a crash before the mark).
 */
@Injectable()
export class WorkflowMaxTransferAdapter implements TimesheetTransferAdapter<WorkflowMaxSendRequest> {
  readonly types = [ThirdPartyType.WorkflowMax, ThirdPartyType.WorkflowMaxPartner] as const;
  readonly name = 'WorkflowMax';

  constructor(
    private readonly streams: Streams,
    private readonly hours: ApprovedHours,
    private readonly ledger: SentLedger,
    private readonly links: WorkflowMaxStaffLinks,
    private readonly client: WorkflowMaxClient,
  ) {}

  parse(payload: unknown): WorkflowMaxSendRequest {
    const request = parseBody(workflowMaxSendRequestSchema, payload);
    if (request.endDate < request.startDate) throw new TransferRefusal('The end date must be on or after the start date.');
    if (days(request.startDate, request.endDate) > MAX_DAYS) throw new TransferRefusal(`Send at most ${MAX_DAYS} days at a time.`);
    return request;
  }

  async send(run: TransferRun, request: WorkflowMaxSendRequest): Promise<TransferOutcome> {
    const { companyId } = run;
    const period = `${request.startDate} to ${request.endDate}`;
    const { type, pairs } = await this.streams.transaction(async (tx) => {
      // The job was started for a WorkflowMax company (TimesheetTransfers checked it): 04 or 07.
      const companyType = companyStateOf(await tx.manager.findOneByOrFail(CompanyEntity, { id: companyId })).settings.thirdPartyTypeId as WorkflowMaxCompanyType;
      const approved = await this.hours.of(tx, run.context.principal, { from: request.startDate, to: request.endDate, departmentIds: request.departmentIds });
      const staffLinks = await this.links.of(tx, companyId, companyType, approved.map((h) => h.employeeId));
      return { type: companyType, pairs: approved.map((h) => ({ ...h, staffLink: staffLinks.get(h.employeeId) ?? null })) };
    });
    const empty: Omit<WorkflowMaxSendEntry, 'success'> = { employeesNotInWorkflowMax: [], jobsNotInWorkflowMax: [], tasksNotInWorkflowMax: [], sent: 0, alreadySent: 0 };

    let plan: ReturnType<typeof planWorkflowMaxEntries>;
    let todo: WorkflowMaxEntry[];
    let alreadySent: number;
    try {
      const [staff, jobs] = [await this.client.staff(companyId), await this.client.currentJobs(companyId)];
      plan = planWorkflowMaxEntries(pairs, { staffUuids: staff.map((s) => s.uuid), jobs });
      const ledgered = await this.streams.transaction((tx) => this.ledger.sent(tx, companyId, type, plan.entries.map((e) => e.pairId)));
      let unsent = plan.entries.filter((e) => !ledgered.has(e.pairId));
      if (unsent.length) {
        // What WorkflowMax holds of ours though the ledger does not say so: booked, answer lost.
        const held = pairIdsInNotes((await this.client.times(companyId, request.startDate, request.endDate)).map((t) => t.note));
        const found = unsent.filter((e) => held.has(e.pairId.toLowerCase()));
        await this.mark(run, type, found);
        unsent = unsent.filter((e) => !held.has(e.pairId.toLowerCase()));
      }
      todo = unsent;
      alreadySent = plan.entries.length - unsent.length;
    } catch (error) {
      if (!(error instanceof WorkflowMaxError)) throw error;
      const message = `Nothing was sent to WorkflowMax for ${period}: ${error.message}`;
      return this.outcome('Error', message, period, { success: false, errorMessage: error.message, ...empty });
    }

    const sent: WorkflowMaxEntry[] = [];
    let failure: WorkflowMaxError | null = null;
    await run.progress(0, todo.length);
    for (const entry of todo) {
      try {
        await this.client.addTime(companyId, entry);
      } catch (error) {
        if (!(error instanceof WorkflowMaxError)) throw error;
        failure = error;
        break;
      }
      await this.mark(run, type, [entry]);
      sent.push(entry);
      await run.progress(sent.length, todo.length);
    }

    const missing = { employeesNotInWorkflowMax: plan.employeesNotInWorkflowMax, jobsNotInWorkflowMax: plan.jobsNotInWorkflowMax, tasksNotInWorkflowMax: plan.tasksNotInWorkflowMax };
    const sentence = this.sentence(period, sent, alreadySent, missing);
    if (failure) {
      const after = failure.unknownOutcome ? ' WorkflowMax may have kept the entry it was given last; the next send looks for it there first, so it is never booked twice.' : '';
      const left = `${plural(todo.length - sent.length, 'entry', 'entries')} not sent: ${failure.message}${after}`;
      return this.outcome(sent.length ? 'Warning' : 'Error', `${sentence} ${left}`, period, { success: false, errorMessage: `${failure.message}${after}`, ...missing, sent: sent.length, alreadySent }, sent);
    }
    const incomplete = missing.employeesNotInWorkflowMax.length + missing.jobsNotInWorkflowMax.length + missing.tasksNotInWorkflowMax.length > 0;
    return this.outcome(incomplete ? 'Warning' : 'Success', sentence, period, { success: true, ...missing, sent: sent.length, alreadySent }, sent);
  }

  private async mark(run: TransferRun, type: WorkflowMaxCompanyType, entries: readonly WorkflowMaxEntry[]): Promise<void> {
    if (!entries.length) return;
    await this.streams.transaction((tx) =>
      this.ledger.mark(tx, run.companyId, type, run.runId, entries.map((e) => ({ key: e.pairId, employeeId: e.employeeId, externalRef: e.note })), new Date()),
    );
  }

  /** The Sync Results sentence: what was sent, for whom, and what could not be. */
  private sentence(period: string, sent: readonly WorkflowMaxEntry[], alreadySent: number, missing: Pick<WorkflowMaxSendEntry, 'employeesNotInWorkflowMax' | 'jobsNotInWorkflowMax' | 'tasksNotInWorkflowMax'>): string {
    const people = [...new Set(sent.map((e) => e.employeeName))];
    const parts = [
      sent.length
        ? `Sent ${plural(sent.length, 'time entry', 'time entries')} (${hoursOf(sent)} hours) of ${plural(people.length, 'employee')} for ${period} to WorkflowMax: ${names(people)}.`
        : `Sent no new time entries for ${period} to WorkflowMax.`,
    ];
    if (alreadySent) parts.push(`${plural(alreadySent, 'entry was', 'entries were')} sent before and skipped.`);
    if (missing.employeesNotInWorkflowMax.length) parts.push(`Not in WorkflowMax, not sent: ${plural(missing.employeesNotInWorkflowMax.length, 'employee')} (${names(missing.employeesNotInWorkflowMax)}).`);
    if (missing.jobsNotInWorkflowMax.length) parts.push(`Jobs not in WorkflowMax: ${names(missing.jobsNotInWorkflowMax)}.`);
    if (missing.tasksNotInWorkflowMax.length) parts.push(`Tasks not in WorkflowMax: ${names(missing.tasksNotInWorkflowMax)}.`);
    return parts.join(' ');
  }

  private outcome(status: SyncStatus, message: string, period: string, entry: WorkflowMaxSendEntry, sent: readonly WorkflowMaxEntry[] = []): TransferOutcome {
    const result: WorkflowMaxSendResult = { [period]: entry };
    return { status, message, result, detail: { sentPairIds: sent.map((e) => e.pairId), employees: [...new Set(sent.map((e) => e.employeeName))] } };
  }
}
