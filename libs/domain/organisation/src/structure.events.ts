import type { EventType, Level } from '@timekeep/contracts';

export interface DepartmentFields {
  name: string;
  code: string | null;
  punchCode: string | null;
  timeZoneId: string | null;
  supervisorIds: string[];
  payExportCode: string | null;
  rateExportCode: string | null;
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
