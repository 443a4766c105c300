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
  /** The public-holiday region of the node's people, within the company's country; null: the company's. */
  holidayRegion: string | null;
  /** The rounding rule of the node's people who have none of their own. */
  roundingId: string | null;
  /** The schedule template of the node's people who have none of their own. */
  scheduleId: string | null;
  /** The jobs worked at a position (job codes enabled); punches there offer these. */
  jobIds: string[];
  /** The sites (workplaces) of the node's people (document 1 §3 workPlaceId). */
  workPlaceId: string[];
}

/** Fields added after the first events: what an older event means by leaving them out. */
export const LATER_DEPARTMENT_FIELDS = { approverId: null, defaultPositionId: null, holidayRegion: null, roundingId: null, scheduleId: null, jobIds: [] as string[], workPlaceId: [] as string[] };

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
