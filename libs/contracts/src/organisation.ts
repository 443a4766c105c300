import { z } from 'zod';
import { formBoolean, formFlag, formId, formList, formVersion } from './form-fields';
import { Resource } from './identity';
import { messageReplySchema } from './messages';
import { jobTaskNodeSchema, type JobTaskNode } from './work';

/** Spec §3: company levels. The root (the company itself) has level null. */
export const Level = {
  Division: 'Division',
  Branch: 'Branch',
  Department: 'Department',
  Position: 'Position',
} as const;
export type Level = (typeof Level)[keyof typeof Level];
export const levelSchema = z.nativeEnum(Level);
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

/** A structure node as far as finding its department goes. */
export interface StructureNodeRef {
  level: Level | null;
  name: string;
  parentId: string | null;
}

/**
 * The department of the node an employee is placed on, for every column or field named Department
 * (the payroll file, the SAP and job-costing files, the reports): employees are placed on Positions,
 * so the node's own name is a position's. The nearest node above the position that is not one: the
 * Department, or where the company switched that level off the Branch or Division above. Null when
 * the position sits directly under the company.
 */
export function departmentOf<T extends StructureNodeRef>(nodes: ReadonlyMap<string, T>, nodeId: string): T | null {
  for (let node = nodes.get(nodeId); node; node = node.parentId ? nodes.get(node.parentId) : undefined) {
    if (node.level !== null && node.level !== Level.Position) return node;
  }
  return null;
}

/**
 * What an employee has of a choice the structure passes down (their schedule template, their
 * rounding rule): their own; else their position's, or the nearest node above it that names one;
 * else the company's (docs/decisions/0062-profile-and-company-defaults.md).
 */
export function inheritedChoice<T extends { parentId: string | null }>(
  own: string | null | undefined,
  nodes: ReadonlyMap<string, T>,
  nodeId: string,
  ofNode: (node: T) => string | null | undefined,
  ofCompany: string | null | undefined,
): string | null {
  if (own) return own;
  for (let node = nodes.get(nodeId); node; node = node.parentId ? nodes.get(node.parentId) : undefined) {
    const chosen = ofNode(node);
    if (chosen) return chosen;
  }
  return ofCompany || null;
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
/** A structure node's own fields, without its children: the tree and the job and task tree share them. */
const departmentNodeFields = {
  id: z.string(),
  name: z.string(),
  level: levelSchema.nullable(),
  status: z.boolean(),
  code: z.string().nullable(),
  childLevel: levelSchema.nullable(),
};
export const departmentNodeSchema: z.ZodType<DepartmentNode> = z.lazy(() => z.object({ ...departmentNodeFields, children: z.array(departmentNodeSchema) }));

/**
 * GET /api/departments/job-task-tree (document 1 §7): the active structure in the caller's reach,
 * each node with the active jobs given to it (positions hold jobs) and each job's active tasks, so a
 * device can offer the position, job and task one punch is for (ADR 0058).
 */
export interface DepartmentJobTaskNode extends Omit<DepartmentNode, 'children'> {
  jobs: JobTaskNode[];
  children: DepartmentJobTaskNode[];
}
export const departmentJobTaskNodeSchema: z.ZodType<DepartmentJobTaskNode> = z.lazy(() =>
  z.object({ ...departmentNodeFields, jobs: z.array(jobTaskNodeSchema), children: z.array(departmentJobTaskNodeSchema) }),
);

export const departmentDetailSchema = z.object({
  id: z.string(),
  parent: z.string().nullable(),
  level: levelSchema,
  labelName: z.string(),
  departmentName: z.string(),
  code: z.string().nullable(),
  status: z.boolean(),
  punchCode: z.string().nullable(),
  timeZoneId: z.string().nullable(),
  supervisorIds: z.array(z.string()),
  payExportCode: z.string().nullable(),
  rateExportCode: z.string().nullable(),
  /** Who approves the node's time and leave (a user). */
  timeLeaveApproverId: z.string().nullable(),
  defaultPositionId: z.string().nullable(),
  /** Regional holidays: the company's holiday records that the node's people keep. */
  holidayIds: z.array(z.string()),
  timeRoundingId: z.string().nullable(),
  scheduleId: z.string().nullable(),
  /** Position level, with job codes enabled. */
  jobIds: z.array(z.string()),
  /** Sites (workplaces). */
  workPlaceId: z.array(z.string()),
  /** Position level, for the GreenTree job-costing payroll type. */
  greentreeWeekly: z.boolean(),
  version: z.number(),
});
export type DepartmentDetail = z.infer<typeof departmentDetailSchema>;

/** What the create route prefetches for a child of a node. */
export const childStructureSchema = z.object({
  level: levelSchema,
  labelName: z.string(),
  punchCode: z.string().nullable(),
});
export type ChildStructure = z.infer<typeof childStructureSchema>;

/** GET /api/departments/selected: the header's department filter. */
export const selectedDepartmentsSchema = z.object({ departmentIds: z.array(z.string()) });

/** POST /department/save: the saved department, when it was saved. */
export const departmentSaveReplySchema = messageReplySchema.extend({ departmentVo: z.object({ id: z.string() }).optional() });

const departmentIds = formList(z.string().uuid('Unknown department'));
const departmentText = (max: number) => z.string().trim().max(max).nullish();
const departmentChoice = z.string().uuid('Choose one from the list.').nullish().or(z.literal('').transform(() => null));
/** A list the save may leave out: absent keeps the department's list, empty clears it. */
const departmentChoices = formList(z.string().uuid('Choose one from the list.')).optional();

/**
 * POST /department/save: document 1 §3's names. An update names what it changes: a field left out
 * keeps its value, null (or blank, or an empty list) clears it; a field not named here is refused (ADR 0052).
 */
export const departmentSaveRequestSchema = z.object({
  id: formId,
  parent: z.string().uuid().nullish().or(z.literal('').transform(() => null)),
  departmentName: z.string({ required_error: 'This field is required.' }).trim().min(1, 'This field is required.').max(100),
  code: departmentText(50),
  punchCode: departmentText(20),
  timeZoneId: departmentText(64),
  supervisorIds: formList(z.string().uuid('Unknown department')).optional(),
  timeLeaveApproverId: departmentChoice,
  defaultPositionId: departmentChoice,
  holidayIds: departmentChoices,
  timeRoundingId: departmentChoice,
  scheduleId: departmentChoice,
  jobIds: departmentChoices,
  workPlaceId: departmentChoices,
  payExportCode: departmentText(50),
  rateExportCode: departmentText(50),
  greentreeWeekly: formFlag,
  status: formBoolean.optional(),
  version: formVersion,
});

/** POST /department/delete. */
export const departmentsDeleteRequestSchema = z.object({ ids: departmentIds.refine((ids) => ids.length > 0, 'Choose a department to delete.') });

/** POST /api/departments/selected: the department filter's choice (empty: all). */
export const departmentFilterRequestSchema = z.object({ departmentId: departmentIds });

/** GET /api/departments?status=: which nodes the tree shows. */
export const departmentStatusQuerySchema = z.enum(['all', 'active', 'inactive']).default('active');
