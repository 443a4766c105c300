import { useQuery } from '@tanstack/react-query';
import { messageReplySchema, selectedDepartmentsSchema } from '@timekeep/contracts';
import { request } from '../api/http';
import { keys as structureKeys } from '../features/structure/api';

/** The shell's own data: the header's department filter (the menu is the signed-in person's, in auth/api.ts). */
export const keys = {
  /** Under the structure's keys: a change to the structure refreshes the filter too. */
  selectedDepartments: [...structureKeys.all, 'selected'],
} as const;

export const useSelectedDepartments = (enabled: boolean) =>
  useQuery({ queryKey: keys.selectedDepartments, queryFn: () => request(selectedDepartmentsSchema, '/api/departments/selected'), enabled });

/** POST /api/departments/selected: the departments every list is narrowed to (none: all). */
export const chooseDepartments = (ids: string[]) => request(messageReplySchema, '/api/departments/selected', { method: 'POST', body: { departmentId: ids } });
