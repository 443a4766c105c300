import { useQuery } from '@tanstack/react-query';
import { departmentNodeSchema, namedSchema } from '@timekeep/contracts';
import { z } from 'zod';
import { request } from '../../api/http';
import { LOOKUP } from '../../api/lookup';
import { type StatusFilter, type TreeOption, toTreeOptions } from './structure';

/**
 * The company's structure as the other screens read it (spec §2 "Company"): the department tree,
 * its choices, and the time zones its levels, pay groups and customers are set in. Below every
 * feature that offers a department or a position; the Company screen that edits it is features/company.
 */
export const keys = {
  /** Every department query: the tree, a node's detail, a child's defaults (and the header's filter). */
  all: ['departments'],
  tree: (status: StatusFilter) => ['departments', 'tree', status] as const,
  timezones: ['timezones'],
} as const;

export const useStructureTree = (status: StatusFilter, enabled = true) =>
  useQuery({ ...LOOKUP, queryKey: keys.tree(status), queryFn: () => request(departmentNodeSchema, `/api/departments?status=${status}`), enabled });

/** The company's active structure below the root, as tree-select options. */
export function useDepartmentOptions(): TreeOption[] {
  const tree = useStructureTree('active');
  return tree.data ? toTreeOptions(tree.data.children) : [];
}

export const useTimezones = () => useQuery({ queryKey: keys.timezones, queryFn: () => request(z.array(namedSchema), '/api/timezones'), staleTime: Infinity });
