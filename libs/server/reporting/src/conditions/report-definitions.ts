import { Injectable, NotFoundException } from '@nestjs/common';
import { Action, ReportCondition, ReportDefinitionDto, REPORT_NAMES, ReportTypeDto, Resource, Role } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { dateOf, dayOf, wallClockAt } from '@timekeep/domain-time-engine';
import type { JobCodeFields } from '@timekeep/domain-pay-rules';
import { ManagementScope } from '@timekeep/server-organisation';
import { PayRuleEntity } from '@timekeep/server-pay-rules';
import { EmployeeEntity } from '@timekeep/server-people';
import { hasRole, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { CompanyFacts } from '@timekeep/server-timekeeping';
import { ReportConditionDefaultEntity } from '../report-files.entity';
import { ReportRunner } from '../report-runner';
import type { TableReportType } from '../reports/report-type';

type Defaults = Record<string, string | string[]>;

const condition = (c: Partial<ReportCondition> & Pick<ReportCondition, 'id' | 'type' | 'label'>): ReportCondition => ({
  defaultValue: null,
  multiple: false,
  options: [],
  conditionOptionType: null,
  hideFromSchedule: false,
  required: false,
  ...c,
});

/**
 * The structure's condition: `positionIds` as document 3 §3 names a report's; the weekly schedule
 * keeps the `departmentIds` of the roster's Print, which document 2 §7 names (ADR 0062).
 */
const STRUCTURE_CONDITION = 'positionIds';

/** The weekly schedule (the roster's Print, ADR 0034) as a report type of the list: PDF only, by departments. */
const WEEKLY_SCHEDULE = {
  id: REPORT_NAMES.WeeklySchedule,
  name: 'Weekly Schedule',
  conditionOptionTypes: ['department' as const],
  structureCondition: 'departmentIds',
  allowed: (p: Principal) => can(p, Resource.Report, Action.Visible) && can(p, Resource.Roster, Action.Visible),
  ownConditions: [
    condition({
      id: 'sortBy',
      type: 'select',
      label: 'Sort By',
      defaultValue: 'LastName',
      required: true,
      options: [
        { value: 'LastName', label: 'Last Name' },
        { value: 'FirstName', label: 'First Name' },
        { value: 'Department', label: 'Department' },
      ],
    }),
  ],
  formats: ['PDF'],
};

/** The schedule a scheduled report will run on (document 3 §3 "Scheduled report": startDate, sendTime, frequency, period, receivers). */
const SCHEDULE_CONDITIONS: ReportCondition[] = [
  condition({ id: 'startDate', type: 'date', label: 'Start Date', required: true }),
  condition({ id: 'sendTime', type: 'time', label: 'Send Time', defaultValue: '08:00', required: true }),
  condition({
    id: 'frequency',
    type: 'select',
    label: 'Frequency',
    defaultValue: 'Weekly',
    required: true,
    options: ['Daily', 'Weekly', 'Fortnightly', 'Monthly'].map((v) => ({ value: v, label: v })),
  }),
  condition({
    id: 'period',
    type: 'select',
    label: 'Period',
    defaultValue: 'PreviousWeek',
    required: true,
    options: [
      { value: 'PreviousDay', label: 'Previous Day' },
      { value: 'PreviousWeek', label: 'Previous Week' },
      { value: 'PreviousFortnight', label: 'Previous Fortnight' },
      { value: 'PreviousMonth', label: 'Previous Month' },
    ],
  }),
  condition({ id: 'receivers', type: 'text', label: 'Receivers', multiple: true, required: true }),
];

/**
 * GET /api/reports/report-types and /api/reports/{type} (document 3 §3, §7): each report's
 * conditions with their options read for the reader (only what they may see: departments within
 * reach, their employees), its defaults the conditions the user last ran it with, except for a
 * Superadmin, who always starts from the server's (document 3 §3).
 */
@Injectable()
export class ReportDefinitions {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly runner: ReportRunner,
  ) {}

  types(principal: Principal): ReportTypeDto[] {
    const all = [WEEKLY_SCHEDULE, ...this.runner.types];
    return all.filter((t) => t.allowed(principal)).map((t) => ({ id: t.id, name: t.name, conditionOptionTypes: [...t.conditionOptionTypes] }));
  }

  async definition(principal: Principal, id: string, now: Date): Promise<ReportDefinitionDto> {
    const type: (Pick<TableReportType, 'id' | 'name' | 'conditionOptionTypes' | 'ownConditions' | 'allowed'> & { formats?: string[]; structureCondition?: string }) | undefined =
      id === WEEKLY_SCHEDULE.id ? WEEKLY_SCHEDULE : this.runner.type(id);
    if (!type || !type.allowed(principal)) throw new NotFoundException({ message: 'This report does not exist.' });
    return this.streams.transaction(async (tx) => {
      const facts = await CompanyFacts.load(tx, principal.companyId);
      const remembered = hasRole(principal, Role.Superadmin) ? {} : await this.remembered(tx, principal, type.id);
      const week = currentWeek(facts, now);
      const conditions: ReportCondition[] = [
        condition({ id: 'startDate', type: 'date', label: 'Start Date', defaultValue: week.start, required: true, hideFromSchedule: true }),
        condition({ id: 'endDate', type: 'date', label: 'End Date', defaultValue: week.end, required: true, hideFromSchedule: true }),
      ];
      const kinds = new Set(type.conditionOptionTypes);
      if (kinds.has('payGroup')) {
        const options = [...facts.payGroups.values()].map((g) => ({ value: g.id, label: g.name })).sort((a, b) => a.label.localeCompare(b.label));
        conditions.push(condition({ id: 'payGroupIds', type: 'select', label: 'Pay Group', multiple: true, options, conditionOptionType: 'payGroup', defaultValue: [] }));
      }
      const reach = await this.scope.reachOf(principal);
      if (kinds.has('department')) {
        const options = [...facts.departments.values()]
          .filter((d) => reach === 'all' || reach.has(d.id))
          .map((d) => ({ value: d.id, label: d.name, parentId: d.parentId && (reach === 'all' || reach.has(d.parentId)) ? d.parentId : null }))
          .sort((a, b) => a.label.localeCompare(b.label));
        conditions.push(condition({ id: type.structureCondition ?? STRUCTURE_CONDITION, type: 'tree', label: facts.settings.structureName || 'Department', multiple: true, options, conditionOptionType: 'department', defaultValue: [] }));
      }
      if (kinds.has('job')) {
        const jobs = await tx.manager.findBy(PayRuleEntity, { companyId: principal.companyId, kind: 'job' });
        // Document 3 §3: job options are labelled 'code - name'.
        const options = jobs.map((j) => ({ value: j.id, label: `${(j.fields as JobCodeFields).code} - ${j.name}` })).sort((a, b) => a.label.localeCompare(b.label));
        conditions.push(condition({ id: 'jobIds', type: 'select', label: 'Job', multiple: true, options, conditionOptionType: 'job', defaultValue: [] }));
      }
      if (kinds.has('employee')) {
        const employees = (await tx.manager.findBy(EmployeeEntity, { companyId: principal.companyId })).filter((e) => reach === 'all' || reach.has(e.departmentId));
        // Document 3 §3: first plus last name, sorted by first name.
        const options = employees
          .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName))
          .map((e) => ({ value: e.id, label: `${e.firstName} ${e.lastName}`.trim() }));
        conditions.push(condition({ id: 'employeeIds', type: 'select', label: 'Employee', multiple: true, options, conditionOptionType: 'employee', defaultValue: [] }));
      }
      conditions.push(...type.ownConditions.map((c) => ({ ...c })));
      const formats = type.formats ?? ['PDF', 'XLSX'];
      conditions.push(condition({ id: 'format', type: 'select', label: 'Format', defaultValue: formats[0], required: true, options: formats.map((f) => ({ value: f, label: f })) }));
      // A remembered value counts only while it is still one of the options (a department since moved out of reach is dropped).
      for (const c of conditions) {
        const value = remembered[c.id];
        if (value === undefined || c.hideFromSchedule) continue;
        if (!c.options.length) c.defaultValue = value;
        else if (Array.isArray(value)) c.defaultValue = value.filter((v) => c.options.some((o) => o.value === v));
        else if (c.options.some((o) => o.value === value)) c.defaultValue = value;
      }
      return { id: type.id, name: type.name, conditions, scheduleConditions: SCHEDULE_CONDITIONS.map((c) => ({ ...c, defaultValue: c.id === 'startDate' ? dateOf(dayOf(week.end) + 1) : c.defaultValue })) };
    });
  }

  private async remembered(tx: OrmTx, principal: Principal, report: string): Promise<Defaults> {
    const row = await tx.manager.findOneBy(ReportConditionDefaultEntity, { companyId: principal.companyId, userId: principal.id, report });
    if (!row) return {};
    // A list sent as a comma string reads as the list it is; one remembered under the structure list's older name, under its own.
    return Object.fromEntries(Object.entries(row.conditions).map(([k, v]) => [k === 'departmentIds' ? 'positionIds' : k, /Ids$/.test(k) && typeof v === 'string' ? v.split(',').filter(Boolean) : v]));
  }
}

/** Monday to Sunday of the week holding today on the company's clock (document 3 §9: the week starts Monday). */
export function currentWeek(facts: Pick<CompanyFacts, 'zone'>, now: Date): { start: string; end: string } {
  const today = dayOf(wallClockAt(Math.floor(now.getTime() / 1000), facts.zone).date);
  // Day 0 (1970-01-01) was a Thursday: (n + 3) % 7 counts days since Monday.
  const monday = today - ((today + 3) % 7);
  return { start: dateOf(monday), end: dateOf(monday + 6) };
}
