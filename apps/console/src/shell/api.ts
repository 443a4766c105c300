import { useQuery } from '@tanstack/react-query';
import { menuItemSchema, messageReplySchema, selectedDepartmentsSchema } from '@timekeep/contracts';
import { z } from 'zod';
import { request } from '../api/http';
import { keys as companyKeys } from '../features/company/api';

/** The shell's own data: the server's menu and the header's department filter. */
export const keys = {
  menu: ['menu-items'],
  /** Under the structure's keys: a change to the structure refreshes the filter too. */
  selectedDepartments: [...companyKeys.structure, 'selected'],
} as const;

/** GET /menu-items (spec §1): the sections and entries the signed-in person may open. */
export const useMenu = () => useQuery({ queryKey: keys.menu, queryFn: () => request(z.array(menuItemSchema), '/menu-items') });

export const useSelectedDepartments = (enabled: boolean) =>
  useQuery({ queryKey: keys.selectedDepartments, queryFn: () => request(selectedDepartmentsSchema, '/api/departments/selected'), enabled });

/** POST /api/departments/selected: the departments every list is narrowed to (none: all). */
export const chooseDepartments = (ids: string[]) => request(messageReplySchema, '/api/departments/selected', { method: 'POST', body: { departmentId: ids } });
