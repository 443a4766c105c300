import { childLevel, DepartmentCode, EventType, Level } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';
import { childrenOf, isBelow, StructureNode, StructureState } from './structure';
import type { DepartmentFields, StructureEvent } from './structure.events';

const STRUCTURE_SENTENCES = {
  required: 'This field is required.',
  notFound: 'Warning: The department does not exist.',
  defaultPosition: 'The default position must be a position below this node.',
} as const;

/**
 * A refusal with the spec's message code (§8), which the console maps to its text; or a sentence
 * for a malformed form (`invalid` carries its own).
 */
export class StructureRuleError extends Refusal {
  constructor(
    readonly code: DepartmentCode | keyof typeof STRUCTURE_SENTENCES | 'invalid',
    message: string = code,
  ) {
    super(message);
    this.name = 'StructureRuleError';
  }

  get kind(): RefusalKind {
    if (this.code === 'notFound') return 'notFound';
    return this.code in STRUCTURE_SENTENCES || this.code === 'invalid' ? 'invalid' : 'code';
  }

  override get answer(): string {
    return STRUCTURE_SENTENCES[this.code as keyof typeof STRUCTURE_SENTENCES] ?? this.message;
  }
}

/** What a department save looked up about the people and records its form names, each within the company. */
export interface DepartmentReferenceFacts {
  timeZone: { id: string; known: boolean } | null;
  supervisorsExist: boolean;
  /** null when the form names no approver. */
  approverExists: boolean | null;
  holidaysExist: boolean;
  roundingRuleExists: boolean | null;
  scheduleExists: boolean | null;
  jobsExist: boolean;
  sitesExist: boolean;
}

/** Refuses a department form that names what the company does not have, field by field in the form's order. */
export function refuseDepartmentReferences(facts: DepartmentReferenceFacts): void {
  const refuse = (sentence: string) => {
    throw new StructureRuleError('invalid', sentence);
  };
  if (facts.timeZone && !facts.timeZone.known) refuse(`Unknown time zone '${facts.timeZone.id}'.`);
  if (!facts.supervisorsExist) refuse('A chosen supervisor does not exist.');
  if (facts.approverExists === false) refuse('The chosen approver does not exist.');
  if (!facts.holidaysExist) refuse('A chosen holiday does not exist.');
  if (facts.roundingRuleExists === false) refuse('The chosen rounding rule does not exist.');
  if (facts.scheduleExists === false) refuse('The chosen schedule does not exist.');
  if (!facts.jobsExist) refuse('A chosen job does not exist.');
  if (!facts.sitesExist) refuse('A chosen site does not exist.');
}

export interface StructureRules {
  /** Company setting isPositionCodeEnabled: a Position then needs a punch code. */
  positionCodesEnabled: boolean;
  /** Nodes that have employees (themselves or below); they cannot be removed or deactivated. */
  occupied: ReadonlySet<string>;
  /** Structure levels the company switched off: new nodes skip them (document 3 §2). */
  switchedOff: readonly Level[];
}

export interface DepartmentInput {
  name: string;
  code?: string | null;
  punchCode?: string | null;
  timeZoneId?: string | null;
  supervisorIds?: string[];
  payExportCode?: string | null;
  rateExportCode?: string | null;
  approverId?: string | null;
  defaultPositionId?: string | null;
  holidayIds?: string[];
  roundingId?: string | null;
  scheduleId?: string | null;
  jobIds?: string[];
  workPlaceId?: string[];
  greentreeWeekly?: boolean;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const same = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

function fieldsFor(level: Level, input: DepartmentInput): DepartmentFields {
  const atPosition = level === Level.Position;
  return {
    name: input.name.trim(),
    code: blankToNull(input.code),
    punchCode: atPosition ? blankToNull(input.punchCode) : null,
    timeZoneId: blankToNull(input.timeZoneId),
    supervisorIds: [...new Set(input.supervisorIds ?? [])],
    payExportCode: atPosition ? blankToNull(input.payExportCode) : null,
    rateExportCode: atPosition ? blankToNull(input.rateExportCode) : null,
    approverId: blankToNull(input.approverId),
    // A position has no positions below it to default to.
    defaultPositionId: atPosition ? null : blankToNull(input.defaultPositionId),
    holidayIds: [...new Set(input.holidayIds ?? [])],
    roundingId: blankToNull(input.roundingId),
    scheduleId: blankToNull(input.scheduleId),
    jobIds: atPosition ? [...new Set(input.jobIds ?? [])] : [],
    workPlaceId: [...new Set(input.workPlaceId ?? [])],
    greentreeWeekly: atPosition && (input.greentreeWeekly ?? false),
  };
}

/**
 * Names are unique among siblings (two departments may each have a 'Driver' position); codes and
 * punch codes are unique in the company because exports and clocks look them up without a path.
 */
function checkFields(state: StructureState, rules: StructureRules, self: string | null, parentId: string | null, level: Level, fields: DepartmentFields): void {
  if (!fields.name) throw new StructureRuleError('required');
  const others = [...state.nodes.values()].filter((n) => n.id !== self);
  if (others.some((n) => n.parentId === parentId && same(n.name, fields.name))) throw new StructureRuleError(DepartmentCode.ExistName);
  if (others.some((n) => same(n.code, fields.code))) throw new StructureRuleError(DepartmentCode.ExistCode);
  if (fields.defaultPositionId) {
    const position = state.nodes.get(fields.defaultPositionId);
    if (!self || !position || position.level !== Level.Position || !isBelow(state, self, position.id)) throw new StructureRuleError('defaultPosition');
  }
  if (level === Level.Position) {
    if (rules.positionCodesEnabled && !fields.punchCode) throw new StructureRuleError(DepartmentCode.MissingPunchCode);
    if (others.some((n) => same(n.punchCode, fields.punchCode))) throw new StructureRuleError(DepartmentCode.ExistPunchCode);
  }
}

export function decideAddDepartment(
  state: StructureState,
  rules: StructureRules,
  command: { departmentId: string; parentId: string | null; fields: DepartmentInput },
): StructureEvent[] {
  if (state.nodes.has(command.departmentId)) throw new StructureRuleError(DepartmentCode.ExistName);
  const parent = command.parentId === null ? null : state.nodes.get(command.parentId);
  if (parent === undefined) throw new StructureRuleError('notFound');
  const level = childLevel(parent?.level ?? null, rules.switchedOff);
  if (!level) throw new StructureRuleError(DepartmentCode.NoCompanyStructure);
  const fields = fieldsFor(level, command.fields);
  checkFields(state, rules, null, command.parentId, level, fields);
  return [{ type: EventType.DepartmentAdded, v: 1, data: { departmentId: command.departmentId, parentId: command.parentId, level, ...fields } }];
}

export function decideChangeDepartment(
  state: StructureState,
  rules: StructureRules,
  command: { departmentId: string; active: boolean; fields: DepartmentInput },
): StructureEvent[] {
  const node = state.nodes.get(command.departmentId);
  if (!node) throw new StructureRuleError('notFound');
  // A save names what it changes: a field it leaves out keeps its value; null or [] clears (ADR 0052).
  const named = Object.fromEntries(Object.entries(command.fields).filter(([, value]) => value !== undefined));
  const fields = fieldsFor(node.level, { ...node, ...named } as DepartmentInput);
  checkFields(state, rules, node.id, node.parentId, node.level, fields);
  if (node.active && !command.active && rules.occupied.has(node.id)) throw new StructureRuleError(DepartmentCode.HasEmployee);
  if (unchanged(node, fields, command.active)) return [];
  return [{ type: EventType.DepartmentChanged, v: 1, data: { departmentId: node.id, active: command.active, ...fields } }];
}

function unchanged(node: StructureNode, fields: DepartmentFields, active: boolean): boolean {
  return (
    node.active === active &&
    (Object.keys(fields) as Array<keyof DepartmentFields>).every((key) => JSON.stringify(node[key]) === JSON.stringify(fields[key]))
  );
}

/** Removes every node asked for, or none: children must go first (or in the same request), occupied nodes stay. */
export function decideRemoveDepartments(state: StructureState, rules: StructureRules, ids: readonly string[]): StructureEvent[] {
  const removing = new Set(ids);
  for (const id of removing) {
    if (!state.nodes.has(id)) throw new StructureRuleError('notFound');
    if (childrenOf(state, id).some((child) => !removing.has(child.id))) throw new StructureRuleError(DepartmentCode.Children);
    if (rules.occupied.has(id)) throw new StructureRuleError(DepartmentCode.HasEmployee);
  }
  // Leaves first, so a replay never sees a child whose parent is already gone.
  const depth = (id: string): number => {
    const parentId = state.nodes.get(id)?.parentId;
    return parentId ? 1 + depth(parentId) : 0;
  };
  return [...removing].sort((a, b) => depth(b) - depth(a)).map((departmentId) => ({ type: EventType.DepartmentRemoved, v: 1, data: { departmentId } }));
}
