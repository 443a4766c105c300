import { Resource } from './identity';

/** Spec §3: company levels. The root (the company itself) has level null. */
export const Level = {
  Division: 'Division',
  Branch: 'Branch',
  Department: 'Department',
  Position: 'Position',
} as const;
export type Level = (typeof Level)[keyof typeof Level];
export const LEVELS: readonly Level[] = [Level.Division, Level.Branch, Level.Department, Level.Position];

/**
 * The level a child of `parent` gets: the next level below it that the company has switched on
 * (Division under the root when on); null under a Position, which takes no children.
 */
export function childLevel(parent: Level | null, switchedOff: readonly Level[] = []): Level | null {
  for (let i = parent === null ? 0 : LEVELS.indexOf(parent) + 1; i < LEVELS.length; i++) {
    if (LEVELS[i] === Level.Position || !switchedOff.includes(LEVELS[i])) return LEVELS[i];
  }
  return null;
}

/** Spec §6: each level is its own resource, so adding under a Branch needs department create. */
export const LEVEL_RESOURCE: Record<Level, Resource> = {
  Division: Resource.Division,
  Branch: Resource.Branch,
  Department: Resource.Department,
  Position: Resource.Position,
};

/** Spec §8 department message codes, answered in `message` on a 200 (docs/decisions/0010-message-codes.md). */
export const DepartmentCode = {
  ExistName: 'existName',
  ExistCode: 'existCode',
  ExistPunchCode: 'existPunchCode',
  MissingPunchCode: 'missingPunchCode',
  HasEmployee: 'hasEmployee',
  NoCompanyStructure: 'noCompanyStructure',
  Children: 'children',
} as const;
export type DepartmentCode = (typeof DepartmentCode)[keyof typeof DepartmentCode];

/** Tree node as the spec names it: id, name, level, status, code, children. */
export interface DepartmentNode {
  id: string;
  name: string;
  level: Level | null;
  status: boolean;
  code: string | null;
  /** The level a child added here gets, after the company's switched-off levels; null when it takes none. */
  childLevel: Level | null;
  children: DepartmentNode[];
}

export interface DepartmentDetail {
  id: string;
  parent: string | null;
  level: Level;
  labelName: string;
  departmentName: string;
  code: string | null;
  status: boolean;
  punchCode: string | null;
  timeZoneId: string | null;
  supervisorIds: string[];
  payExportCode: string | null;
  rateExportCode: string | null;
  approverId: string | null;
  defaultPositionId: string | null;
  holidayRegion: string | null;
  roundingId: string | null;
  scheduleId: string | null;
  /** Position level, with job codes enabled. */
  jobIds: string[];
  /** Sites (workplaces). */
  workPlaceId: string[];
  version: number;
}

/** What the create route prefetches for a child of a node. */
export interface ChildStructure {
  level: Level;
  labelName: string;
  punchCode: string | null;
}
