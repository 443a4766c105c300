import { useQuery } from '@tanstack/react-query';
import type { ChildStructure, DepartmentDetail, DepartmentNode } from '@timekeep/contracts';
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
