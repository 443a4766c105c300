import { Injectable } from '@nestjs/common';
import { EventType, PayCardDto, TimesheetChange, TimesheetDto } from '@timekeep/contracts';
import { payCardOf } from '../core/pay-card-view';
import type { CustomDay, EmployeeScheduleChanged } from '@timekeep/domain-scheduling';
import { computeWithApprovals, evolveTimesheet, PunchState, timesheetFold, TimesheetEvent, timesheetStreamId, TimekeepingError } from '@timekeep/domain-timekeeping';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import type { RecordedEvent } from '@timekeep/event-store';
import { ManagementScope } from '@timekeep/server-organisation';
import { Clock, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { EmployeeEntity, employeeStreamId } from '@timekeep/server-people';
import { EmployeeEvent, evolveEmployee, initialEmployeeState } from '@timekeep/domain-people';
import { employeeScheduleStreamId, reachableEmployee } from '@timekeep/server-scheduling';
import { PunchEntity } from '../core/punch.entity';
import { ApprovedLeaves } from '../ports/approved-leaves.port';
import { storedDays } from '../core/timesheet-calculator';
import { CompanyFacts, timesheetInputOf } from '../core/timesheet-inputs';
import { totalsOf, withPunches } from '../core/timesheet-view';
import { WorkCodeNames } from '../core/work-code-names';
import { TimesheetQueries, MAX_TIMESHEET_DAYS } from '../core/timesheet.queries';

/** A folded punch as the read model's row, for the engine and the view. */
const asRow = (p: PunchState, employeeId: string, companyId: string, at: Date): PunchEntity =>
  ({ ...p, employeeId, companyId, source: 'log', version: 0, recordedAt: at, updatedAt: at }) as PunchEntity;

const punchLabel = (p: Pick<PunchState, 'punchTime' | 'day' | 'dayType'>) => `Punch ${p.punchTime}${p.dayType === 'Today' ? '' : ` (${p.dayType})`} on ${p.day}`;

/**
 * The auditors' view (ours): the timesheet as it stood at a past instant, computed from the event
 * log through the same engine, and the change history of a period. Reading history is the one read
 * that folds events (the guide's rule).
 */
@Injectable()
export class TimesheetHistory {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly queries: TimesheetQueries,
    private readonly approvedLeaves: ApprovedLeaves,
    private readonly clock: Clock,
  ) {}

  private async events(companyId: string, streamIds: string[], until: Date | null): Promise<RecordedEvent[]> {
    return this.streams.transaction(async (tx) => {
      const all = (await Promise.all(streamIds.map((id) => this.streams.store.readStream(tx.sql, companyId, id)))).flat();
      return all.filter((e) => !until || e.recordedAt <= until).sort((a, b) => Number(a.position.globalPosition) - Number(b.position.globalPosition));
    });
  }

  /**
   * The timesheet of fromT..endT as it stood at `asOf`: the employee's punches, own schedule days,
   * record and the company's pay rules as the log had them then; structure and settings as now
   * (docs/decisions/0027-timesheet-read-model.md).
   */
  async asOf(principal: Principal, employeeId: string, fromT: string | undefined, endT: string | undefined, asOf: Date): Promise<TimesheetDto> {
    const current = await this.queries.punchRecords(principal, employeeId, fromT, endT, this.clock.now());
    const from = current.fromT;
    const to = current.toT;
    if (dayOf(to) - dayOf(from) >= MAX_TIMESHEET_DAYS) throw new TimekeepingError('invalid', 'Choose a shorter range.');
    const log = await this.events(principal.companyId, [timesheetStreamId(employeeId), employeeScheduleStreamId(employeeId)], asOf);
    let state = timesheetFold.initial;
    const customDays = new Map<string, CustomDay>();
    for (const e of log) {
      if (e.type === EventType.EmployeeScheduleChanged) {
        for (const d of (e.data as EmployeeScheduleChanged['data']).days) {
          if (d.rule) customDays.set(d.date, d.rule);
          else customDays.delete(d.date);
        }
      } else state = evolveTimesheet(state, { type: e.type, v: e.v, data: e.data } as TimesheetEvent);
    }
    return this.streams.transaction(async (tx) => {
      const now = await reachableEmployee(tx, this.scope, principal, employeeId);
      const employee = await this.employeeAsOf(tx, now, asOf);
      const facts = await CompanyFacts.asOf(tx, now.companyId, asOf);
      const punches = [...state.punches.values()].map((p) => asRow(p, employee.id, employee.companyId, asOf));
      // Leave as approved at that instant, so the auditors' view pays what was approved then.
      const leaves = (await this.approvedLeaves.approvedLeavesOf(tx, employee.companyId, [employee.id], dateOf(dayOf(from) - 31), dateOf(dayOf(to) + 31), asOf)).get(employee.id) ?? [];
      const { input, timesheet } = computeWithApprovals(timesheetInputOf(facts, employee, from, to, { customDays, punches, leaves }, Math.floor(asOf.getTime() / 1000)));
      const days = storedDays(input, timesheet, punches, asOf)
        .map((d) => d.day)
        .filter((d) => d.day >= from && d.day <= to);
      const shown = withPunches(days, punches, await WorkCodeNames.forDays(tx, employee.companyId, days));
      return { ...current, readonly: true, timeSheets: shown, totals: totalsOf(shown), version: log.filter((e) => e.streamId === timesheetStreamId(employeeId)).length, asOf: asOf.toISOString(), computedAt: null };
    });
  }

  /** The pay card of fromDate..toDate as it stood at `asOf`: the as-of timesheet's totals and the lines and files recorded by then. */
  async payCardAsOf(principal: Principal, employeeId: string, fromDate: string, toDate: string | undefined, asOf: Date): Promise<PayCardDto> {
    const sheet = await this.asOf(principal, employeeId, fromDate, toDate, asOf);
    const log = (await this.events(principal.companyId, [timesheetStreamId(employeeId)], asOf)).filter((e) => e.type === EventType.PayCardLineSaved || e.type === EventType.PayCardFileAttached || e.type === EventType.PayCardLineDeleted);
    let state = timesheetFold.initial;
    const by = new Map<string, { actor: string; at: Date }>();
    for (const e of log) {
      state = evolveTimesheet(state, { type: e.type, v: e.v, data: e.data } as TimesheetEvent);
      const key = (e.data as { id?: string; fileName?: string }).id ?? (e.data as { fileName?: string }).fileName;
      if (key) by.set(key, { actor: e.metadata.actor.name ?? e.metadata.actor.id, at: new Date(e.metadata.occurredAt) });
    }
    return this.streams.transaction(async (tx) => {
      const employee = await reachableEmployee(tx, this.scope, principal, employeeId);
      const facts = await CompanyFacts.asOf(tx, employee.companyId, asOf);
      const lines = [...state.payCard.values()].filter((l) => l.fromDate === sheet.fromT).map((l) => ({ ...l, modifiedBy: by.get(l.id)?.actor ?? null }));
      const files = [...state.payCardFiles.values()]
        .filter((f) => f.fromDate === sheet.fromT)
        .map((f) => ({ fileName: f.fileName, name: f.name, uploadedBy: by.get(f.fileName)?.actor ?? '', uploadedAt: by.get(f.fileName)?.at ?? asOf }));
      return payCardOf(employee, { id: sheet.payrollTransferId, fromDate: sheet.fromT, toDate: sheet.toT }, sheet.totals, lines, files, facts, sheet.version);
    });
  }

  /** The employee's record as the log had it at `asOf` (their pay group, department, template, hours and skills then). */
  private async employeeAsOf(tx: OrmTx, current: EmployeeEntity, asOf: Date): Promise<EmployeeEntity> {
    const events = (await this.streams.store.readStream(tx.sql, current.companyId, employeeStreamId(current.id))).filter((e) => e.recordedAt <= asOf);
    const state = events.reduce((s, e) => evolveEmployee(s, { type: e.type, v: e.v, data: e.data } as EmployeeEvent), initialEmployeeState);
    const r = state.record;
    if (!r) throw new TimekeepingError('notFound', 'The employee had not been hired at that instant.');
    return { ...current, departmentId: r.departmentId, payGroupId: r.paygroupId, roundingId: r.timeRoundingId, record: r, employmentTypes: state.employmentTypes, workingDays: state.workingDays } as EmployeeEntity;
  }

  /** Who changed which punch, shift or pay card line of the period, when, from which source, with old and new values. */
  async changes(principal: Principal, employeeId: string, fromT: string | undefined, endT: string | undefined): Promise<{ items: TimesheetChange[] }> {
    const sheet = await this.queries.punchRecords(principal, employeeId, fromT, endT, this.clock.now());
    const inPeriod = (date: string) => date >= sheet.fromT && date <= sheet.toT;
    const log = await this.events(principal.companyId, [timesheetStreamId(employeeId), employeeScheduleStreamId(employeeId)], null);
    let state = timesheetFold.initial;
    const items: TimesheetChange[] = [];
    for (const e of log) {
      const meta = { at: e.metadata.occurredAt, actor: e.metadata.actor.name ?? e.metadata.actor.id, source: e.metadata.source, event: e.type };
      if (e.type === EventType.EmployeeScheduleChanged) {
        for (const d of (e.data as EmployeeScheduleChanged['data']).days) {
          if (!inPeriod(d.date)) continue;
          const shifts = (d.rule?.workSections ?? []).map((s) => `${s.startTime}-${s.endTime}`).join(', ') || (d.rule ? 'none' : 'the template');
          items.push({ ...meta, subject: `Shifts on ${d.date}`, changes: [{ field: 'shifts', from: null, to: shifts }] });
        }
        continue;
      }
      const event = { type: e.type, v: e.v, data: e.data } as TimesheetEvent;
      const before = state;
      state = evolveTimesheet(state, event);
      switch (event.type) {
        case EventType.PunchRecorded:
          if (inPeriod(event.data.day)) items.push({ ...meta, subject: punchLabel(event.data), changes: [{ field: 'punchTime', from: null, to: event.data.local.replace('T', ' ') }] });
          break;
        case EventType.PunchChanged: {
          const old = before.punches.get(event.data.punchId);
          if (!old || !(inPeriod(old.day) || inPeriod(event.data.day))) break;
          const fields = ['local', 'reason', 'workPlaceId', 'positionId', 'jobId', 'taskId'] as const;
          const changes = fields.filter((f) => old[f] !== event.data[f]).map((f) => ({ field: f === 'local' ? 'punchTime' : f, from: f === 'local' ? old.local.replace('T', ' ') : old[f], to: f === 'local' ? event.data.local.replace('T', ' ') : event.data[f] }));
          items.push({ ...meta, subject: punchLabel(old), changes });
          break;
        }
        case EventType.PunchDeleted: {
          const old = before.punches.get(event.data.punchId);
          if (old && inPeriod(old.day)) items.push({ ...meta, subject: punchLabel(old), changes: [{ field: 'punchTime', from: old.local.replace('T', ' '), to: null }] });
          break;
        }
        case EventType.PunchPairChanged: {
          const old = event.data.inPunchId ? before.punches.get(event.data.inPunchId) : undefined;
          if (old && inPeriod(old.day)) {
            const changes = (
              [
                ['site', old.workPlaceId, event.data.siteId],
                ['position', old.positionId, event.data.positionId],
                ['job', old.jobId, event.data.jobId],
                ['task', old.taskId, event.data.taskId],
                ['approved', old.approved, event.data.approved],
              ] as const
            )
              .filter(([, a, b]) => a !== b)
              .map(([field, from, to]) => ({ field, from, to }));
            items.push({ ...meta, subject: `Punch pair from ${old.punchTime} on ${old.day}`, changes });
          }
          break;
        }
        case EventType.PunchPairApproved:
        case EventType.PunchPairUnapproved: {
          const own = before.punches.get(event.data.pairId);
          const approved = event.type === EventType.PunchPairApproved;
          if (own && inPeriod(event.data.date)) items.push({ ...meta, subject: `Punch pair from ${own.punchTime} on ${own.day}`, changes: [{ field: 'approved', from: !approved, to: approved }] });
          break;
        }
        case EventType.PayCardLineSaved: {
          if (!inPeriod(event.data.fromDate)) break;
          const old = before.payCard.get(event.data.id);
          items.push({ ...meta, subject: 'Pay card', changes: [{ field: 'effUnits', from: old?.effUnits ?? null, to: event.data.effUnits }, ...(old?.notes !== event.data.notes ? [{ field: 'notes', from: old?.notes ?? null, to: event.data.notes }] : [])] });
          break;
        }
        case EventType.PayCardLineDeleted: {
          const old = before.payCard.get(event.data.lineId);
          if (old && inPeriod(old.fromDate)) items.push({ ...meta, subject: 'Pay card', changes: [{ field: 'effUnits', from: old.effUnits, to: null }] });
          break;
        }
      }
    }
    return { items: items.reverse() };
  }
}
