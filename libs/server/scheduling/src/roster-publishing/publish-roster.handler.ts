import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { type CustomDay, EventType, ROSTER_PUBLISH_TEXTS, type RosterPublishNote, type RosterPublishPreview, type RosterPublishRequest, type WorkSectionDto } from '@timekeep/contracts';
import { type DayChangeInWords, dayLabel, publishedChanges, RosterError, type RosterDrafted, type RosterPublished } from '@timekeep/domain-scheduling';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { EmployeeDays } from '../employee-schedules/employee-days';
import { employeeScheduleStreamId, overlayDrafts, resolvedDays, ScheduleReads } from '../employee-schedules/employee-schedule.stream';
import { ShiftChecks } from '../roster/shift-checks';
import { WorkedDays } from '../ports/worked-days.port';
import { lockSchedules, mayChangeRoster } from '../roster/roster-cells';
import { RosterQueries } from '../roster/roster.queries';
import { RosterSettingsLookup } from './roster-settings';

export type PublishMode = 'preview' | 'publish' | 'discard';

export class PublishRosterCommand {
  constructor(
    readonly context: CommandContext,
    readonly request: RosterPublishRequest,
    readonly mode: PublishMode,
  ) {}
}

export type PublishOutcome = RosterPublishPreview;

/**
 * POST /api/roster/publish-preview, /publish and /discard (ADR 0075): the drafts of the chosen dates
 * of the employees within the planner's reach (and the departments chosen). A preview says what a
 * publish would change and what the checks say; a publish refuses while a rule set to block is
 * broken or a worked day would change, and while warnings are not acknowledged; then, in one
 * transaction, writes each employee's drafts through the one writer of her days (closed periods
 * refused there, timesheets marked stale) with `scheduling.roster-published` saying what changed
 * for her. A discard drops the drafts. Drafts outside the dates stay drafts.
 */
@CommandHandler(PublishRosterCommand)
export class PublishRosterHandler implements ICommandHandler<PublishRosterCommand, PublishOutcome> {
  constructor(
    private readonly streams: Streams,
    private readonly settings: RosterSettingsLookup,
    private readonly roster: RosterQueries,
    private readonly payRules: PayRuleLookup,
    private readonly days: EmployeeDays,
    private readonly checks: ShiftChecks,
    private readonly workedDays: WorkedDays,
  ) {}

  async execute({ context, request, mode }: PublishRosterCommand): Promise<PublishOutcome> {
    mayChangeRoster(context);
    const { companyId } = context.principal;
    return this.streams.transaction(async (tx) => {
      if (!(await this.settings.publishes(tx, companyId))) throw new RosterError('invalid', ROSTER_PUBLISH_TEXTS.notPublishing);
      const within = await this.roster.employeesOf(tx, context.principal, request.departmentIds);
      let drafts = await this.draftsOf(tx, companyId, within.map((e) => e.id), request);
      const ids = [...drafts.keys()];
      if (mode !== 'preview' && !ids.length) throw new RosterError('invalid', mode === 'discard' ? ROSTER_PUBLISH_TEXTS.nothingToDiscard : ROSTER_PUBLISH_TEXTS.nothing);
      if (mode !== 'preview') {
        // Their drafts read again under the roster's locks: a drop that landed between the first read and the lock is published (or discarded) as it now is.
        await lockSchedules(tx, ids);
        drafts = await this.draftsOf(tx, companyId, ids, request);
      }
      const employees = (await tx.manager.findBy(EmployeeEntity, { companyId, id: In(ids) })).filter((e) => drafts.has(e.id));
      if (mode === 'discard') {
        for (const employee of employees) await this.append(tx, context, employee.id, { type: EventType.RosterDrafted, v: 1, data: { employeeId: employee.id, days: [], withdrawn: [...(drafts.get(employee.id)?.keys() ?? [])] } });
        return { employees: employees.length, days: countDays(drafts), changes: [], warnings: [], blocked: [] };
      }
      const reads = new ScheduleReads(tx, this.payRules, companyId);
      const plan = await this.plan(tx, companyId, employees, drafts, request, reads);
      if (mode === 'preview') return plan.preview;
      const [blocked] = plan.preview.blocked;
      if (blocked) throw new RosterError('invalid', blocked.text, { blocked: plan.preview.blocked });
      const warned = plan.preview.warnings.length;
      if (warned && !request.acknowledgeWarnings) throw new RosterError('invalid', ROSTER_PUBLISH_TEXTS.acknowledge(warned), { warnings: plan.preview.warnings });
      for (const employee of employees) {
        const mine = drafts.get(employee.id) ?? new Map<string, CustomDay | null>();
        const published: RosterPublished = {
          type: EventType.RosterPublished,
          v: 1,
          data: { employeeId: employee.id, startDate: request.startDate, endDate: request.endDate, dates: [...mine.keys()], changes: plan.changes.get(employee.id) ?? [] },
        };
        // One append: her days and the publish that tells her (alone when her drafts were already as published).
        const wrote = await this.days.write(tx, context, employee, [...mine].map(([date, rule]) => ({ date, rule })), { overlap: 'scheduleConflict', also: [published], reads });
        if (!wrote) await this.append(tx, context, employee.id, published);
      }
      return plan.preview;
    });
  }

  /** Each employee's drafts within the dates: date to rule (null: her template's day). */
  private async draftsOf(tx: OrmTx, companyId: string, employeeIds: string[], { startDate, endDate }: RosterPublishRequest): Promise<Map<string, Map<string, CustomDay | null>>> {
    const { rows } = await tx.sql.query<{ employeeId: string; date: string; rule: CustomDay | null }>(
      `SELECT employee_id AS "employeeId", date::text AS date, rule FROM roster_draft_day
        WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND date BETWEEN $3 AND $4 ORDER BY employee_id, date`,
      [companyId, employeeIds, startDate, endDate],
    );
    const byEmployee = new Map<string, Map<string, CustomDay | null>>();
    for (const row of rows) byEmployee.set(row.employeeId, (byEmployee.get(row.employeeId) ?? new Map()).set(row.date, row.rule));
    return byEmployee;
  }

  /**
   * What publishing would do: per employee her days before and after (the drafts of the dates laid
   * over what is published), the days that change in words, the checks on the shifts of the
   * published dates as they will be, and the worked days a change would touch.
   */
  private async plan(tx: OrmTx, companyId: string, employees: EmployeeEntity[], drafts: Map<string, Map<string, CustomDay | null>>, request: RosterPublishRequest, reads: ScheduleReads) {
    const checks = await this.checks.of(tx, companyId, employees.map((e) => e.id));
    const worked = await this.workedDays.workedWithin(tx, companyId, employees.map((e) => e.id), request.startDate, request.endDate);
    const preview: RosterPublishPreview = { employees: 0, days: 0, changes: [], warnings: [], blocked: [] };
    const changes = new Map<string, DayChangeInWords[]>();
    // Every checked employee's shifts priced and checked in one call (one read of the company's rules and of the employees).
    const checked: Array<{ employeeId: string; date: string; section: WorkSectionDto; name: string }> = [];
    for (const employee of employees) {
      const mine = drafts.get(employee.id) ?? new Map<string, CustomDay | null>();
      const name = `${employee.firstName} ${employee.lastName}`;
      const note = (date: string, startTime: string | null, text: string): RosterPublishNote => ({ employeeId: employee.id, name, date, startTime, text });
      const mineChecked = checks.get(employee.id);
      const reach = mineChecked?.reach ?? 0;
      const from = dateOf(dayOf(request.startDate) - reach);
      const to = dateOf(dayOf(request.endDate) + reach);
      const { days: before, templateDays } = await resolvedDays(tx, this.payRules, employee, from, to, reads);
      const after = overlayDrafts(before, templateDays, mine);
      const byDate = (list: typeof before) => new Map(list.map((d) => [d.title, d]));
      const changed = publishedChanges([...mine.keys()], byDate(before), byDate(after));
      changes.set(employee.id, changed);
      preview.employees++;
      preview.days += mine.size;
      preview.changes.push(...changed.map((c) => note(c.date, null, `${dayLabel(c.date)}: ${c.before} → ${c.after}`)));
      for (const c of changed) if (worked.has(`${employee.id}|${c.date}`)) preview.blocked.push(note(c.date, null, ROSTER_PUBLISH_TEXTS.worked(name, dayLabel(c.date))));
      if (mineChecked) checked.push(...after.flatMap((d) => d.workSections.map((section) => ({ employeeId: employee.id, date: d.title, section, name }))));
    }
    const paid = await this.checks.priced(tx, companyId, checked);
    paid.forEach((p, i) => {
      const { employeeId, date, section, name } = checked[i];
      // Only the shifts of the days being published: the days around them are read for the checks' reach.
      if (!drafts.get(employeeId)?.has(date)) return;
      for (const w of p.warnings) {
        const said: RosterPublishNote = { employeeId, name, date, startTime: section.startTime, text: `${name}, ${dayLabel(date)} ${section.startTime}: ${w.text}` };
        (w.block ? preview.blocked : preview.warnings).push(said);
      }
    });
    return { preview, changes };
  }

  private async append(tx: OrmTx, context: CommandContext, employeeId: string, event: RosterDrafted | RosterPublished): Promise<void> {
    const id = employeeScheduleStreamId(employeeId);
    const version = await this.streams.version(tx, context.principal.companyId, id);
    await this.streams.append(tx, context, { id, type: 'employeeSchedule', expected: version === 0 ? 'no_stream' : version }, [event]);
  }
}

const countDays = (drafts: Map<string, Map<string, unknown>>) => [...drafts.values()].reduce((n, m) => n + m.size, 0);
