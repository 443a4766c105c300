import { type DepartmentNode, Level } from '@timekeep/contracts';

export type StatusFilter = 'all' | 'active' | 'inactive';

/** The positions below a node (the whole company from the root). */
export function positionsBelow(root: DepartmentNode | undefined, id: string): DepartmentNode[] {
  const find = (node: DepartmentNode): DepartmentNode | null => (node.id === id ? node : node.children.map(find).find((n) => n) ?? null);
  const below = (node: DepartmentNode): DepartmentNode[] => node.children.flatMap((c) => [...(c.level === Level.Position ? [c] : []), ...below(c)]);
  const start = root ? find(root) : null;
  return start ? below(start) : [];
}

/** Every position as a choice, named with its path (two departments may each have a 'Driver'). */
export function positionOptions(root: DepartmentNode | undefined): Array<{ value: string; label: string }> {
  const walk = (node: DepartmentNode, path: string[]): Array<{ value: string; label: string }> =>
    node.children.flatMap((c) => (c.level === Level.Position ? [{ value: c.id, label: [...path, c.name].join(' › ') }] : walk(c, [...path, c.name])));
  return root ? walk(root, []) : [];
}

export type TreeOption = { value: string; title: string; children: TreeOption[] };

/** A structure's nodes as tree-select options. */
export const toTreeOptions = (nodes: DepartmentNode[]): TreeOption[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toTreeOptions(n.children) }));
