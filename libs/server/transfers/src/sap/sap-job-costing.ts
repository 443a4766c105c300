import { Injectable } from '@nestjs/common';
import { SAP_JOB_COSTING_COLUMNS, SyncStatus, SyncType } from '@timekeep/contracts';
import { OrmTx, Principal, Streams, SyncLog } from '@timekeep/server-platform';
import { type ApprovedHour, ApprovedHours } from '../approved-hours/approved-hours';

export type SapRow = Record<(typeof SAP_JOB_COSTING_COLUMNS)[number], string>;

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
  ) {}

  /** The range's rows, read with the requester's reach. */
  async rows(principal: Principal, from: string, to: string): Promise<SapRow[]> {
    const hours = await this.streams.transaction(async (tx) => {
      const all = await this.approved.of(tx, principal, { from, to, departmentIds: [] });
      return { all, departments: await departmentNames(tx, principal.companyId) };
    });
    return hours.all.map((h) => rowOf(h, hours.departments));
  }

  async record(principal: Principal, from: string, to: string, rows: readonly SapRow[]): Promise<void> {
    const employees = new Set(rows.map((r) => r['Personnel Number'] || r.Employee)).size;
    const hours = rows.reduce((sum, r) => sum + Number(r.Hours), 0);
    await this.streams.transaction((tx) =>
      this.syncLog.record(tx.manager, {
        companyId: principal.companyId,
        type: SyncType.TimesheetTransfer,
        status: SyncStatus.Success,
        message: `Downloaded ${rows.length} approved time pairs (${hours.toFixed(2)} hours) of ${employees} employees for ${from} to ${to} as TimesheetTransfer.csv for SAP.`,
        integration: 'SAP',
        detail: { rows: rows.length, from, to },
        actorId: principal.id,
        at: new Date(),
      }),
    );
  }
}

async function departmentNames(tx: OrmTx, companyId: string): Promise<Map<string, string>> {
  const rows: Array<{ id: string; name: string }> = await tx.manager.query('SELECT id, name FROM department WHERE company_id = $1', [companyId]);
  return new Map(rows.map((d) => [d.id, d.name]));
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
