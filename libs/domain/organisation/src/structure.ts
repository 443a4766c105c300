import { EventType, Level } from '@timekeep/contracts';
import { LATER_DEPARTMENT_FIELDS, withoutRetiredFields, type DepartmentFields, type StructureEvent } from './structure.events';

export interface StructureNode extends DepartmentFields {
  id: string;
  parentId: string | null;
  level: Level;
  active: boolean;
}

/** A company's whole structure is one stream, so names, codes and children are checked against one consistent tree. */
export interface StructureState {
  nodes: ReadonlyMap<string, StructureNode>;
}

export const initialStructureState: StructureState = { nodes: new Map() };

export function evolveStructure(state: StructureState, event: StructureEvent): StructureState {
  const nodes = new Map(state.nodes);
  switch (event.type) {
    case EventType.DepartmentAdded: {
      const { departmentId, ...rest } = withoutRetiredFields(event.data);
      nodes.set(departmentId, { id: departmentId, ...LATER_DEPARTMENT_FIELDS, ...rest, active: true });
      break;
    }
    case EventType.DepartmentChanged: {
      const { departmentId, ...rest } = withoutRetiredFields(event.data);
      const node = nodes.get(departmentId);
      if (node) nodes.set(departmentId, { ...node, ...rest });
      break;
    }
    case EventType.DepartmentRemoved:
      nodes.delete(event.data.departmentId);
      break;
  }
  return { nodes };
}

/** True when `id` lies below `ancestor` (at any depth). */
export function isBelow(state: StructureState, ancestor: string, id: string): boolean {
  for (let node = state.nodes.get(id); node?.parentId; node = state.nodes.get(node.parentId)) {
    if (node.parentId === ancestor) return true;
  }
  return false;
}

/**
 * The departments chosen and every department below them, at any depth: what a report, a payroll
 * file or a list of "these departments" covers. Ids the structure does not hold are left out.
 */
export function departmentsBelow(nodes: ReadonlyMap<string, { id: string; parentId: string | null }>, roots: readonly string[]): Set<string> {
  const children = new Map<string, string[]>();
  for (const node of nodes.values()) if (node.parentId) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  const found = new Set<string>();
  const visit = roots.filter((id) => nodes.has(id));
  for (let id = visit.pop(); id !== undefined; id = visit.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    visit.push(...(children.get(id) ?? []));
  }
  return found;
}

export function childrenOf(state: StructureState, parentId: string | null): StructureNode[] {
  return [...state.nodes.values()].filter((n) => n.parentId === parentId);
}

/**
 * The next punch code to suggest: one above the highest numeric code in use, as wide as the
 * widest one (so '007' is followed by '008'); '1' when none is numeric.
 */
export function nextPunchCode(codesInUse: Iterable<string | null>): string {
  const numeric = [...codesInUse].filter((c): c is string => !!c && /^\d+$/.test(c));
  if (!numeric.length) return '1';
  const next = numeric.reduce((max, c) => (BigInt(c) > max ? BigInt(c) : max), 0n) + 1n;
  const width = Math.max(...numeric.map((c) => c.length));
  return next.toString().padStart(width, '0');
}
