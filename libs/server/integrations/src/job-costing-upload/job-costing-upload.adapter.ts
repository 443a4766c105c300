import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { type AxUploadRequest, axUploadRequestSchema, greenTreeUploadRequestSchema, SyncStatus, ThirdPartyType, type ThirdPartyTypeId, UPLOAD_CONNECTION_TEXTS, type UploadResult } from '@timekeep/contracts';
import type { UploadConnectionKind } from '@timekeep/domain-integrations';
import { AppConfig, parseBody, Streams } from '@timekeep/server-platform';
import { type ApprovedHour, ApprovedHours, departmentNames } from '../approved-hours/approved-hours';
import { ConnectionsQueries } from '../connections/connections.queries';
import { SentLedger } from '../timesheet-transfer/sent-ledger';
import type { TimesheetTransferAdapter, TransferOutcome, TransferRun } from '../timesheet-transfer/transfer-adapter';

/** Lines an upload carries: a company's week in one or a few calls. */
export const UPLOAD_BATCH = 500;
/** Times a call is made again after a timeout, 429 or 5xx: safe, as the endpoint answers a repeated Idempotency-Key as it did. */
const RETRIES = 2;
const MAX_RETRY_AFTER_S = 30;

type UploadRequest = AxUploadRequest;
type Target = { baseUrl: string; company: string; apiKey: string };

/** A fault of the endpoint, in a sentence; `retry` when asking again with the same key is worth it. */
class UploadFault extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly waitS = 1,
  ) {
    super(message);
  }
}

/**
 * GreenTree (03) and AX (02) run on the customer's premises and offer no public API we could call,
 * so the hours go to a job costing upload endpoint the customer runs beside the system
 * (docs/job-costing-upload.md, docs/decisions/0039-timesheet-transfers.md): approved pairs of
 * the chosen company nodes and dates, posted as lines in batches, each batch under an
 * Idempotency-Key made of its pairs, recorded in the SentLedger when answered. The endpoint's
 * messages are the result's `data`, listed under the form.
 */
@Injectable()
abstract class JobCostingUploadAdapter implements TimesheetTransferAdapter<UploadRequest> {
  abstract readonly types: readonly ThirdPartyTypeId[];
  abstract readonly name: string;
  protected abstract readonly kind: UploadConnectionKind;
  protected abstract readonly type: ThirdPartyTypeId;

  constructor(
    private readonly connections: ConnectionsQueries,
    private readonly streams: Streams,
    private readonly approved: ApprovedHours,
    private readonly ledger: SentLedger,
    private readonly config: AppConfig,
  ) {}

  abstract parse(payload: unknown): UploadRequest;

  /** The days the form's dates stand for. */
  protected abstract rangeOf(request: UploadRequest): { from: string; to: string; span: string };

  async send(run: TransferRun, request: UploadRequest): Promise<TransferOutcome> {
    const { from, to, span } = this.rangeOf(request);
    const target = await this.connections.uploadTarget(run.companyId, this.kind);
    if (!target) return failed(UPLOAD_CONNECTION_TEXTS.notSet(this.name));
    const [hours, departments, sentBefore] = await this.streams.transaction(async (tx) => {
      const all = await this.approved.of(tx, run.context.principal, { from, to, departmentIds: request.departmentId });
      return [all, await departmentNames(tx, run.companyId), await this.ledger.sent(tx, run.companyId, this.type, all.map((h) => h.pairId))] as const;
    });
    const unsent = hours.filter((h) => !sentBefore.has(h.pairId));
    await run.progress(0, unsent.length);
    const messages: string[] = [];
    let uploaded = 0;
    try {
      for (let i = 0; i < unsent.length; i += UPLOAD_BATCH) {
        const batch = unsent.slice(i, i + UPLOAD_BATCH);
        const body = { system: this.name, company: target.company, startDate: from, endDate: to, lines: batch.map((h) => lineOf(h, departments)) };
        messages.push(...(await this.post(target, keyOf(this.type, batch), body)));
        await this.streams.transaction((tx) => this.ledger.mark(tx, run.companyId, this.type, run.runId, batch.map((h) => ({ key: h.pairId, employeeId: h.employeeId, externalRef: null })), new Date()));
        uploaded += batch.length;
        await run.progress(uploaded, unsent.length);
      }
    } catch (fault) {
      if (!(fault instanceof UploadFault)) throw fault;
      const errorMessage = `${fault.message}${uploaded ? ` ${uploaded} of ${unsent.length} lines were uploaded before it.` : ' Nothing was uploaded.'}`;
      return { ...failed(errorMessage), status: uploaded ? SyncStatus.Warning : SyncStatus.Error };
    }
    const employees = new Set(unsent.map((h) => h.employeeId)).size;
    if (!unsent.length) messages.push(hours.length ? `The approved hours of ${span} were uploaded before; nothing new to upload.` : `No approved hours for ${span} in the chosen company nodes.`);
    const result: UploadResult = { data: messages };
    const skipped = hours.length - unsent.length;
    return {
      status: SyncStatus.Success,
      message: `Uploaded ${unsent.length} lines of ${employees} employees for ${span} to ${this.name} company ${target.company}${skipped ? `; ${skipped} uploaded before were skipped` : ''}. ${this.name} answered: ${messages.join(' ')}`,
      result,
      detail: { lines: unsent.length, skippedAsSentBefore: skipped },
    };
  }

  /** One batch, asked again (same key) after a timeout, 429 or 5xx. */
  private async post(target: Target, key: string, body: unknown): Promise<string[]> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(target, key, body);
      } catch (fault) {
        if (!(fault instanceof UploadFault) || !fault.retry || attempt >= RETRIES) throw fault;
        await new Promise((resolve) => setTimeout(resolve, Math.min(fault.waitS, MAX_RETRY_AFTER_S) * 1000));
      }
    }
  }

  private async once(target: Target, key: string, body: unknown): Promise<string[]> {
    const where = `The ${this.name} upload endpoint`;
    let response: Response;
    try {
      response = await fetch(`${target.baseUrl}/timesheets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${target.apiKey}`, 'idempotency-key': key, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.integrations.timeoutMs),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') throw new UploadFault(`${where} did not answer within ${seconds(this.config.integrations.timeoutMs)}.`, true);
      throw new UploadFault(`${where} could not be reached at ${target.baseUrl}.`, true);
    }
    if (response.status === 401 || response.status === 403) throw new UploadFault(`${where} refused the key (${response.status}): check the key on My Company, Company Profiles.`, false);
    if (response.status === 429) throw new UploadFault(`${where} is limiting requests (429) and kept refusing after waiting; upload again later.`, true, Number(response.headers.get('retry-after')) || 1);
    if (response.status >= 500) throw new UploadFault(`${where} failed with an error of its own (${response.status}).`, true);
    if (!response.ok) throw new UploadFault(`${where} refused the upload (${response.status}).`, false);
    const raw = await response.text();
    try {
      const parsed = JSON.parse(raw) as { messages?: unknown };
      if (!Array.isArray(parsed.messages)) throw new Error('no messages');
      return parsed.messages.map(String);
    } catch {
      throw new UploadFault(`${where} answered with something we cannot read (not the JSON messages list).`, false);
    }
  }
}

const seconds = (ms: number) => (Math.round(ms / 1000) === 1 ? '1 second' : `${Math.round(ms / 1000)} seconds`);

function failed(errorMessage: string): TransferOutcome {
  const result: UploadResult = { errorMessage };
  return { status: SyncStatus.Error, message: errorMessage, result };
}

/** The same pairs give the same key: a batch asked again is the batch answered before. */
const keyOf = (type: ThirdPartyTypeId, batch: readonly ApprovedHour[]) => `timekeep-${type}-${createHash('sha256').update(batch.map((h) => h.pairId).sort().join(',')).digest('hex').slice(0, 40)}`;

function lineOf(h: ApprovedHour, departments: ReadonlyMap<string, string>) {
  return {
    // The Pay ID is the key payroll and job costing systems match people on (docs/payroll-export.md).
    employeeId: h.payId ?? '',
    employeeName: h.employeeName,
    department: departments.get(h.departmentId) ?? '',
    date: h.date,
    start: h.inAt ?? '',
    end: h.outAt ?? '',
    hours: Math.round(h.paidHours * 100) / 100,
    jobCode: h.jobCode,
    jobExternalId: h.jobExternalId,
    taskCode: h.taskCode,
    taskExternalId: h.taskExternalId,
    reference: h.pairId,
  };
}

@Injectable()
export class GreenTreeTransferAdapter extends JobCostingUploadAdapter {
  readonly types = [ThirdPartyType.GreenTree] as const;
  readonly name = 'GreenTree';
  protected readonly kind = 'greenTree';
  protected readonly type = ThirdPartyType.GreenTree;

  parse(payload: unknown): UploadRequest {
    return parseBody(greenTreeUploadRequestSchema, payload);
  }

  /** The spec sends the week ending date as both dates: the week is the seven days ending on it. */
  protected rangeOf(request: UploadRequest) {
    const end = Date.parse(`${request.endDate}T00:00:00Z`);
    return { from: new Date(end - 6 * 86_400_000).toISOString().slice(0, 10), to: request.endDate, span: `the week ending ${request.endDate}` };
  }
}

@Injectable()
export class AxTransferAdapter extends JobCostingUploadAdapter {
  readonly types = [ThirdPartyType.AX] as const;
  readonly name = 'AX';
  protected readonly kind = 'ax';
  protected readonly type = ThirdPartyType.AX;

  parse(payload: unknown): UploadRequest {
    return parseBody(axUploadRequestSchema, payload);
  }

  protected rangeOf(request: UploadRequest) {
    return { from: request.startDate, to: request.endDate, span: `${request.startDate} to ${request.endDate}` };
  }
}
