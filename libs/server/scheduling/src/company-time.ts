import type { WorkSectionDto } from '@timekeep/contracts';
import { sectionMinutes } from '@timekeep/domain-scheduling';
import { dayOf, wallClockAt } from '@timekeep/domain-time-engine';
import { CompanyEntity, companyZoneOf } from '@timekeep/server-organisation';
import type { OrmTx } from '@timekeep/server-platform';

// What the employee's own screens and their trades ask of the company's clock: no class here, so
// any file of the context may import it without a cycle through the injected services.

/** The company's wall-clock date and minute at `now`, the minute counted from the epoch day (as `startsBy` compares). */
export async function companyMinute(tx: OrmTx, companyId: string, now: Date): Promise<{ today: string; minute: number }> {
  const company = await tx.manager.findOneByOrFail(CompanyEntity, { id: companyId });
  const wall = wallClockAt(Math.floor(now.getTime() / 1000), companyZoneOf(company));
  return { today: wall.date, minute: dayOf(wall.date) * 1440 + Math.floor(wall.seconds / 60) };
}

/** Whether a shift has started by the company's minute. */
export const startsBy = (shift: { date: string; section: WorkSectionDto }, at: { minute: number }): boolean => dayOf(shift.date) * 1440 + sectionMinutes(shift.section).start <= at.minute;
