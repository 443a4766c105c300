import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  conditionPreviewSchema,
  conditionSetSchema,
  conditionSetSavedSchema,
  conditionTemplatesSchema,
  holidaySchema,
  holidaySeedReplySchema,
  inUseReplySchema,
  type ListQuery,
  messageReplySchema,
  pageSchema,
  payGroupSaveReplySchema,
  payGroupSchema,
  payTypeSchema,
  roundingDeleteReplySchema,
  roundingRuleSchema,
  skillSchema,
} from '@timekeep/contracts';
import { request } from '../../api/http';
import { listPath } from '../../api/list';
import { LOOKUP } from '../../api/lookup';
import { QUERY_ROOTS } from '../../api/query-roots';

/** Pay groups, rounding rules, holidays, pay types and skills (documents 2 and 3), and their lookups. */
export const keys = {
  payGroups: ['pay-groups'],
  payGroupList: (status: string) => ['pay-groups', status] as const,
  payGroup: (id: string | undefined) => ['pay-groups', 'detail', id] as const,
  payGroupOptions: ['pay-groups', 'options'],
  roundingRules: ['rounding-rules'],
  roundingOptions: ['time-roundings', 'options'],
  holidayOptions: ['holidays', 'options'],
  holidays: ['holidays'],
  holidayList: (year: number) => ['holidays', year] as const,
  payTypes: QUERY_ROOTS.payTypes,
  activePayTypes: [...QUERY_ROOTS.payTypes, 'active'],
  allowancePayTypes: [...QUERY_ROOTS.payTypes, 'allowances'],
  skills: ['skills'],
  skillList: (status: string | undefined) => ['skills', 'list', status] as const,
  skillOptions: ['skills', 'options'],
} as const;

type Named = { id: string; name: string };
const named = (page: { items: Named[] }) => page.items.map((i) => ({ value: i.id, label: i.name }));

export const payGroupList = (status: 'true' | 'false' | 'all') => ({
  queryKey: keys.payGroupList(status),
  fetchPage: (q: ListQuery) => request(pageSchema(payGroupSchema), listPath('/api/pay-groups', q, { status: status === 'all' ? undefined : status })),
});
export const usePayGroup = (id: string | undefined) => useQuery({ queryKey: keys.payGroup(id), queryFn: () => request(payGroupSchema, `/api/pay-groups/${id}`), enabled: !!id });
export const savePayGroup = (payload: object) => request(payGroupSaveReplySchema, '/paygroup/save', { method: 'POST', body: payload });
export const deletePayGroups = (ids: string[]) => request(inUseReplySchema, '/paygroup/delete', { method: 'POST', body: { ids } });

export const roundingRuleList = { queryKey: keys.roundingRules, fetchPage: (q: ListQuery) => request(pageSchema(roundingRuleSchema), listPath('/api/time-roundings', q)) };
export const saveRoundingRule = (payload: object) => request(messageReplySchema, '/roundingrules/save', { method: 'POST', body: payload });
export const deleteRoundingRules = (ids: string[]) => request(roundingDeleteReplySchema, '/roundingrules/delete', { method: 'POST', body: { ids } });

export const holidayList = (year: number) => ({
  queryKey: keys.holidayList(year),
  fetchPage: (q: ListQuery) => request(pageSchema(holidaySchema), listPath('/api/holidays', q, { year: String(year) })),
});
export const saveHoliday = (payload: object) => request(messageReplySchema, '/holiday/save', { method: 'POST', body: payload });
export const deleteHolidays = (ids: string[]) => request(messageReplySchema, '/holiday/delete', { method: 'POST', body: { ids } });
/** Adds the year's public holidays of the company's region. */
export const seedHolidays = (year: number) => request(holidaySeedReplySchema, '/holiday/seed', { method: 'POST', body: { year } });

export const payTypeList = { queryKey: keys.payTypes, fetchPage: (q: ListQuery) => request(pageSchema(payTypeSchema), listPath('/api/pay-types', q)) };
export const savePayType = (payload: object) => request(messageReplySchema, '/paytype/save', { method: 'POST', body: payload });
export const deletePayTypes = (ids: string[]) => request(messageReplySchema, '/paytype/delete', { method: 'POST', body: { ids } });
/** Active pay types: the pay group's overtime and leave choices. */
export const useActivePayTypes = () => useQuery({ ...LOOKUP, queryKey: keys.activePayTypes, queryFn: () => request(pageSchema(payTypeSchema), '/api/pay-types?status=true&pageSize=100') });
/** Active pay types by name: a skill's allowance is one flagged isAllowance. */
export const useAllowancePayTypes = () =>
  useQuery({ ...LOOKUP, queryKey: keys.allowancePayTypes, queryFn: () => request(pageSchema(payTypeSchema), '/api/pay-types?status=true&pageSize=100&sort=name') });

/** The skills list, by status (its Search popover). */
export const skillList = (status: string | undefined) => ({
  queryKey: keys.skillList(status),
  fetchPage: (q: ListQuery) => request(pageSchema(skillSchema), listPath('/api/skills', q, { status })),
});
export const saveSkill = (payload: object) => request(messageReplySchema, '/api/skills/save', { method: 'POST', body: payload });

/** Lookups other forms use (spec §7 "Lookups used by forms"): active records only. */
export const usePayGroupOptions = () => useQuery({ ...LOOKUP, queryKey: keys.payGroupOptions, queryFn: async () => named(await request(pageSchema(payGroupSchema), '/api/pay-groups?status=true&pageSize=100')) });
export const useRoundingOptions = () =>
  useQuery({ ...LOOKUP, queryKey: keys.roundingOptions, queryFn: async () => named(await request(pageSchema(roundingRuleSchema), '/api/time-roundings?status=true&pageSize=100')) });
/** A department's Regional Holidays choices (document 1 §3 holidayIds): the company's holidays, each with its date. */
export const useHolidayOptions = () =>
  useQuery({
    ...LOOKUP,
    queryKey: keys.holidayOptions,
    queryFn: async () => (await request(pageSchema(holidaySchema), '/api/holidays?sort=date&order=ascend&pageSize=100')).items.map((h) => ({ value: h.id, label: `${h.name} (${h.date})` })),
  });
export const useSkillOptions = (enabled: boolean) =>
  useQuery({ ...LOOKUP, queryKey: keys.skillOptions, queryFn: async () => named(await request(pageSchema(skillSchema), '/api/skills?status=true&pageSize=100')), enabled });

/** Pay conditions (issue 32, ADR 0074): the company's condition sets, the templates, the editor's worked week. */
export const conditionKeys = {
  sets: ['condition-sets'],
  setList: (status: string) => ['condition-sets', status] as const,
  set: (id: string | undefined) => ['condition-sets', 'detail', id] as const,
  templates: ['condition-sets', 'templates'],
  preview: (form: unknown) => ['condition-sets', 'preview', form] as const,
} as const;
export const conditionSetList = (status: 'true' | 'false' | 'all') => ({
  queryKey: conditionKeys.setList(status),
  fetchPage: (q: ListQuery) => request(pageSchema(conditionSetSchema), listPath('/api/condition-sets', q, { status: status === 'all' ? undefined : status })),
});
export const useConditionSet = (id: string | undefined) => useQuery({ queryKey: conditionKeys.set(id), queryFn: () => request(conditionSetSchema, `/api/condition-sets/${id}`), enabled: !!id });
export const useConditionTemplates = () => useQuery({ ...LOOKUP, queryKey: conditionKeys.templates, queryFn: () => request(conditionTemplatesSchema, '/api/condition-sets/templates') });
export const saveConditionSet = (payload: object) => request(conditionSetSavedSchema, '/api/condition-sets/save', { method: 'POST', body: payload });
export const applyConditionTemplate = (payload: { templateId: string; name: string; payGroupIds: string[] }) => request(conditionSetSavedSchema, '/api/condition-sets/apply-template', { method: 'POST', body: payload });
export const deleteConditionSets = (ids: string[]) => request(messageReplySchema, '/api/condition-sets/delete', { method: 'POST', body: { ids } });
/** The sample week paid under the set as it stands; kept while the next is fetched, so the table does not flicker as the user types. */
export const useConditionPreview = (form: object | null) =>
  useQuery({
    queryKey: conditionKeys.preview(form),
    queryFn: () => request(conditionPreviewSchema, '/api/condition-sets/preview', { method: 'POST', body: form ?? {} }),
    enabled: !!form,
    placeholderData: keepPreviousData,
  });
/** All active pay types: what a condition pays under. */
export const useConditionPayTypes = useActivePayTypes;
