import { summaryTable } from '../reports/timesheet-summary.report';
import { workedPairs } from '../reports/hours-by-job-task.report';
import { currentWeek } from '../conditions/report-definitions';
import { grouped, ReportColumn, totalsOf } from './report-table';
import { cellText, tableDocument } from './table-pdf';

const COLUMNS: ReportColumn[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'hours', label: 'Hours', kind: 'hours' },
  { key: 'units', label: 'Units', kind: 'number' },
];

describe('report tables', () => {
  it('sums hours in minutes, so thirds of an hour add up as the timesheet adds them', () => {
    // 3 × 0.33 h is 3 × 20 minutes: one hour, not 0.99.
    const rows = [{ name: 'a', hours: 0.33, units: 1 }, { name: 'b', hours: 0.33, units: null }, { name: 'c', hours: 0.33, units: 2 }];
    expect(totalsOf(COLUMNS, rows, { name: 'Total' })).toEqual({ name: 'Total', hours: 1, units: 3 });
    expect(totalsOf(COLUMNS, [{ name: 'a', hours: 7.75 }, { name: 'b', hours: 0.25 }], {})).toEqual({ hours: 8, units: 0 });
  });

  it('groups rows by a key in the order of the groups’ names, each with its own totals', () => {
    const groups = grouped(COLUMNS, [{ name: 'North', hours: 2, units: null }, { name: 'Bay', hours: 1, units: null }, { name: 'North', hours: 3, units: null }], (r) => String(r.name), { name: 'Total' });
    expect(groups.map((g) => [g.label, g.rows.length, g.totals.hours])).toEqual([
      ['Bay', 1, 1],
      ['North', 2, 5],
    ]);
    // Ordered: as the rows came (employees in the sorting chosen).
    expect(grouped(COLUMNS, [{ name: 'North', hours: 2, units: null }, { name: 'Bay', hours: 1, units: null }], (r) => String(r.name), {}, true).map((g) => g.label)).toEqual(['North', 'Bay']);
    expect(grouped(COLUMNS, [{ name: 'x', hours: 1, units: null }], null, {})).toEqual([{ label: null, rows: [{ name: 'x', hours: 1, units: null }], totals: { hours: 1, units: 0 } }]);
  });

  it('keeps the employees’ order when grouped by employee, with a total per employee and one for all', () => {
    const rows = [
      { employee: 'Tai Anderson', payId: 'P-2', department: 'South', payType: 'Ordinary Time', hours: 4, units: null },
      { employee: 'Mere Walker', payId: 'P-1', department: 'North', payType: 'Ordinary Time', hours: 24, units: null },
      { employee: 'Mere Walker', payId: 'P-1', department: 'North', payType: 'Meal Allowance', hours: null, units: 1 },
    ];
    const table = summaryTable(rows, 'Employee', ['Period'], 2);
    expect(table.groups.map((g) => [g.label, g.totals.hours, g.totals.units])).toEqual([
      ['Tai Anderson (P-2)', 4, 0],
      ['Mere Walker (P-1)', 24, 1],
    ]);
    expect(table.totals).toMatchObject({ employee: 'Total', hours: 28, units: 1 });
  });

  it('shows hours to two decimals and nothing for a blank', () => {
    expect(cellText(COLUMNS[1], 7.5)).toBe('7.50');
    expect(cellText(COLUMNS[2], 3)).toBe('3');
    expect(cellText(COLUMNS[1], null)).toBe('');
  });

  it('says so when nothing matches, rather than drawing an empty table', () => {
    const document = tableDocument({ companyName: 'Co', printedAt: 'now', table: summaryTable([], 'None', ['Period'], 0) });
    expect(JSON.stringify(document.content)).toContain('Nothing to report for these conditions.');
  });

  it('counts a pair’s hours against its punch’s job, else its shift’s', () => {
    const pair = (jobId: string | null, taskId: string | null, worktime: number) => ({ jobId, taskId, worktime }) as never;
    const day = {
      workShifts: [{ jobId: 'shift-job', taskId: 'shift-task', punchPairs: [pair(null, null, 4), pair('own-job', null, 2)] }],
      unScheduledPairs: [pair(null, null, 1.25), pair('x', null, 0)],
    } as never;
    expect(workedPairs(day)).toEqual([
      { jobId: 'shift-job', taskId: 'shift-task', minutes: 240 },
      { jobId: 'own-job', taskId: null, minutes: 120 },
      { jobId: null, taskId: null, minutes: 75 },
    ]);
  });

  it('defaults the period to Monday to Sunday of the week holding today on the company’s clock', () => {
    // Wednesday 25 November 2026, 01:00 in Auckland (Tuesday 12:00 UTC).
    expect(currentWeek({ zone: 'Pacific/Auckland' }, new Date('2026-11-24T12:00:00Z'))).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    // A Sunday stays in its week; the Monday after starts the next.
    expect(currentWeek({ zone: 'UTC' }, new Date('2026-11-29T23:00:00Z'))).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(currentWeek({ zone: 'UTC' }, new Date('2026-11-30T00:30:00Z'))).toEqual({ start: '2026-11-30', end: '2026-12-06' });
  });
});
