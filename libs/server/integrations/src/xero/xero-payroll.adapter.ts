import { Injectable } from '@nestjs/common';
import { SyncStatus, SyncType, ThirdPartyType, XERO_TEXTS, XeroPayRequest, xeroPayRequestSchema, XeroPayResult } from '@timekeep/contracts';
import { datesBetween } from '@timekeep/domain-time-engine';
import { xeroExportMessage, xeroTimesheetOf } from '@timekeep/domain-integrations';
import { Streams } from '@timekeep/server-platform';
import { EmployeeCard, PayrollExport } from '@timekeep/server-timekeeping';
import { SentLedger } from '../timesheet-transfer/sent-ledger';
import { TimesheetTransferAdapter, TransferFault, TransferOutcome, TransferRefusal, TransferRun } from '../timesheet-transfer/transfer-adapter';
import { XeroClient, XeroError, XeroSession } from './xero.client';

const nameOf = (card: EmployeeCard) => `${card.employee.firstName} ${card.employee.lastName}`;
const periodName = (card: EmployeeCard) => `${card.period.fromDate} to ${card.period.toDate}`;
/** One timesheet per employee, period and close: a period reopened and closed again is a new pay run. */
const ledgerKey = (card: EmployeeCard) => `${card.period.id}:${card.employee.id}:${card.period.closedAt?.getTime() ?? 0}`;

/**
 * xeroApiPay (ADR 0037): the closed periods' pay, as the payroll export reads it from the pay
 * cards, sent as draft Xero Payroll timesheets, one per employee and period, each under an
 * Idempotency-Key of its period, employee and close and recorded in the SentLedger as soon as Xero
 * accepts it, so a retried job, a redelivery or a second click never sends one twice. Employees
 * not linked to Xero and pay types without an earnings rate are issues; Xero's refusal of one
 * timesheet is an issue; a fault of Xero's (timeout, 429, 5xx, an unreadable answer) stops the
 * send with a sentence naming it and who was sent before it.
 */
@Injectable()
export class XeroPayrollAdapter implements TimesheetTransferAdapter<XeroPayRequest> {
  readonly types = [ThirdPartyType.Xero] as const;
  readonly name = 'Xero';

  constructor(
    private readonly client: XeroClient,
    private readonly exporter: PayrollExport,
    private readonly ledger: SentLedger,
    private readonly streams: Streams,
  ) {}

  /** Xero is sent pay periods (xeroApiPay), not a date range: any other form is refused with the reason. */
  parse(payload: unknown): XeroPayRequest {
    const parsed = xeroPayRequestSchema.safeParse(payload);
    if (!parsed.success) throw new TransferRefusal(parsed.error.issues[0]?.message ?? 'Please select at least one pay period.');
    return parsed.data;
  }

  async send(run: TransferRun, request: XeroPayRequest): Promise<TransferOutcome> {
    const { principal } = run.context;
    const prepared = await this.exporter.prepare(principal, request.payrollTransferIds, request.departmentIds, 'payroll');
    // Closed when asked; one reopened since is not paid from hours that may still change.
    if (prepared.draft) throw new TransferFault(`${XERO_TEXTS.exportFailed}: ${XERO_TEXTS.selectClosed}`);
    const { session, employees } = await this.xero(() => this.connect(run.companyId));

    const sent: XeroPayResult['sent'] = [];
    const before: string[] = [];
    const notInXero = new Set<string>();
    const issues: string[] = [];
    let processed = 0;
    let stopped: string | null = null;
    await run.progress(0, null);
    for await (const card of this.exporter.cards(principal, prepared, run.context.now)) {
      processed++;
      const key = ledgerKey(card);
      const xeroEmployee = card.employee.record.xeroGuid ? employees.get(card.employee.record.xeroGuid) : undefined;
      if ((await this.streams.transaction((tx) => this.ledger.sent(tx, run.companyId, ThirdPartyType.Xero, [key]))).size) {
        before.push(nameOf(card));
      } else if (!xeroEmployee) {
        // Someone with nothing to pay is not missed in Xero.
        if (card.details.length) notInXero.add(nameOf(card));
      } else {
        const days = datesBetween(card.period.fromDate, card.period.toDate);
        const rateOf = new Map(card.facts.payTypes.map((t) => [t.id, t.xeroGuid]));
        const daily = card.days.flatMap((d) => d.payTypeTimes.map((t) => ({ date: d.date, payTypeId: t.payTypeId, units: t.value })));
        const totals = card.details.map((d) => ({ payTypeId: d.payType.id, payTypeName: d.payType.name, effUnits: d.effUnits }));
        const sheet = xeroTimesheetOf(nameOf(card), days, daily, totals, rateOf);
        issues.push(...sheet.issues);
        if (sheet.lines.length) {
          try {
            const answer = await this.client.postTimesheet(session, { employeeId: xeroEmployee.id, payrollCalendarId: xeroEmployee.payrollCalendarId, days, lines: sheet.lines }, `timekeep-${key}`);
            if (answer.ok) {
              await this.streams.transaction((tx) => this.ledger.mark(tx, run.companyId, ThirdPartyType.Xero, run.runId, [{ key, employeeId: card.employee.id, externalRef: answer.timesheetId }], new Date()));
              sent.push({ employeeName: nameOf(card), periodCode: periodName(card) });
            } else {
              issues.push(`Xero refused ${nameOf(card)}'s timesheet for ${periodName(card)}: ${answer.problems.join(' ')}`);
            }
          } catch (error) {
            if (!(error instanceof XeroError)) throw error;
            stopped = error.message;
            break;
          }
        }
      }
      await run.progress(processed, null);
    }

    if (notInXero.size) issues.unshift(`Employees not in Xero (run Sync to link them): ${[...notInXero].sort().join(', ')}`);
    const sentNames = [...new Set(sent.map((s) => s.employeeName))].join(', ');
    let status: SyncStatus = issues.length ? 'Warning' : 'Success';
    let message = xeroExportMessage(issues);
    if (stopped) {
      status = sent.length ? 'Warning' : 'Error';
      message = `${XERO_TEXTS.exportFailed}: ${stopped} ${sent.length ? `Sent before it stopped: ${sentNames}; export again to send the rest.` : 'Nothing was sent.'}${issues.length ? ` Issues: ${issues.join('; ')}` : ''}`;
    } else {
      const after = [sent.length ? `Sent: ${sentNames}.` : '', before.length ? `Already in Xero from an earlier export: ${before.join(', ')}.` : ''].filter(Boolean);
      if (after.length) message = `${message}${issues.length ? '.' : ''} ${after.join(' ')}`;
      // The periods are marked exported when the send went through; what it could not send is in the issues.
      await this.exporter.record(run.context, prepared);
    }
    const result: XeroPayResult = { status, message, sent, reason: stopped ? [stopped, ...issues] : issues };
    return { status, message, result, syncType: SyncType.PayrollTransfer, detail: { sent, alreadySent: before, issues } };
  }

  private async connect(companyId: string): Promise<{ session: XeroSession; employees: Map<string, Awaited<ReturnType<XeroClient['employees']>>[number]> }> {
    const session = await this.client.session(companyId);
    const employees = await this.client.employees(session);
    return { session, employees: new Map(employees.map((e) => [e.id, e])) };
  }

  /** Xero's fault before anything was sent: the whole export failed, in a sentence. */
  private async xero<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof XeroError) throw new TransferFault(`${XERO_TEXTS.exportFailed}: ${error.message} Nothing was sent.`);
      throw error;
    }
  }
}
