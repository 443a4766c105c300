import { EventType, Level } from '@timekeep/contracts';
import type { DepartmentFields, StructureEvent } from './structure.events';

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
      const { departmentId, ...rest } = event.data;
      nodes.set(departmentId, { id: departmentId, ...rest, active: true });
      break;
    }
    case EventType.DepartmentChanged: {
      const { departmentId, ...rest } = event.data;
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

export function childrenOf(state: StructureState, parentId: string | null): StructureNode[] {
  return [...state.nodes.values()].filter((n) => n.parentId === parentId);
}

/** The node and everything below it. */
export function subtreeIds(state: StructureState, rootIds: Iterable<string>): Set<string> {
  const result = new Set<string>();
  const queue = [...rootIds].filter((id) => state.nodes.has(id));
  const byParent = new Map<string, string[]>();
  for (const node of state.nodes.values()) {
    if (node.parentId) byParent.set(node.parentId, [...(byParent.get(node.parentId) ?? []), node.id]);
  }
  while (queue.length) {
    const id = queue.pop() as string;
    if (result.has(id)) continue;
    result.add(id);
    queue.push(...(byParent.get(id) ?? []));
  }
  return result;
}

/**
 * The next punch code to suggest: one above the highest numeric code in use, as wide as the
 * widest one (so '007' is followed by '008'); '1' when none is numeric.
 */
export function nextPunchCode(state: StructureState): string {
  const numeric = [...state.nodes.values()].map((n) => n.punchCode).filter((c): c is string => !!c && /^\d+$/.test(c));
  if (!numeric.length) return '1';
  const next = numeric.reduce((max, c) => (BigInt(c) > max ? BigInt(c) : max), 0n) + 1n;
  const width = Math.max(...numeric.map((c) => c.length));
  return next.toString().padStart(width, '0');
}
