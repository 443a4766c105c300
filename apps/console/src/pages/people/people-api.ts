import { useQuery } from '@tanstack/react-query';
import type { DepartmentNode, JobDto, LicenceUse, Page, PayGroup, RoundingRule, ScheduleTemplateRow, Skill, WorkplaceDto } from '@timekeep/contracts';
import { request } from '../../api/http';
import { useStructureTree } from '../company/structure-api';

export const employeesKey = ['employees'] as const;
export const usersKey = ['users'] as const;

export type TreeOption = { value: string; title: string; children: TreeOption[] };
export type Option = { value: string; label: string };

const toOptions = (nodes: DepartmentNode[]): TreeOption[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toOptions(n.children) }));

/** The company's active structure below the root, as tree-select options. */
export function useDepartmentOptions(): TreeOption[] {
  const tree = useStructureTree('active');
  return tree.data ? toOptions(tree.data.children) : [];
}

const named = (items: Array<{ id: string; name: string }>): Option[] => items.map((i) => ({ value: i.id, label: i.name }));

/** Lookups the people forms use (spec §7 "Lookups used by forms"): active records only. */
export const usePayGroupOptions = () =>
  useQuery({ queryKey: ['pay-groups', 'options'], queryFn: async () => named((await request<Page<PayGroup>>('GET', '/api/pay-groups?status=true&pageSize=100')).items) });
export const useRoundingOptions = () =>
  useQuery({ queryKey: ['time-roundings', 'options'], queryFn: async () => named((await request<Page<RoundingRule>>('GET', '/api/time-roundings?status=true&pageSize=100')).items) });
export const useScheduleOptions = () =>
  useQuery({ queryKey: ['schedules', 'options'], queryFn: async () => named((await request<Page<ScheduleTemplateRow>>('GET', '/api/schedules?status=true&pageSize=100')).items) });
export const useSkillOptions = (enabled: boolean) =>
  useQuery({ queryKey: ['skills', 'options'], queryFn: async () => named((await request<Page<Skill>>('GET', '/api/skills?status=true&pageSize=100')).items), enabled });
export const useWorkplaceOptions = (enabled = true) =>
  useQuery({ queryKey: ['workplaces', 'options'], queryFn: async () => named((await request<Page<WorkplaceDto>>('GET', '/api/workplaces?status=true&pageSize=100')).items), enabled });
/** Document 2 §3: job options show code and name. */
export const useJobOptions = (enabled = true) =>
  useQuery({
    queryKey: ['jobs', 'options'],
    queryFn: async () => (await request<Page<JobDto>>('GET', '/api/jobs?status=true&pageSize=100&sort=code')).items.map((j) => ({ value: j.id, label: j.name ? `${j.code} ${j.name}` : j.code })),
    enabled,
  });
export const useReportToOptions = (forEmployee: boolean) =>
  useQuery({ queryKey: ['report-to', forEmployee], queryFn: async () => named(await request('GET', `/users/report-to?isEmployee=${forEmployee}`)) });
export const useForwardToOptions = () => useQuery({ queryKey: ['forward-to'], queryFn: async () => named(await request('GET', '/api/users/forward-to')) });
export const useFunctionOptions = () => useQuery({ queryKey: ['functions'], queryFn: async () => named(await request('GET', '/api/functions')), staleTime: Infinity });
export const useRoles = () => useQuery({ queryKey: ['roles'], queryFn: () => request<Array<{ id: string; name: string }>>('GET', '/api/roles'), staleTime: Infinity });
export const useLicenceUse = () =>
  useQuery({
    queryKey: [...employeesKey, 'licences'],
    queryFn: async () => ({ employees: await request<LicenceUse>('GET', '/api/employees/user-count'), app: await request<LicenceUse>('GET', '/api/employees/app-user-count') }),
  });
