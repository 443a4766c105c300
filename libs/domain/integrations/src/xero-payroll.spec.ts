import { linkEarningsRates, linkXeroEmployees, xeroExportMessage, xeroTimesheetOf } from './xero-payroll';

const xero = (id: string, firstName: string, lastName: string) => ({ id, firstName, lastName, payrollCalendarId: null });
const ours = (id: string, firstName: string, lastName: string, xeroGuid: string | null = null) => ({ id, firstName, lastName, xeroGuid });

describe('linking employees to Xero Payroll', () => {
  it('keeps a link Xero still has, matches the rest by a name one person has on both sides, and names who is left out', () => {
    const { links, issues } = linkXeroEmployees(
      [ours('a', 'Aria', 'Kowhai', 'x-old'), ours('b', ' dan ', 'RATA'), ours('c', 'Mere', 'Tui'), ours('d', 'Sam', 'Lee'), ours('e', 'Sam', 'Lee'), ours('f', 'Ana', 'Hori'), ours('g', 'Gone', 'Guid', 'x-gone')],
      [xero('x-old', 'Aria', 'Renamed'), xero('x-dan', 'Dan', 'Rata'), xero('x-sam', 'Sam', 'Lee'), xero('x-ana1', 'Ana', 'Hori'), xero('x-ana2', 'Ana', 'Hori')],
    );
    expect(Object.fromEntries(links)).toEqual({ a: 'x-old', b: 'x-dan', c: null, d: null, e: null, f: null, g: null });
    expect(issues).toEqual([
      'Employees not in Xero: Gone Guid, Mere Tui',
      'Names Xero has more than once (not linked): Ana Hori',
      'Names more than one of our employees have (not linked): Sam Lee',
    ]);
  });
});

describe('linking pay types to earnings rates', () => {
  it('finds the rate by export code first, then by name, and unlinks a pay type whose rate is gone', () => {
    const { links, issues } = linkEarningsRates(
      [
        { id: 'ord', name: 'Ordinary Time', code: 'ORD', exportCode: 'Ordinary Hours', xeroGuid: null },
        { id: 'ot', name: 'overtime  1.5', code: 'OT15', exportCode: null, xeroGuid: null },
        { id: 'meal', name: 'Meal Allowance', code: 'MEAL', exportCode: null, xeroGuid: 'r-old' },
      ],
      [{ id: 'r-ord', name: 'Ordinary Hours' }, { id: 'r-ot', name: 'Overtime 1.5' }, { id: 'r-time', name: 'Ordinary Time' }],
    );
    expect(Object.fromEntries(links)).toEqual({ ord: 'r-ord', ot: 'r-ot', meal: null });
    expect(issues).toEqual(['Pay types with no Xero earnings rate of their name or export code: Meal Allowance']);
  });
});

describe('an employee\'s Xero timesheet', () => {
  const days = ['2026-11-16', '2026-11-17', '2026-11-18'];
  const rates = new Map<string, string | null>([['ord', 'r-ord'], ['ot', 'r-ot'], ['ph', 'r-ord'], ['meal', null]]);

  it('puts each day\'s units on its earnings rate, two pay types on one rate added together', () => {
    const { lines, issues } = xeroTimesheetOf(
      'Aria Kowhai',
      days,
      [
        { date: '2026-11-16', payTypeId: 'ord', units: 8 },
        { date: '2026-11-17', payTypeId: 'ord', units: 7.5 },
        { date: '2026-11-17', payTypeId: 'ot', units: 1.25 },
        { date: '2026-11-18', payTypeId: 'ph', units: 8 },
      ],
      [
        { payTypeId: 'ord', payTypeName: 'Ordinary Time', effUnits: 15.5 },
        { payTypeId: 'ot', payTypeName: 'Overtime 1.5', effUnits: 1.25 },
        { payTypeId: 'ph', payTypeName: 'Public Holiday', effUnits: 8 },
      ],
      rates,
    );
    expect(issues).toEqual([]);
    expect(lines).toEqual([
      { earningsRateId: 'r-ord', units: [8, 7.5, 8] },
      { earningsRateId: 'r-ot', units: [0, 1.25, 0] },
    ]);
  });

  it('sends the total payroll pays when someone set the pay card: the difference lands on the last day', () => {
    const { lines } = xeroTimesheetOf('Aria Kowhai', days, [{ date: '2026-11-16', payTypeId: 'ord', units: 8 }], [{ payTypeId: 'ord', payTypeName: 'Ordinary Time', effUnits: 10 }], rates);
    expect(lines).toEqual([{ earningsRateId: 'r-ord', units: [8, 0, 2] }]);
  });

  it('reports a pay type with units and no earnings rate, and sends nothing for it', () => {
    const { lines, issues } = xeroTimesheetOf('Aria Kowhai', days, [], [{ payTypeId: 'meal', payTypeName: 'Meal Allowance', effUnits: 2 }, { payTypeId: 'ot', payTypeName: 'Overtime 1.5', effUnits: 0 }], rates);
    expect(lines).toEqual([]);
    expect(issues).toEqual(['Aria Kowhai: Meal Allowance has no Xero earnings rate']);
  });
});

it('says an export finished, or finished with its issues in the spec\'s words', () => {
  expect(xeroExportMessage([])).toBe('Export to Xero finished.');
  expect(xeroExportMessage(['Employees not in Xero: Mere Tui', 'Xero refused Dan Rata\'s timesheet: The Employee could not be found.'])).toBe(
    "Export to Xero finished with the following issues: Employees not in Xero: Mere Tui; Xero refused Dan Rata's timesheet: The Employee could not be found.",
  );
});
