/**
 * Document 1 §7: "Lookups refetch on window focus." A lookup is the small list a form or a filter
 * offers its choices from (pay groups, roundings, schedules, skills, sites, jobs and tasks, the
 * department tree, approvers, leave types, licence counts): read again whenever the window regains
 * focus, so a pay group added in another tab is offered on return. Each lookup's query spreads this;
 * everything else keeps the app's default (no refetch on focus): the paged lists, timesheets and the
 * roster are large, and their own writes refresh them (docs/decisions/0064-date-range-presets.md).
 */
export const LOOKUP = { refetchOnWindowFocus: true } as const;
