import type { LeaveBalanceSettings } from '@timekeep/contracts';
import { balanceLines, checkBalanceSettings, columnsOf, importAdjustment, lineHours, offeredLeaveTypes, refuseClosedRows, type Cell } from './balance-import';

const AL = { id: 'al', name: 'Annual Leave', code: 'AL' };
const SL = { id: 'sl', name: 'Sick Leave', code: 'SL' };
const TYPES = [AL, SL];

const columns: LeaveBalanceSettings = {
  onePayTypePerRow: false,
  standardHoursColumn: null,
  payIdColumn: '0',
  paytypeNameColumn: null,
  leavebalanceVoList: [
    { payType: 'al', paytypeColumn: '2', byDay: false },
    { payType: 'sl', paytypeColumn: '3', byDay: true },
  ],
};

describe('columns (document 3 §9)', () => {
  it('count from 0 and combine with #', () => {
    expect(columnsOf('0', 'Pay ID column')).toEqual([0]);
    expect(columnsOf(' 1#3 ', 'Pay ID column')).toEqual([1, 3]);
  });

  it('refuse anything else, naming the setting', () => {
    for (const bad of ['', 'A', '-1', '1#', '1,2', '1.5']) expect(() => columnsOf(bad, 'Pay ID column')).toThrow('Pay ID column');
  });
});

describe('settings', () => {
  it('keep only leave types of the company, each once, and the name column only when one pay type is on each row', () => {
    expect(checkBalanceSettings({ ...columns, paytypeNameColumn: '5' }, TYPES)).toEqual(columns);
    expect(() => checkBalanceSettings({ ...columns, leavebalanceVoList: [{ payType: 'ordinary', paytypeColumn: '1', byDay: false }] }, TYPES)).toThrow('Choose a leave type');
    expect(() => checkBalanceSettings({ ...columns, leavebalanceVoList: [columns.leavebalanceVoList[0], { ...columns.leavebalanceVoList[0], paytypeColumn: '4' }] }, TYPES)).toThrow(
      'Annual Leave is set up twice',
    );
    expect(() => checkBalanceSettings({ ...columns, onePayTypePerRow: true }, TYPES)).toThrow('Pay type name column: required');
    expect(() => checkBalanceSettings({ ...columns, standardHoursColumn: -1 }, TYPES)).toThrow('Standard hours column');
    expect(() => checkBalanceSettings({ ...columns, leavebalanceVoList: [] }, TYPES)).toThrow('at least one');
  });

  it('offer leave types by name, each once', () => {
    expect(offeredLeaveTypes([SL, AL, { ...SL }]).map((t) => t.id)).toEqual(['al', 'sl']);
  });
});

describe('rows', () => {
  const sheet: Cell[][] = [
    ['Pay ID', 'Name', 'Annual', 'Sick (days)'],
    ['P-1', 'Mere', 80, 5],
    [1002, 'Tama', '37.5', ''],
    [null, null, null, null],
    ['P-3', 'Aroha', '-4', null],
  ];

  it('skip the header row and blank lines; a blank figure states no balance', () => {
    expect(balanceLines(columns, sheet, TYPES)).toEqual([
      { row: 2, payId: 'P-1', payTypeId: 'al', figure: 80, byDay: false, standardHours: null },
      { row: 2, payId: 'P-1', payTypeId: 'sl', figure: 5, byDay: true, standardHours: null },
      { row: 3, payId: '1002', payTypeId: 'al', figure: 37.5, byDay: false, standardHours: null },
      { row: 5, payId: 'P-3', payTypeId: 'al', figure: -4, byDay: false, standardHours: null },
    ]);
  });

  it('join combined pay ID columns and add combined figure columns', () => {
    const settings = { ...columns, payIdColumn: '0#1', leavebalanceVoList: [{ payType: 'al', paytypeColumn: '2#3', byDay: false }] };
    expect(balanceLines(settings, [['E', '042', 10, 2.5]], TYPES)).toEqual([{ row: 1, payId: 'E042', payTypeId: 'al', figure: 12.5, byDay: false, standardHours: null }]);
  });

  it('refuse the whole file for a column it lacks, a figure that is not a number, or a balance stated twice', () => {
    expect(() => balanceLines({ ...columns, standardHoursColumn: 7 }, sheet, TYPES)).toThrow('The file has no column 7 (columns count from 0; the file has 4).');
    expect(() => balanceLines(columns, [...sheet, ['P-4', 'X', 'lots', 1]], TYPES)).toThrow("Row 6: the Annual Leave balance 'lots' is not a number.");
    expect(() => balanceLines(columns, [...sheet, ['p-1', 'Again', 1, null]], TYPES)).toThrow('Row 6: pay ID p-1 repeats the Annual Leave balance of row 2.');
  });

  it('one pay type per row: the row names its type (name or code); a type not set up is left out, a name that is no leave type refused', () => {
    const perRow = { ...columns, onePayTypePerRow: true, paytypeNameColumn: '1', leavebalanceVoList: [{ payType: 'al', paytypeColumn: '2', byDay: false }] };
    const rows: Cell[][] = [
      ['P-1', 'annual leave', 40],
      ['P-1', 'SL', 3],
      ['P-2', 'AL', 8],
    ];
    expect(balanceLines(perRow, rows, TYPES).map((l) => [l.payId, l.payTypeId, l.figure])).toEqual([
      ['P-1', 'al', 40],
      ['P-2', 'al', 8],
    ]);
    expect(() => balanceLines(perRow, [...rows, ['P-3', 'Ordinary Time', 1]], TYPES)).toThrow("Row 4: 'Ordinary Time' is not a leave type.");
  });

  it('take the standard hours column as the hours of the employee day', () => {
    const withHours = { ...columns, standardHoursColumn: 4 };
    const [, sick] = balanceLines(withHours, [['P-1', 'Mere', 80, 5, 7.5]], TYPES);
    expect(sick).toMatchObject({ figure: 5, standardHours: 7.5 });
    expect(() => balanceLines(withHours, [['P-1', 'Mere', 80, 5, 30]], TYPES)).toThrow("Row 1: the standard hours '30'");
  });
});

describe('hours and adjustments (worked examples)', () => {
  const line = { row: 2, payId: 'P-1', payTypeId: 'sl', figure: 5, byDay: true, standardHours: null };

  it('a balance in days is days times the hours of a day: the file standard hours first, else the leave type day', () => {
    expect(lineHours(line, 8)).toBe(40);
    expect(lineHours({ ...line, standardHours: 7.5 }, 8)).toBe(37.5);
    expect(lineHours({ ...line, byDay: false, figure: 12.345 }, 8)).toBe(12.35);
  });

  it('the entry is what brings the balance on the date to the file figure; the same figure again makes none', () => {
    // 80 h in the file, 72.5 h on the ledger (an opening of 80 less a 7.5 h day taken): +7.5 h.
    expect(importAdjustment(80, 72.5)).toBe(7.5);
    expect(importAdjustment(80, 100)).toBe(-20);
    expect(importAdjustment(80, 80)).toBe(0);
    expect(importAdjustment(0.1 + 0.2, 0.3)).toBe(0);
  });
});

describe('closed pay periods (docs/decisions/0033)', () => {
  const period = { payGroupName: 'Weekly', fromDate: '2026-11-23', toDate: '2026-11-29' };
  const closed = (row: number, payId = `P-${row}`) => ({ row, payId, employeeName: `Person ${row}`, period });

  it('refuses the file naming each row once (a row of two leave types is one row), the employee and the period, and what to do', () => {
    expect(() => refuseClosedRows([closed(3), closed(2), closed(2)], '2026-11-25')).toThrow(
      'Nothing was imported. ' +
        'Row 2: the balance of Person 2 (pay ID P-2) would change on 2026-11-25, within the closed pay period Weekly 2026-11-23 to 2026-11-29. ' +
        'Row 3: the balance of Person 3 (pay ID P-3) would change on 2026-11-25, within the closed pay period Weekly 2026-11-23 to 2026-11-29. ' +
        "Please re-open the period in the 'Payroll Transfer' page to import these balances.",
    );
  });

  it('names five rows and counts the rest', () => {
    expect(() => refuseClosedRows([2, 3, 4, 5, 6, 7, 8].map((row) => closed(row)), '2026-11-25')).toThrow(/Row 6: .* \(and 2 more\) Please re-open/);
  });

  it('lets a file with no row in a closed period through', () => {
    expect(() => refuseClosedRows([], '2026-11-25')).not.toThrow();
  });
});
