import type { INestApplicationContext } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { EventType } from '@timekeep/contracts';
import { checkShift, CustomDay, nextSectionId, offDay, sectionOfShift, ShiftFields, withSection } from '@timekeep/domain-scheduling';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { EmployeeDays, RosterShiftEntity } from '@timekeep/server-scheduling';
import { DEMO_EMPLOYEES } from './demo-employees';
import { DEMO_STRUCTURE } from './demo-people';

const DRIVER = DEMO_STRUCTURE[3].id;
const PICKER = DEMO_STRUCTURE[4].id;

/** The warehouse's shift library: what its supervisor drags onto the roster. Ids fixed, so a second start adds nothing. */
const DEMO_SHIFTS: Array<{ id: string; fields: Partial<ShiftFields> }> = [
  { id: 'dc000000-0000-4000-8000-000000050001', fields: { labelName: 'Early pick', departmentId: PICKER, startTime: '06:00', endTime: '14:30', breakTime: 30, colorCode: '#2ebb7c' } },
  { id: 'dc000000-0000-4000-8000-000000050002', fields: { labelName: 'Day pick', departmentId: PICKER, startTime: '08:00', endTime: '16:30', breakTime: 30, colorCode: '#1677ff' } },
  { id: 'dc000000-0000-4000-8000-000000050003', fields: { labelName: 'Late pick', departmentId: PICKER, startTime: '14:00', endTime: '22:30', breakTime: 30, colorCode: '#722ed1' } },
  { id: 'dc000000-0000-4000-8000-000000050004', fields: { labelName: 'Early drive', departmentId: DRIVER, startTime: '06:00', endTime: '14:30', breakTime: 30, colorCode: '#fa8c16' } },
  { id: 'dc000000-0000-4000-8000-000000050005', fields: { labelName: 'Night run', departmentId: DRIVER, startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay', breakTime: 30, colorCode: '#13344f' } },
  { id: 'dc000000-0000-4000-8000-000000050006', fields: { labelName: 'Saturday half', departmentId: PICKER, startTime: '07:00', endTime: '11:00', breakTime: 0, colorCode: '#13c2c2' } },
];
const [EARLY_PICK, DAY_PICK, LATE_PICK, EARLY_DRIVE, , SATURDAY] = DEMO_SHIFTS.map((s) => s.id);
export const DEMO_DAY_PICK_SHIFT_ID = DAY_PICK;

/** The date in the company's zone (Pacific/Auckland, demo-company.ts). */
export const companyToday = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** Next Monday in the company's zone, as a day number: the roster's fortnight starts there. */
export function nextMonday(now: Date): number {
  const today = dayOf(companyToday(now));
  return today + ((8 - new Date(`${dateOf(today)}T00:00:00Z`).getUTCDay()) % 7 || 7);
}

/**
 * Which library shift an Auckland warehouse employee works on a day of the fortnight (0 = Monday):
 * pickers rotate early, day and late weeks; drivers drive early; every third one works the Saturday
 * half; Sundays are off. The same hours a day as the template's (8 worked), so the demo's leave and
 * overtime read the same.
 */
function rosteredShift(index: number, positionId: string, day: number): string | 'off' {
  const weekday = day % 7;
  if (weekday === 6) return 'off';
  if (weekday === 5) return index % 3 === 0 ? SATURDAY : 'off';
  if (positionId === DRIVER) return EARLY_DRIVE;
  const week = Math.floor(day / 7);
  return [EARLY_PICK, DAY_PICK, LATE_PICK][(index + week) % 3];
}

/**
 * The warehouse's roster (issue 18 "Demo data"): its shift library, and the fortnight from next
 * Monday rostered for the Auckland warehouse's pickers and drivers as their own days. Idempotent:
 * library shifts are made once, and days already as rostered are not written again (EmployeeDays
 * skips unchanged days); a later start rosters the fortnight then to come.
 */
export async function seedDemoRoster(app: INestApplicationContext, companyId: string, context: () => CommandContext): Promise<{ rostered: number }> {
  const data = app.get(DataSource);
  const streams = app.get(Streams);
  const days = app.get(EmployeeDays, { strict: false });
  const made = new Set((await data.getRepository(RosterShiftEntity).findBy({ companyId })).map((s) => s.id));
  const library = new Map<string, ShiftFields & { id: string }>();
  for (const shift of DEMO_SHIFTS) {
    // Checked as the form's are; the seed gives breaks whatever the company's break editing says.
    const fields = checkShift(shift.fields, { colorCode: '#2ebb7c', breakEditable: true });
    library.set(shift.id, { ...fields, id: shift.id });
    if (made.has(shift.id)) continue;
    await streams.transaction((tx) =>
      streams.append(tx, context(), { id: `roster-shift-${shift.id}`, type: 'rosterShift', expected: 'no_stream' }, [{ type: EventType.RosterShiftSaved, v: 1, data: { shiftId: shift.id, ...fields } }]),
    );
  }

  const monday = nextMonday(context().now);
  const warehouse = DEMO_EMPLOYEES.map((e, index) => ({ id: e.id, index, positionId: e.input['departmentId'] as string })).filter((e) => e.positionId === DRIVER || e.positionId === PICKER);
  const employees = new Map((await data.getRepository(EmployeeEntity).findBy({ companyId, id: In(warehouse.map((w) => w.id)) })).map((e) => [e.id, e]));
  let rostered = 0;
  for (const worker of warehouse) {
    const employee = employees.get(worker.id);
    if (!employee) continue;
    const changes = Array.from({ length: 14 }, (_, day) => {
      const date = dateOf(monday + day);
      const shiftId = rosteredShift(worker.index, worker.positionId, day);
      if (shiftId === 'off') return { date, rule: offDay(date) };
      const shift = library.get(shiftId);
      if (!shift) return { date, rule: offDay(date) };
      const empty: CustomDay = { title: date, isOffDay: false, isClosed: false, workSections: [] };
      return { date, rule: withSection(empty, date, { ...sectionOfShift(shift, 'new').section, id: nextSectionId(date, [empty]) }) };
    });
    try {
      if (await streams.transaction((tx) => days.write(tx, context(), employee, changes))) rostered++;
    } catch (error) {
      // A closed period (someone closed it in the demo) leaves that employee's roster as it is.
      if (!(error instanceof TimekeepingError && error.code === 'closedPeriod')) throw error;
    }
  }
  return { rostered };
}
