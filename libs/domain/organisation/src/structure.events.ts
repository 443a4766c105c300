import type { EventType, Level } from '@timekeep/contracts';

export interface DepartmentFields {
  name: string;
  code: string | null;
  punchCode: string | null;
  timeZoneId: string | null;
  supervisorIds: string[];
  payExportCode: string | null;
  rateExportCode: string | null;
  /** Who approves time and leave for the node's people (a user). */
  approverId: string | null;
  /** The position new people of a department are placed on: a Position below the node. */
  defaultPositionId: string | null;
  /** The regional holidays (the company's holiday records) of the node's people: document 1 §3 holidayIds. */
  holidayIds: string[];
  /** The rounding rule of the node's people who have none of their own. */
  roundingId: string | null;
  /** The schedule template of the node's people who have none of their own. */
  scheduleId: string | null;
  /** The jobs worked at a position (job codes enabled); punches there offer these. */
  jobIds: string[];
  /** The sites (workplaces) of the node's people (document 1 §3 workPlaceId). */
  workPlaceId: string[];
  /** A Position's GreenTree weekly flag (document 1 §3 greentreeWeekly); false at other levels. */
  greentreeWeekly: boolean;
}

/** Fields added after the first events: what an older event means by leaving them out. */
export const LATER_DEPARTMENT_FIELDS = { approverId: null, defaultPositionId: null, holidayIds: [] as string[], roundingId: null, scheduleId: null, jobIds: [] as string[], workPlaceId: [] as string[], greentreeWeekly: false };

/**
 * A field older events carry that no longer means anything: the holiday region a department once
 * named (a date-holidays region code) gave way to the spec's holidayIds (ADR 0052). Replays drop it.
 */
export const RETIRED_DEPARTMENT_FIELDS = ['holidayRegion'] as const;
export function withoutRetiredFields<T extends object>(data: T): T {
  const copy = { ...data } as Record<string, unknown>;
  for (const key of RETIRED_DEPARTMENT_FIELDS) delete copy[key];
  return copy as T;
}

export interface DepartmentAdded {
  type: typeof EventType.DepartmentAdded;
  v: 1;
  data: DepartmentFields & { departmentId: string; parentId: string | null; level: Level };
}

export interface DepartmentChanged {
  type: typeof EventType.DepartmentChanged;
  v: 1;
  data: DepartmentFields & { departmentId: string; active: boolean };
}

export interface DepartmentRemoved {
  type: typeof EventType.DepartmentRemoved;
  v: 1;
  data: { departmentId: string };
}

export type StructureEvent = DepartmentAdded | DepartmentChanged | DepartmentRemoved;

export interface DepartmentFilterChosen {
  type: typeof EventType.DepartmentFilterChosen;
  v: 1;
  data: { userId: string; departmentIds: string[] };
}
