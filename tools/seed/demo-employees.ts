import { NEW_PAY_GROUP, PayGroupFields, Role, ROLE_IDS } from '@timekeep/contracts';
import type { ScheduleTemplateInput } from '@timekeep/domain-scheduling';
import { DEMO_PEOPLE, DEMO_ROUNDING_ID, DEMO_STRUCTURE, siteOfPosition } from './demo-people';

const id = (n: number) => `dc000000-0000-4000-8000-000000000${String(n).padStart(3, '0')}`;

export const DEMO_WEEKLY_ID = id(401);
export const DEMO_FORTNIGHTLY_ID = id(402);
export const DEMO_OFFICE_SCHEDULE_ID = id(501);
export const DEMO_WAREHOUSE_SCHEDULE_ID = id(502);

const shift = (startTime: string, endTime: string, breakTime: number) => ({ startTime, endTime, startTimeType: 'Today' as const, endTimeType: 'Today' as const, breakTime });
const weekdays = (section: ReturnType<typeof shift>, saturday?: ReturnType<typeof shift>) => [
  ...[1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })),
  { num: 6, isOffDay: !saturday, workSections: saturday ? [saturday] : [] },
  { num: 7, isOffDay: true, workSections: [] },
];

/** Office hours for the salaried, and an early warehouse week with a Saturday morning. */
export const DEMO_SCHEDULES: Array<{ id: string; input: ScheduleTemplateInput }> = [
  { id: DEMO_OFFICE_SCHEDULE_ID, input: { name: 'Office hours', active: true, periodType: 'Weekly', periods: 1, days: 7, startDate: '2026-01-05', scheduleRules: weekdays(shift('08:30', '17:00', 30)) } },
  { id: DEMO_WAREHOUSE_SCHEDULE_ID, input: { name: 'Warehouse early', active: true, periodType: 'Weekly', periods: 1, days: 7, startDate: '2026-01-05', scheduleRules: weekdays(shift('06:00', '14:30', 30), shift('07:00', '11:00', 0)) } },
];

/** Waged staff are paid weekly from Monday 5 January 2026; office staff fortnightly. */
export const DEMO_PAY_GROUPS: Array<{ id: string; name: string; fields: PayGroupFields }> = [
  // Waged staff's unscheduled work (the Sunday stocktake) waits for a supervisor's approval (Time Approvals).
  { id: DEMO_WEEKLY_ID, name: 'Weekly waged', fields: { ...NEW_PAY_GROUP, startTime: '2026-01-05', earlyArrivalThreshold: 15, lateDepartureThreshold: 15, overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 40, approvedUnscheduledWork: false } },
  { id: DEMO_FORTNIGHTLY_ID, name: 'Fortnightly salaried', fields: { ...NEW_PAY_GROUP, period: 'Fortnightly', startTime: '2026-01-05', earlyArrivalThreshold: 15, lateDepartureThreshold: 15 } },
];

const FIRST = ['Aria', 'Ben', 'Chloe', 'Daniel', 'Eva', 'Finn', 'Grace', 'Hemi', 'Isla', 'Jack', 'Kaia', 'Liam', 'Maia', 'Noah', 'Olivia', 'Pita', 'Quinn', 'Ruby', 'Sione', 'Tama', 'Uma', 'Vai', 'Wiremu', 'Xavier', 'Yuki'];
const LAST = ['Smith', 'Wilson', 'Taylor', 'Brown', 'Tipene', 'Lee', 'Singh', 'Kaur', 'Fale', 'Harris'];
const POSITIONS = DEMO_STRUCTURE.filter((d) => 'punchCode' in d);

export interface DemoEmployee {
  id: string;
  input: Record<string, unknown>;
}

/** About fifty employees across the positions: deterministic, so the seed stays idempotent. */
export const DEMO_EMPLOYEES: DemoEmployee[] = Array.from({ length: 50 }, (_, i) => {
  const position = POSITIONS[i % POSITIONS.length];
  const office = position.name === 'Payroll Officer';
  const hired = new Date(Date.UTC(2019 + (i % 7), (i * 5) % 12, 1 + ((i * 3) % 27)));
  return {
    id: `dc000000-0000-4000-8000-00000001${String(i).padStart(4, '0')}`,
    input: {
      firstName: FIRST[i % FIRST.length],
      lastName: LAST[(i * 7) % LAST.length],
      departmentId: position.id,
      paygroupId: office ? DEMO_FORTNIGHTLY_ID : DEMO_WEEKLY_ID,
      timeRoundingId: office ? null : DEMO_ROUNDING_ID,
      scheduleId: office ? DEMO_OFFICE_SCHEDULE_ID : DEMO_WAREHOUSE_SCHEDULE_ID,
      hireOnDateValue: hired.toISOString().slice(0, 10),
      clockId: 1001 + i,
      payId: `E${String(1001 + i)}`,
      payRate: office ? 38.5 : 24 + (i % 8) * 1.25,
      standardHours: 40,
      isExport: true,
      mobile: `021 555 ${String(1000 + i)}`,
      workPlaceId: siteOfPosition(position.id),
    },
  };
});

/**
 * Mere, the demo Employee login, is an employee too (clock ID 1000), so her sign-in sees her own
 * record; a picker in the warehouse, she works its early week, so her Employee Schedule has days.
 */
export const DEMO_EMPLOYEE_LOGIN_AS_EMPLOYEE = {
  roleId: ROLE_IDS.Employee,
  employee: {
    departmentId: POSITIONS[1].id,
    paygroupId: DEMO_WEEKLY_ID,
    timeRoundingId: DEMO_ROUNDING_ID,
    scheduleId: DEMO_WAREHOUSE_SCHEDULE_ID,
    hireOnDateValue: '2024-02-05',
    clockId: 1000,
    payId: 'E1000',
    payRate: 26.5,
    standardHours: 40,
    // Sam, the demo Supervisor, is her Report To: he examines her leave requests.
    reportTo: DEMO_PEOPLE.find((p) => (p.roles as readonly Role[]).includes(Role.Supervisor))?.id ?? null,
  },
};
