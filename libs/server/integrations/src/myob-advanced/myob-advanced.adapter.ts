import { Injectable } from '@nestjs/common';
import { type MyobSendRequest, myobSendRequestSchema, type MyobSendResult, MyobJobType, SyncStatus, ThirdPartyType } from '@timekeep/contracts';
import { parseBody, Streams } from '@timekeep/server-platform';
import { type ApprovedHour, ApprovedHours } from '../approved-hours/approved-hours';
import { MyobAdvancedClient, MyobError, type MyobSession } from './myob-advanced.client';
import { SentLedger } from '../timesheet-transfer/sent-ledger';
import type { TimesheetTransferAdapter, TransferOutcome, TransferRun } from '../timesheet-transfer/transfer-adapter';
import { employeeLabel, hhmm, jobLabel, myobDate, myobKey, myobTime, type MyobSendPlan, planMyobSend, taskLabel } from './myob-send-plan';

type Row = Record<string, unknown>;
type Field = { value?: unknown; error?: string } | undefined;
const value = (field: unknown) => String((field as Field)?.value ?? '');
const error = (field: unknown) => (field as Field)?.error ?? null;
const MYOB = 'MYOB Advanced';
/** How long a labour batch's release is waited for before the send says it is still running. */
const RELEASE_POLLS = 30;
const RELEASE_POLL_MS = 500;

type ProjectResult = NonNullable<MyobSendResult['projectJobCostingResult']>;
type OrderResult = NonNullable<MyobSendResult['productionOrderJobCostingResult']>;
type AppointmentResult = NonNullable<MyobSendResult['appointmentJobCostingResult']>;

/** One send's state: what is named for the user, what was booked. */
interface Sending {
  run: TransferRun;
  plan: MyobSendPlan;
  sent: number;
  sentHours: number;
  sentEmployees: Set<string>;
  total: number;
}

/**
 * MYOB Advanced (05): the approved hours of a range on jobs of the chosen job types, as MYOB job
 * costing (docs/decisions/0039-timesheet-transfers.md): projects as TimeEntry records, production
 * orders as one labour batch (LaborEntry) released after it is saved, service appointments as
 * their staff's log lines. Each booking is recorded in the SentLedger as soon as MYOB took it, and
 * each carries our pair id where MYOB keeps one (ExternalRefNbr, the batch's description, the log's
 * description), so a retried run finds what it booked before the crash and books nothing twice.
 */
@Injectable()
export class MyobAdvancedTransferAdapter implements TimesheetTransferAdapter<MyobSendRequest> {
  readonly types = [ThirdPartyType.MyobAdvanced] as const;
  readonly name = MYOB;

  constructor(
    private readonly client: MyobAdvancedClient,
    private readonly streams: Streams,
    private readonly approved: ApprovedHours,
    private readonly ledger: SentLedger,
  ) {}

  parse(payload: unknown): MyobSendRequest {
    return parseBody(myobSendRequestSchema, payload);
  }

  async send(run: TransferRun, request: MyobSendRequest): Promise<TransferOutcome> {
    const { startDate, endDate, jobTypes } = request;
    const [hours, sentBefore] = await this.streams.transaction(async (tx) => {
      const all = await this.approved.of(tx, run.context.principal, { from: startDate, to: endDate, departmentIds: [] });
      return [all, await this.ledger.sent(tx, run.companyId, ThirdPartyType.MyobAdvanced, all.map((h) => h.pairId))] as const;
    });
    const unsent = hours.filter((h) => !sentBefore.has(h.pairId));
    const result: MyobSendResult = { employeesNotInMyobAdvanced: [], jobsNotInMyobAdvanced: [], tasksNotInMyobAdvanced: [] };
    let sending: Sending | null = null;
    try {
      await this.client.session(run.companyId, async (session) => {
        const employees = new Map((await this.client.employeesIn(session)).map((e) => [myobKey(e.employeeId), e.employeeId]));
        const plan = planMyobSend(unsent, jobTypes, employees);
        sending = { run, plan, sent: 0, sentHours: 0, sentEmployees: new Set(), total: Object.values(plan.byType).reduce((n, l) => n + l.length, 0) };
        await run.progress(0, sending.total);
        if (jobTypes.includes(MyobJobType.Project)) result.projectJobCostingResult = await this.projects(session, sending, startDate, endDate);
        if (jobTypes.includes(MyobJobType.ProductionOrder)) result.productionOrderJobCostingResult = await this.productionOrders(session, sending, endDate);
        if (jobTypes.includes(MyobJobType.Appointment)) result.appointmentJobCostingResult = await this.appointments(session, sending);
      });
    } catch (fault) {
      if (!(fault instanceof MyobError)) throw fault;
      // The sign-in or the employee list failed: nothing was sent; each chosen job costing says why.
      const failed = { success: false, errorMessage: fault.message };
      if (jobTypes.includes(MyobJobType.Project)) result.projectJobCostingResult ??= { ...failed, timeEntryErrorMessages: [] };
      if (jobTypes.includes(MyobJobType.ProductionOrder)) result.productionOrderJobCostingResult ??= { ...failed, released: false };
      if (jobTypes.includes(MyobJobType.Appointment)) result.appointmentJobCostingResult ??= { ...failed, failedAppointmentNameToErrorMap: {}, inactiveAppointmentIds: [] };
    }
    const done = sending as Sending | null;
    if (done) {
      result.employeesNotInMyobAdvanced = done.plan.employeesNotInMyob;
      result.jobsNotInMyobAdvanced = done.plan.jobsNotInMyob;
      result.tasksNotInMyobAdvanced = done.plan.tasksNotInMyob;
    }
    return outcomeOf(result, done, request, hours.length - unsent.length);
  }

  /** Projects: one TimeEntry a pair, its ExternalRefNbr our pair id; those MYOB already has (an earlier attempt) are only recorded. */
  private async projects(session: MyobSession, s: Sending, from: string, to: string): Promise<ProjectResult> {
    const pairs = s.plan.byType.Project;
    const refused: string[] = [];
    try {
      if (!pairs.length) return { success: true, errorMessage: null, timeEntryErrorMessages: [] };
      const path = `/entity/Default/${session.version}/TimeEntry`;
      const existing = (await session.call('GET', `${path}?$select=ExternalRefNbr,TimeEntryID&$filter=Date ge datetimeoffset'${from}' and Date le datetimeoffset'${to}T23:59:59'`)).body;
      if (!Array.isArray(existing)) throw new MyobError('MYOB Advanced answered the time entries in a form we do not know; nothing was sent.');
      const booked = new Map((existing as Row[]).map((e) => [value(e.ExternalRefNbr), value(e.TimeEntryID)]));
      for (const hour of pairs) {
        const known = booked.get(hour.pairId);
        if (known !== undefined) {
          await this.booked(s, [hour], known);
          continue;
        }
        const answer = await session.call('PUT', path, {
          Employee: { value: hour.externalId },
          Date: { value: myobDate(hour.date) },
          Time: { value: myobTime(hour.inAt, hour.date) },
          TimeSpent: { value: hhmm(hour.paidHours) },
          ProjectID: { value: hour.jobExternalId },
          ProjectTaskID: { value: hour.taskExternalId },
          Summary: { value: [hour.jobName, hour.taskName].filter(Boolean).join(' — ') || 'Timekeep' },
          ExternalRefNbr: { value: hour.pairId },
        });
        if (answer.status === 200) await this.booked(s, [hour], value((answer.body as Row).TimeEntryID) || null);
        else this.refusedEntry(s, hour, answer.body as Row, refused);
      }
      return { success: refused.length === 0, errorMessage: refused.length ? `MYOB Advanced refused ${refused.length} of ${pairs.length} time entries.` : null, timeEntryErrorMessages: refused };
    } catch (fault) {
      if (!(fault instanceof MyobError)) throw fault;
      return { success: false, errorMessage: `${fault.message} ${s.sent} time entries were sent before it.`, timeEntryErrorMessages: refused };
    }
  }

  /** A refused time entry: what MYOB does not have joins its list; anything else is the entry's own error. */
  private refusedEntry(s: Sending, hour: ApprovedHour, body: Row, refused: string[]): void {
    if (/cannot be found/.test(error(body.Employee) ?? '')) note(s.plan.employeesNotInMyob, employeeLabel(hour));
    else if (/cannot be found/.test(error(body.ProjectID) ?? '')) note(s.plan.jobsNotInMyob, jobLabel(hour));
    else if (/cannot be found/.test(error(body.ProjectTaskID) ?? '')) note(s.plan.tasksNotInMyob, taskLabel(hour));
    else {
      const reasons = Object.values(body).map(error).filter(Boolean);
      refused.push(`${hour.employeeName} ${hour.date} ${jobLabel(hour)}: ${reasons.join(' ') || 'refused without a reason.'}`);
    }
  }

  /**
   * Production orders: one labour batch of every pair (its description names this run, so a
   * retried run finds it), then its release, a long-running action polled until it ends.
   */
  private async productionOrders(session: MyobSession, s: Sending, date: string): Promise<OrderResult> {
    let pairs = s.plan.byType.ProductionOrder;
    if (!pairs.length) return { released: false, success: true, errorMessage: null };
    const path = `/entity/MANUFACTURING/${session.version}/LaborEntry`;
    const description = `Timekeep ${s.run.runId}`;
    try {
      const found = (await session.call('GET', `${path}?$select=BatchNbr,Status,Description&$filter=Description eq '${description}'`)).body;
      let batch = Array.isArray(found) ? (found as Row[])[0] : undefined;
      while (!batch && pairs.length) {
        const answer = await session.call('PUT', path, {
          Description: { value: description },
          Date: { value: myobDate(date) },
          Hold: { value: false },
          Details: pairs.map((h) => {
            const [orderType, productionNbr] = (h.jobExternalId ?? '').split('/');
            return {
              OrderType: { value: orderType },
              ProductionNbr: { value: productionNbr },
              OperationNbr: { value: h.taskExternalId },
              EmployeeID: { value: h.externalId },
              LaborType: { value: 'Direct' },
              LaborTime: { value: Math.round(h.paidHours * 60) },
              StartTime: { value: myobTime(h.inAt, h.date) },
              EndTime: { value: myobTime(h.outAt, h.date) },
              TranDescription: { value: `Timekeep ${h.pairId}` },
            };
          }),
        });
        if (answer.status === 200) {
          batch = answer.body as Row;
          break;
        }
        // MYOB refuses the whole batch for any line: name what it does not have and save the rest.
        const details = ((answer.body as Row).Details ?? []) as Row[];
        const refusedLines = pairs.filter((h, n) => {
          const d = details[n] ?? {};
          if (error(d.EmployeeID)) note(s.plan.employeesNotInMyob, employeeLabel(h));
          else if (error(d.ProductionNbr) || error(d.OrderType)) note(s.plan.jobsNotInMyob, jobLabel(h));
          else if (error(d.OperationNbr)) note(s.plan.tasksNotInMyob, taskLabel(h));
          else return false;
          return true;
        });
        if (!refusedLines.length) return { released: false, success: false, errorMessage: `MYOB Advanced refused the labour batch: ${Object.values(answer.body as Row).map(error).filter(Boolean).join(' ') || 'no reason given.'}` };
        pairs = pairs.filter((h) => !refusedLines.includes(h));
      }
      if (!batch) return { released: false, success: true, errorMessage: null };
      const batchNbr = value(batch.BatchNbr);
      await this.booked(s, pairs, batchNbr);
      if (value(batch.Status) === 'Released') return { released: true, success: true, errorMessage: null };
      return await this.release(session, path, String(batch.id), batchNbr);
    } catch (fault) {
      if (!(fault instanceof MyobError)) throw fault;
      return { released: false, success: false, errorMessage: fault.message };
    }
  }

  private async release(session: MyobSession, path: string, id: string, batchNbr: string): Promise<OrderResult> {
    const started = await session.call('POST', `${path}/ReleaseLaborEntry`, { entity: { id } });
    const location = started.headers.get('location');
    if (started.status === 204 || !location) return { released: true, success: true, errorMessage: null };
    for (let poll = 0; poll < RELEASE_POLLS; poll++) {
      try {
        const status = await session.call('GET', new URL(location, 'http://myob').pathname);
        if (status.status === 204 || status.status === 200) return { released: true, success: true, errorMessage: null };
      } catch (fault) {
        if (!(fault instanceof MyobError)) throw fault;
        return { released: false, success: false, errorMessage: `The labour batch ${batchNbr} was saved in MYOB Advanced but not released: ${fault.message}` };
      }
      await new Promise((resolve) => setTimeout(resolve, RELEASE_POLL_MS));
    }
    return { released: false, success: false, errorMessage: `The labour batch ${batchNbr} was saved in MYOB Advanced and is still being released there.` };
  }

  /** Service appointments: each appointment's staff log lines, one a pair, skipping an appointment no longer open. */
  private async appointments(session: MyobSession, s: Sending): Promise<AppointmentResult> {
    const result: AppointmentResult = { success: true, errorMessage: null, failedAppointmentNameToErrorMap: {}, inactiveAppointmentIds: [] };
    const byAppointment = new Map<string, ApprovedHour[]>();
    for (const hour of s.plan.byType.Appointment) byAppointment.set(hour.jobExternalId as string, [...(byAppointment.get(hour.jobExternalId as string) ?? []), hour]);
    const path = `/entity/Default/${session.version}/Appointment`;
    try {
      for (const [name, pairs] of byAppointment) {
        const [orderType, number] = name.split('/');
        const read = await session.call('GET', `${path}/${encodeURIComponent(orderType)}/${encodeURIComponent(number ?? '')}?$expand=Logs`);
        if (read.status === 404) {
          for (const h of pairs) note(s.plan.jobsNotInMyob, jobLabel(h));
          continue;
        }
        const appointment = read.body as Row;
        if (!['Not Started', 'In Process', 'Paused'].includes(value(appointment.Status))) {
          result.inactiveAppointmentIds.push(name);
          continue;
        }
        const logged = new Set(((appointment.Logs ?? []) as Row[]).map((l) => value(l.Description)));
        const already = pairs.filter((h) => logged.has(`Timekeep ${h.pairId}`));
        await this.booked(s, already, name);
        const fresh = pairs.filter((h) => !already.includes(h));
        if (!fresh.length) continue;
        const answer = await session.call('PUT', path, {
          ServiceOrderType: { value: orderType },
          AppointmentNbr: { value: number },
          Logs: fresh.map((h) => ({
            StaffMember: { value: h.externalId },
            StartDate: { value: myobDate(h.date) },
            StartTime: { value: myobTime(h.inAt, h.date) },
            EndTime: { value: myobTime(h.outAt, h.date) },
            Duration: { value: hhmm(h.paidHours) },
            TrackTime: { value: true },
            Description: { value: `Timekeep ${h.pairId}` },
          })),
        });
        if (answer.status === 200) await this.booked(s, fresh, name);
        else {
          const body = answer.body as Row;
          const reasons = [...Object.values(body).map(error), ...((body.Logs ?? []) as Row[]).flatMap((l) => Object.values(l).map(error))].filter(Boolean);
          result.failedAppointmentNameToErrorMap[name] = reasons.join(' ') || 'Refused without a reason.';
        }
      }
    } catch (fault) {
      if (!(fault instanceof MyobError)) throw fault;
      return { ...result, success: false, errorMessage: fault.message };
    }
    if (Object.keys(result.failedAppointmentNameToErrorMap).length) return { ...result, success: false, errorMessage: `MYOB Advanced refused the hours of ${Object.keys(result.failedAppointmentNameToErrorMap).length} appointments.` };
    return result;
  }

  /** Pairs MYOB took: recorded at once, in their own transaction, before the next call. */
  private async booked(s: Sending, pairs: readonly ApprovedHour[], reference: string | null): Promise<void> {
    if (!pairs.length) return;
    await this.streams.transaction((tx) => this.ledger.mark(tx, s.run.companyId, ThirdPartyType.MyobAdvanced, s.run.runId, pairs.map((h) => ({ key: h.pairId, employeeId: h.employeeId, externalRef: reference })), new Date()));
    s.sent += pairs.length;
    for (const h of pairs) {
      s.sentHours += h.paidHours;
      s.sentEmployees.add(h.employeeId);
    }
    await s.run.progress(s.sent, s.total);
  }
}

/** Names a missing employee, job or task once. */
function note(list: string[], label: string): void {
  if (!list.includes(label)) list.push(label);
}

/** The Sync Results row: Error when a job costing failed and nothing went, Warning when some did not go, else Success. */
function outcomeOf(result: MyobSendResult, s: Sending | null, request: MyobSendRequest, before: number): TransferOutcome {
  const costings = [result.projectJobCostingResult, result.productionOrderJobCostingResult, result.appointmentJobCostingResult].filter((c) => c !== undefined);
  const failures = costings.filter((c) => !c.success).map((c) => c.errorMessage ?? 'failed');
  const sent = s?.sent ?? 0;
  const parts = [`Sent ${sent} time pairs (${(s?.sentHours ?? 0).toFixed(2)} hours) of ${s?.sentEmployees.size ?? 0} employees for ${request.startDate} to ${request.endDate} to ${MYOB}`];
  if (before) parts.push(`${before} sent before were skipped`);
  if (result.employeesNotInMyobAdvanced.length) parts.push(`${result.employeesNotInMyobAdvanced.length} employees not in ${MYOB}: ${result.employeesNotInMyobAdvanced.join(', ')}`);
  if (result.jobsNotInMyobAdvanced.length) parts.push(`jobs not in ${MYOB}: ${result.jobsNotInMyobAdvanced.join(', ')}`);
  if (result.tasksNotInMyobAdvanced.length) parts.push(`tasks not in ${MYOB}: ${result.tasksNotInMyobAdvanced.join(', ')}`);
  const inactive = result.appointmentJobCostingResult?.inactiveAppointmentIds ?? [];
  if (inactive.length) parts.push(`appointments no longer open: ${inactive.join(', ')}`);
  if (s?.plan.withoutJob) parts.push(`${s.plan.withoutJob} pairs on no job are not job costing`);
  if (failures.length) parts.push(`failed: ${failures.join(' ')}`);
  const missing = result.employeesNotInMyobAdvanced.length + result.jobsNotInMyobAdvanced.length + result.tasksNotInMyobAdvanced.length + inactive.length;
  const status: SyncStatus = failures.length && !sent ? SyncStatus.Error : failures.length || missing ? SyncStatus.Warning : SyncStatus.Success;
  const message = parts.join('; ');
  return { status, message: message.endsWith('.') ? message : `${message}.`, result, detail: { sentPairs: sent, skippedAsSentBefore: before } };
}
