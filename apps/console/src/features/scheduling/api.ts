import { useQuery } from '@tanstack/react-query';
import {
  employeeScheduleSaveReplySchema,
  employeeScheduleSchema,
  inUseReplySchema,
  type ListQuery,
  pageSchema,
  scheduleSaveReplySchema,
  scheduleTemplateDetailSchema,
  scheduleTemplateRowSchema,
} from '@timekeep/contracts';
import { request } from '../../api/http';
import { listPath } from '../../api/list';
import { LOOKUP } from '../../api/lookup';

/** Schedule templates and employees' own schedules (document 1 §2-§4). */
export const keys = {
  templates: ['schedules'],
  template: (id: string | null) => ['schedules', 'detail', id] as const,
  templateOptions: ['schedules', 'options'],
  employeeSchedule: (employeeId: string | undefined, startDate: string, endDate: string) => ['employee-schedule', employeeId, startDate, endDate] as const,
} as const;

const templatePage = pageSchema(scheduleTemplateRowSchema);

export const templateList = { queryKey: keys.templates, fetchPage: (q: ListQuery) => request(templatePage, listPath('/api/schedules', q)) };

export const useTemplate = (id: string | null) => useQuery({ queryKey: keys.template(id), queryFn: () => request(scheduleTemplateDetailSchema, `/api/schedules/${id}`), enabled: !!id });

/** Active templates as choices (spec §7 "Lookups used by forms"). */
export const useScheduleOptions = () =>
  useQuery({ ...LOOKUP, queryKey: keys.templateOptions, queryFn: async () => (await request(templatePage, '/api/schedules?status=true&pageSize=100')).items.map((t) => ({ value: t.id, label: t.name })) });

export const saveTemplate = (payload: object) => request(scheduleSaveReplySchema, '/schedule/save', { method: 'POST', body: payload });

export const deleteTemplates = (ids: string[]) => request(inUseReplySchema, '/schedule/delete', { method: 'POST', body: { ids } });

/** POST /schedule/searchEmployeeSchedule: an employee's days in a range, the template's or their own. */
export const useEmployeeSchedule = (employeeId: string | undefined, startDate: string, endDate: string) =>
  useQuery({
    queryKey: keys.employeeSchedule(employeeId, startDate, endDate),
    queryFn: () => request(employeeScheduleSchema, '/schedule/searchEmployeeSchedule', { method: 'POST', body: { employeeId, startDate, endDate } }),
    enabled: !!employeeId,
  });

export const saveEmployeeSchedule = (payload: object) => request(employeeScheduleSaveReplySchema, '/schedule/saveEmployeeCustomSchedule', { method: 'POST', body: payload });
