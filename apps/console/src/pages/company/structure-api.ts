import { useQuery } from '@tanstack/react-query';
import { type ChildStructure, type DepartmentDetail, type DepartmentNode, Level } from '@timekeep/contracts';
import { request } from '../../api/http';

export type StatusFilter = 'all' | 'active' | 'inactive';

export const structureKey = ['departments'] as const;

export const useStructureTree = (status: StatusFilter) =>
  useQuery({ queryKey: [...structureKey, 'tree', status], queryFn: () => request<DepartmentNode>('GET', `/api/departments?status=${status}`) });

export const useDepartment = (id: string | undefined) =>
  useQuery({ queryKey: [...structureKey, 'detail', id], queryFn: () => request<DepartmentDetail>('GET', `/api/departments/${id}`), enabled: !!id });

export const useChildStructure = (parent: string | undefined) =>
  useQuery({ queryKey: [...structureKey, 'child', parent], queryFn: () => request<ChildStructure>('GET', `/api/departments/${parent}/child-company-structure`), enabled: !!parent });

export const useTimezones = () => useQuery({ queryKey: ['timezones'], queryFn: () => request<Array<{ id: string; name: string }>>('GET', '/api/timezones'), staleTime: Infinity });

export const useSupervisors = () => useQuery({ queryKey: ['supervisors'], queryFn: () => request<Array<{ id: string; name: string }>>('GET', '/api/users/supervisors') });

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
