import { Injectable } from '@nestjs/common';
import { SHIFT_TRADE_TEXTS, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { type CustomDay, nextSectionId, RosterError, sameSection, type TradedShift, tradedEvents, withSection, withoutSection } from '@timekeep/domain-scheduling';
import { PeopleError } from '@timekeep/domain-people';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, OrmTx } from '@timekeep/server-platform';
import { resolvedDays } from '../employee-schedules/employee-schedule.stream';
import { lockSchedules, RosterCells, rosterWrite } from '../roster/roster-cells';
import { OpenShifts } from '../open-shifts/open-shifts';
import { ShiftTradeEntity } from './shift-trade.entity';

/** What both sides of a trade share: the shift as it stands on her roster, whom it fits, and writing the trade. */
@Injectable()
export class ShiftTrades {
  constructor(
    private readonly payRules: PayRuleLookup,
    private readonly cells: RosterCells,
    private readonly openShifts: OpenShifts,
  ) {}

  /** The trade under its row's lock (another step of it waits), and the event stream's state. */
  async locked(tx: OrmTx, companyId: string, id: string): Promise<ShiftTradeEntity> {
    const { rows } = await tx.sql.query<{ id: string }>('SELECT id FROM shift_trade WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, companyId]);
    if (!rows[0]) throw new PeopleError('notFound', SHIFT_TRADE_TEXTS.notFound);
    return tx.manager.findOneByOrFail(ShiftTradeEntity, { id });
  }

  /** Her published shift of a date, by its section's id, or null. */
  async shiftOf(tx: OrmTx, employee: EmployeeEntity, date: string, sectionId: string): Promise<TradedShift | null> {
    const { days } = await resolvedDays(tx, this.payRules, employee, date, date);
    const section = days[0].workSections.find((s) => s.id === sectionId);
    return section ? { employeeId: employee.id, date, section } : null;
  }

  /** The active colleagues of a position, she left out: whom her shift of it may go to. */
  colleaguesOf(tx: OrmTx, me: EmployeeEntity, positionId: string): Promise<EmployeeEntity[]> {
    return tx.manager.findBy(EmployeeEntity, { companyId: me.companyId, departmentId: positionId, status: 'Active' }).then((all) => all.filter((e) => e.id !== me.id));
  }

  /** Why `taker` may not take `shift` (giving `giving` in exchange, for a swap), in the rule's words; null when it fits her. */
  whyNot(tx: OrmTx, taker: EmployeeEntity, shift: TradedShift, positionId: string, giving: TradedShift | null): Promise<string | null> {
    return this.openShifts.whyNot(tx, taker, { positionId, date: shift.date, section: shift.section, skillIds: shift.section.skills }, giving ? { date: giving.date, sectionId: giving.section.id } : undefined);
  }

  /** Whether the shift is in a trade still open (offered or accepted), by its employee, date and section. */
  async pending(tx: OrmTx, companyId: string, shift: TradedShift): Promise<boolean> {
    const { rows } = await tx.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shift_trade WHERE company_id = $1 AND status IN ('offered', 'accepted')
          AND ((from_shift->>'employeeId' = $2 AND from_shift->>'date' = $3 AND from_shift->'section'->>'id' = $4)
            OR (to_shift->>'employeeId' = $2 AND to_shift->>'date' = $3 AND to_shift->'section'->>'id' = $4))`,
      [companyId, shift.employeeId, shift.date, shift.section.id],
    );
    return rows[0].n > 0;
  }

  /**
   * The trade onto the roster, in the caller's transaction: her shift leaves her day for the taker's
   * (and, a swap, the taker's leaves for hers), each employee's days through the one writer as
   * published days (timesheets marked stale; a closed period refused), each checked against the
   * rules her condition set blocks. A shift no longer on the roster as it was offered refuses it:
   * of two trades over one shift, the later finds it gone.
   */
  async write(tx: OrmTx, context: CommandContext, tradeId: string, from: TradedShift, to: TradedShift | null, takerId: string): Promise<void> {
    await lockSchedules(tx, [from.employeeId, takerId]);
    const giver = await this.employee(tx, context, from.employeeId);
    const taker = await this.employee(tx, context, takerId);
    const days = new Map<string, Map<string, CustomDay>>();
    const dayOf = async (employee: EmployeeEntity, date: string): Promise<CustomDay> => {
      const mine = days.get(employee.id) ?? new Map<string, CustomDay>();
      days.set(employee.id, mine);
      const known = mine.get(date);
      if (known) return known;
      const { days: read } = await resolvedDays(tx, this.payRules, employee, date, date);
      const day = { title: date, isOffDay: read[0].isOffDay, isClosed: false, workSections: read[0].workSections };
      mine.set(date, day);
      return day;
    };
    const move = async (shift: TradedShift, owner: EmployeeEntity, receiver: EmployeeEntity) => {
      const current = await dayOf(owner, shift.date);
      const held = current.workSections.find((s) => s.id === shift.section.id);
      if (!held || !sameSection(held, shift.section)) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.gone);
      days.get(owner.id)?.set(shift.date, withoutSection(current, shift.date, held.id));
      return { receiver, shift };
    };
    const moves = [await move(from, giver, taker), ...(to ? [await move(to, taker, giver)] : [])];
    for (const { receiver, shift } of moves) {
      const current = await dayOf(receiver, shift.date);
      days.get(receiver.id)?.set(shift.date, withSection(current, shift.date, { ...shift.section, id: nextSectionId(shift.date, [current]) }));
    }
    const name = (e: EmployeeEntity) => `${e.firstName} ${e.lastName}`;
    const said = tradedEvents({ tradeId, from, to, takerId }, { giver: name(giver), taker: name(taker) });
    for (const [employee, why] of [[giver, said.giver], [taker, said.taker]] as const) {
      const changes = [...(days.get(employee.id) ?? new Map<string, CustomDay>())].map(([date, rule]) => ({ date, rule }));
      try {
        await this.cells.writeChecked(tx, context, employee, changes, { ...rosterWrite, draft: false, also: [why] }, name(employee));
      } catch (error) {
        // Document 2's roster answers a closed day with its code; a trade is ours, said in the timesheet's words.
        if (error instanceof TimekeepingError && error.code === 'closedPeriod') throw new RosterError('invalid', TIMESHEET_TEXTS.closedPeriod);
        throw error;
      }
    }
  }

  private async employee(tx: OrmTx, context: CommandContext, id: string): Promise<EmployeeEntity> {
    const employee = await tx.manager.findOneBy(EmployeeEntity, { id, companyId: context.principal.companyId });
    if (!employee) throw new PeopleError('notFound', 'This employee does not exist.');
    return employee;
  }
}
