import { Injectable } from '@nestjs/common';
import { EventType, OPEN_SHIFT_TEXTS, type RosterCheck, type RosterWarning, type WorkSectionDto } from '@timekeep/contracts';
import { nextSectionId, overlaps, type RosterTraded, shiftWords, withSection } from '@timekeep/domain-scheduling';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, OrmTx } from '@timekeep/server-platform';
import { EmployeeDays } from '../employee-schedules/employee-days';
import { resolvedDays } from '../employee-schedules/employee-schedule.stream';
import { RosterDraftDayEntity } from '../roster-publishing/roster-publishing.entities';
import { lockSchedules } from '../roster/roster-cells';
import { ShiftChecks } from '../roster/shift-checks';
import { companyMinute, startsBy } from '../company-time';
import { OpenShiftEntity } from './open-shift.entity';

/** The shift a claim is about: its position, date, section and the skills it needs. */
export type OfferedShift = Pick<OpenShiftEntity, 'positionId' | 'date' | 'section' | 'skillIds'>;

/**
 * The checks a taker must pass whatever their mode (ADR 0078): an open shift is offered only to
 * whom it fits, so a rule that would only warn on the roster still keeps it from her.
 */
const KEEPS_FROM_HER: ReadonlySet<RosterCheck> = new Set<RosterCheck>(['restBetweenShifts', 'consecutiveDays', 'weeklyHours', 'unavailable']);

/** Whom an open shift fits, whether it has started, and writing it onto the one who takes it. */
@Injectable()
export class OpenShifts {
  constructor(
    private readonly payRules: PayRuleLookup,
    private readonly checks: ShiftChecks,
    private readonly days: EmployeeDays,
  ) {}

  /**
   * Why the shift does not fit her, in the rule's words; null when it does (an open shift, a shift
   * offered or swapped to her, `giving` the one she gives for it): an active employee of its position with its skills, free of a clash with her shifts, and whose days with it break none
   * of rest, days in a row, the week's hours and her availability (and no rule set to block).
   */
  async whyNot(tx: OrmTx, employee: EmployeeEntity, shift: OfferedShift, giving?: { date: string; sectionId: string }): Promise<string | null> {
    if (employee.status !== 'Active') return OPEN_SHIFT_TEXTS.notOffered;
    if (employee.departmentId !== shift.positionId) return OPEN_SHIFT_TEXTS.otherPosition;
    const skills = new Set(employee.record.skills ?? []);
    if (shift.skillIds.some((s) => !skills.has(s))) return OPEN_SHIFT_TEXTS.noSkill;
    const checks = (await this.checks.of(tx, employee.companyId, [employee.id])).get(employee.id);
    // The days either side for a clash with a shift running over midnight, and as far as her checks read.
    const reach = Math.max(1, checks?.reach ?? 0);
    const on = dayOf(shift.date);
    // A swap: her days as they will be, without the shift she gives in exchange.
    const { days } = await resolvedDays(tx, this.payRules, employee, dateOf(on - reach), dateOf(on + reach)).then(({ days: all }) => ({
      days: all.map((d) => (giving && d.title === giving.date ? { ...d, workSections: d.workSections.filter((s) => s.id !== giving.sectionId) } : d)),
    }));
    const near = days.filter((d) => Math.abs(dayOf(d.title) - on) <= 1);
    if (near.some((d) => d.workSections.some((s) => overlaps(s, shift.section, on - dayOf(d.title))))) return OPEN_SHIFT_TEXTS.clash;
    if (!checks) return null;
    const hers = days.flatMap((d) => d.workSections.map((section) => ({ employeeId: employee.id, date: d.title, section })));
    const sections = [...hers, { employeeId: employee.id, date: shift.date, section: shift.section }];
    const keeps = (w: RosterWarning) => w.block || KEEPS_FROM_HER.has(w.rule);
    const after = await this.checks.priced(tx, employee.companyId, sections);
    // Most days with it warn of nothing that keeps it from her: then her days without it need no pricing.
    if (!after.some((p) => p.warnings.some(keeps))) return null;
    const before = await this.checks.priced(tx, employee.companyId, hers);
    const key = (date: string, section: WorkSectionDto, rule: string) => `${date}|${section.startTime}|${rule}`;
    const had = new Set(before.flatMap((p, i) => p.warnings.map((w) => key(hers[i].date, hers[i].section, w.rule))));
    for (const [i, p] of after.entries()) {
      const brought = p.warnings.find((w) => keeps(w) && !had.has(key(sections[i].date, sections[i].section, w.rule)));
      if (brought) return brought.text;
    }
    return null;
  }

  /** Whether the shift has started, in the company's time. */
  async started(tx: OrmTx, companyId: string, shift: OfferedShift, now: Date): Promise<boolean> {
    return startsBy(shift, await companyMinute(tx, companyId, now));
  }

  /**
   * The shift onto her days, through the one writer, in the caller's transaction: published (an open
   * shift is published as it is offered), and onto her draft of that date too where one waits, so a
   * planner's later publish does not take it away again.
   */
  async assign(tx: OrmTx, context: CommandContext, employee: EmployeeEntity, shift: OfferedShift & { id: string }): Promise<void> {
    await lockSchedules(tx, [employee.id]);
    const { days } = await resolvedDays(tx, this.payRules, employee, shift.date, shift.date);
    const day = { title: shift.date, isOffDay: false, isClosed: false, workSections: days[0].workSections };
    const placed = { ...shift.section, id: nextSectionId(shift.date, [day]) };
    const why: RosterTraded = { type: EventType.RosterTraded, v: 1, data: { employeeId: employee.id, via: 'openShift', ref: shift.id, text: `Took the open shift ${shiftWords(shift)}` } };
    await this.days.write(tx, context, employee, [{ date: shift.date, rule: withSection(day, shift.date, placed) }], { overlap: 'scheduleConflict', also: [why] });
    const draft = await tx.manager.findOneBy(RosterDraftDayEntity, { employeeId: employee.id, date: shift.date });
    if (draft?.rule) await this.days.write(tx, context, employee, [{ date: shift.date, rule: withSection(draft.rule, shift.date, placed) }], { overlap: 'scheduleConflict', draft: true });
  }
}

