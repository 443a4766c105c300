import { Injectable } from '@nestjs/common';
import { JobKind } from '@timekeep/contracts';
import { Refusal } from '@timekeep/domain-kernel';
import { autoPunchModeOf, decideAutoPunches, decideRecordPunches, NewPunch, timesheetStreamId, wallTimeOf } from '@timekeep/domain-timekeeping';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, JobContext, JobHandler, Streams } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { TimesheetCalculator } from '../core/timesheet-calculator';
import { CompanyFacts } from '../core/timesheet-inputs';
import { TimesheetWriter } from '../core/timesheet-writer';

/** Who the auto punches are recorded as: the system, on the schedule's behalf. */
export const AUTO_PUNCH_ACTOR = { id: 'auto-punch', name: 'Auto punch' } as const;

/** Employees between two progress writes. */
const BATCH = 50;

export interface AutoPunchResult {
  date: string;
  /** Employees on a template that auto punches. */
  employees: number;
  /** Employees given punches, and the punches made in all. */
  punched: number;
  punches: number;
  /** Employees left as they were because their write was refused (a pay period closed since the decision, the install's dates). */
  refused: number;
}

/**
 * A company's auto punches for one day (ADR 0060), in the worker: for each employee whose schedule
 * template auto punches, the domain decides the punches of the shifts ending that day
 * (`decideAutoPunches`), and they are written through the timesheet's one write path, each
 * employee in their own transaction under their lock: as the system, source 'job', entry AutoPair,
 * never into a closed pay period (the writer's guard, after the decision's own).
 *
 * Safe to run again (a crashed or second delivery): the decision is idempotent (a shift it punched
 * is whole and gets nothing more), and an employee with an event of this run (its id is their
 * events' correlation id) is not decided again, so a shift a supervisor took back meanwhile stays
 * taken back.
 */
@Injectable()
export class AutoPunchJob implements JobHandler<typeof JobKind.AutoPunch, AutoPunchResult> {
  readonly kind = JobKind.AutoPunch;

  constructor(
    private readonly writer: TimesheetWriter,
    private readonly calculator: TimesheetCalculator,
    private readonly streams: Streams,
  ) {}

  async run(job: JobContext<typeof JobKind.AutoPunch>): Promise<AutoPunchResult> {
    const { date } = job.payload;
    const context: CommandContext = {
      principal: { kind: 'system', id: AUTO_PUNCH_ACTOR.id, name: AUTO_PUNCH_ACTOR.name, companyId: job.companyId, roles: [] },
      source: 'job',
      correlationId: job.runId,
      causationId: null,
      now: job.now ?? new Date(),
    };
    const employeeIds = await this.candidates(job.companyId);
    const result: AutoPunchResult = { date, employees: employeeIds.length, punched: 0, punches: 0, refused: 0 };
    await job.progress(0, employeeIds.length);
    for (let i = 0; i < employeeIds.length; i += BATCH) {
      for (const employeeId of employeeIds.slice(i, i + BATCH)) {
        const outcome = await this.punch(context, employeeId, date);
        if (outcome === 'refused') result.refused++;
        else if (outcome > 0) {
          result.punched++;
          result.punches += outcome;
        }
      }
      await job.progress(Math.min(i + BATCH, employeeIds.length), employeeIds.length);
    }
    return result;
  }

  /** The employees of the company whose template auto punches, as the company allows it now (each write checks again under its lock). */
  private async candidates(companyId: string): Promise<string[]> {
    return this.streams.transaction(async (tx) => {
      const facts = await CompanyFacts.load(tx, companyId);
      if (!facts.settings.allowAutoPunch) return [];
      const employees = await tx.manager.find(EmployeeEntity, { where: { companyId, status: In(['Active', 'Terminated']) }, order: { id: 'ASC' } });
      return employees.filter((e) => autoPunchModeOf(true, facts.templateOf(e))).map((e) => e.id);
    });
  }

  private async punch(context: CommandContext, employeeId: string, date: string): Promise<number | 'refused'> {
    if (await this.punchedByRun(employeeId, context.correlationId)) return 0;
    try {
      const { result } = await this.writer.write(
        context,
        employeeId,
        undefined,
        async ({ state, employee, companyFacts, tx }) => {
          const mode = autoPunchModeOf(companyFacts.settings.allowAutoPunch, companyFacts.templateOf(employee));
          const terminateOn = employee.record.terminateDateValue;
          // Inactive, or terminated without a last day: nothing is known to have been worked.
          if (!mode || employee.status === 'Inactive' || (employee.status === 'Terminated' && !terminateOn)) return { events: [], dates: [], result: 0 };
          const input = await this.calculator.inputOf(tx, companyFacts, employee, dateOf(dayOf(date) - 1), date, context.now);
          const made = decideAutoPunches({ mode, input, endingOn: date, hireOn: employee.hireOn, terminateOn, recorded: state.punches }, randomUUID);
          const punches: NewPunch[] = made.map(({ side: _side, sectionId: _section, ...punch }) => ({ ...punch, entry: 'AutoPair' }));
          // The decision never punches a minute already punched; the write refuses one all the same.
          const events = decideRecordPunches(state, employee.id, punches, { refuseSameMinute: true });
          return { events, dates: [...new Set(made.flatMap((p) => [p.day, wallTimeOf(p).slice(0, 10)]))], result: made.length };
        },
        { reply: false },
      );
      return result;
    } catch (error) {
      // Removed since the run began.
      if (error instanceof Refusal && error.kind === 'notFound') return 0;
      // A write refused (a pay period closed since the decision, the install's dates, a company
      // missing a system pay type) is that employee's, never the whole run's; anything else is retried.
      if (error instanceof Refusal) return 'refused';
      throw error;
    }
  }

  private async punchedByRun(employeeId: string, runId: string): Promise<boolean> {
    const { rows } = await this.streams.transaction((tx) => tx.sql.query(`SELECT 1 FROM events WHERE stream_id = $1 AND metadata->>'correlationId' = $2 LIMIT 1`, [timesheetStreamId(employeeId), runId]));
    return rows.length > 0;
  }
}
