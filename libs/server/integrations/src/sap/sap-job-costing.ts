import { Injectable } from '@nestjs/common';
import { SAP_JOB_COSTING_COLUMNS, SyncStatus, SyncType } from '@timekeep/contracts';
import { AppConfig, Principal, Streams, SyncLog } from '@timekeep/server-platform';
import { type ApprovedHour, ApprovedHours, departmentNames } from '../approved-hours/approved-hours';

export type SapRow = Record<(typeof SAP_JOB_COSTING_COLUMNS)[number], string>;

/** What a download held, counted as its rows go out (the rows themselves are not kept). */
class SapTally {
  pairs = 0;
  hours = 0;
  private readonly people = new Set<string>();

  add(row: SapRow): void {
    this.pairs++;
    // The hours as written (two decimals), so the Sync Results row adds up to the file.
    this.hours += Number(row.Hours);
    this.people.add(row['Personnel Number'] || row.Employee);
  }

  get employees(): number {
    return this.people.size;
  }
}

/**
 * SAP (06): the approved hours of a range as TimesheetTransfer.csv (docs/sap-job-costing.md), one
 * row a pair, for the customer's CATS upload. A file sends nothing, so it is not recorded in the
 * SentLedger: the same range can be downloaded again. Each download is a Sync Results row.
 */
@Injectable()
export class SapJobCosting {
  constructor(
    private readonly streams: Streams,
    private readonly approved: ApprovedHours,
    private readonly syncLog: SyncLog,
    private readonly config: AppConfig,
  ) {}

  /**
   * The range's rows, read with the requester's reach a batch of employees at a time
   * (SAP_FILE_BATCH_EMPLOYEES) as they are taken. The first batch is read before this answers, so
   * a failure to read is an error reply, not a file cut after its first byte. The download is
   * recorded once the last row is taken, before the file ends: a client holding the whole file
   * finds it in Sync Results, and a file cut on the way (a batch failing, the client gone) is not
   * recorded.
   */
  async rows(principal: Principal, from: string, to: string): Promise<AsyncGenerator<SapRow>> {
    const departments = await this.streams.transaction((tx) => departmentNames(tx, principal.companyId));
    const batches = this.approved.inBatches(principal, { from, to, departmentIds: [] }, this.config.integrations.sapFileBatchEmployees);
    const first = await batches.next();
    const record = (tally: SapTally) => this.record(principal, from, to, tally);
    return (async function* () {
      const tally = new SapTally();
      for (let batch = first; !batch.done; batch = await batches.next()) {
        for (const hour of batch.value) {
          const row = rowOf(hour, departments);
          tally.add(row);
          yield row;
        }
      }
      await record(tally);
    })();
  }

  private async record(principal: Principal, from: string, to: string, tally: SapTally): Promise<void> {
    await this.streams.transaction((tx) =>
      this.syncLog.record(tx.manager, {
        companyId: principal.companyId,
        type: SyncType.TimesheetTransfer,
        status: SyncStatus.Success,
        message: `Downloaded ${tally.pairs} approved time pairs (${tally.hours.toFixed(2)} hours) of ${tally.employees} employees for ${from} to ${to} as TimesheetTransfer.csv for SAP.`,
        integration: 'SAP',
        detail: { rows: tally.pairs, from, to },
        actorId: principal.id,
      }),
    );
  }
}

function rowOf(h: ApprovedHour, departments: ReadonlyMap<string, string>): SapRow {
  return {
    'Personnel Number': h.payId ?? '',
    Employee: h.employeeName,
    Department: departments.get(h.departmentId) ?? '',
    Date: h.date,
    Start: h.inAt?.slice(11, 16) ?? '',
    End: h.outAt?.slice(11, 16) ?? '',
    Hours: h.paidHours.toFixed(2),
    'Job Code': h.jobCode ?? '',
    Job: h.jobName ?? '',
    'WBS Element': h.jobExternalId ?? '',
    'Task Code': h.taskCode ?? '',
    Task: h.taskName ?? '',
    Activity: h.taskExternalId ?? '',
    'Pair ID': h.pairId,
  };
}
