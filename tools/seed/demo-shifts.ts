import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Role } from '@timekeep/contracts';
import { dateOf } from '@timekeep/domain-time-engine';
import { UserAccountEntity, userPrincipal } from '@timekeep/server-identity';
import type { CommandContext } from '@timekeep/server-platform';
import { PublishOpenShiftCommand, SaveMyAvailabilityCommand } from '@timekeep/server-scheduling';
import { DEMO_DAY_PICK_SHIFT_ID, nextMonday } from './demo-roster';

/**
 * What a new user meets of issue 33 on the demo (ADR 0077, 0078): Mere, the demo employee, cannot
 * work from 15:00 on a Wednesday the week after next (the roster marks it), and a Sunday stocktake is published as an open shift to
 * the Auckland pickers it fits, Mere among them, to claim from her home. Once: a company that has
 * stated availability or published an open shift keeps what it has.
 */
export async function seedDemoShifts(app: INestApplicationContext, companyId: string, mereAccountId: string | null, context: () => CommandContext): Promise<void> {
  const data = app.get(DataSource);
  const commands = app.get(CommandBus);
  // Next week's Sunday, which nobody works: the roster's fortnight from next Monday (demo-roster.ts) holds it.
  const monday = nextMonday(context().now);
  const mere = mereAccountId ? await data.getRepository(UserAccountEntity).findOneBy({ id: mereAccountId }) : null;
  const stated: unknown[] = await data.query(`SELECT 1 FROM employee_availability WHERE company_id = $1 LIMIT 1`, [companyId]);
  if (mere?.employeeId && !stated.length) {
    const asMere = { ...context(), principal: userPrincipal(mere, [Role.Employee]) };
    // A date, not a weekly pattern: the roster's browser tests plan far weeks of the warehouse, Mere's too.
    const availability = { patterns: [], dates: [{ date: dateOf(monday + 9), from: '15:00', to: null, note: 'Dentist' }] };
    await commands.execute(new SaveMyAvailabilityCommand(asMere, availability, 0));
  }
  const published: unknown[] = await data.query(`SELECT 1 FROM open_shift WHERE company_id = $1 LIMIT 1`, [companyId]);
  if (!published.length) await commands.execute(new PublishOpenShiftCommand(context(), { shiftId: DEMO_DAY_PICK_SHIFT_ID, date: dateOf(monday + 6), skillIds: [], note: 'Sunday stocktake' }));
}
