import { useQuery } from '@tanstack/react-query';
import { type ListQuery, messageReplySchema, pageSchema, workplaceSchema } from '@timekeep/contracts';
import { request } from '../../api/http';
import { listPath } from '../../api/list';
import { LOOKUP } from '../../api/lookup';

/** Workplaces (document 3 §4): geofenced sites where the mobile app may punch. */
export const keys = {
  workplaces: ['workplaces'],
  list: (status: string | undefined) => ['workplaces', status] as const,
  options: ['workplaces', 'options'],
} as const;

const workplacePage = pageSchema(workplaceSchema);

export const workplaceList = (status: string | undefined) => ({ queryKey: keys.list(status), fetchPage: (q: ListQuery) => request(workplacePage, listPath('/api/workplaces', q, { status })) });

/** Active sites as choices (a department's Sites, an employee's Assigned Sites). */
export const useWorkplaceOptions = (enabled = true) =>
  useQuery({ ...LOOKUP, queryKey: keys.options, queryFn: async () => (await request(workplacePage, '/api/workplaces?status=true&pageSize=100')).items.map((w) => ({ value: w.id, label: w.name })), enabled });

export const saveWorkplace = (payload: object) => request(messageReplySchema, '/workPlace/save', { method: 'POST', body: payload });
