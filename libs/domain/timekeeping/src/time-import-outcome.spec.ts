import type { TimeImportResult } from '@timekeep/contracts';
import { timeImportOutcome } from './time-import-outcome';

const file = (extra: Partial<TimeImportResult['files'][number]> = {}): TimeImportResult['files'][number] => ({
  fileName: '1_attlog.dat',
  lines: 10,
  reads: 10,
  duplicates: 0,
  added: 10,
  alreadyImported: 0,
  closed: [],
  beforeHire: [],
  unknownPins: [],
  badLines: [],
  badLineCount: 0,
  ...extra,
});
const employees = [{ employeeId: 'e1', name: 'Ana Clock', added: 10 }];

describe('the Sync Results row of a time import', () => {
  it('is Success when every read went in, a second import of it too', () => {
    expect(timeImportOutcome({ files: [file()], employees })).toEqual({ status: 'Success', message: '1_attlog.dat: 10 punches added for 1 employee.' });
    expect(timeImportOutcome({ files: [file({ added: 0, alreadyImported: 10 })], employees: [] })).toEqual({ status: 'Success', message: '1_attlog.dat: 0 punches added for 0 employees; 10 reads already imported.' });
  });

  it('is a Warning naming what was left out: closed periods, unknown PINs (the first three), lines not read', () => {
    const result = {
      files: [
        file({ added: 636, closed: [{ employeeId: 'e1', name: 'Ana Clock', from: '2020-03-02', to: '2020-03-06', reads: 61 }], unknownPins: ['1', '2', '3', '4'].map((pin) => ({ pin, lines: 100 })), badLineCount: 1 }),
        file({ fileName: 'b.dat', added: 0, alreadyImported: 1, unknownPins: [{ pin: '4', lines: 5 }] }),
      ],
      employees,
    };
    expect(timeImportOutcome(result)).toEqual({
      status: 'Warning',
      message: '1_attlog.dat, b.dat: 636 punches added for 1 employee; 1 read already imported; 61 reads in closed pay periods not imported; 4 PINs matching no employee (405 lines): 1, 2, 3 and 1 more; 1 line not read.',
    });
  });

  it('is an Error when nothing could go into a timesheet', () => {
    expect(timeImportOutcome({ files: [file({ added: 0, unknownPins: [{ pin: '901', lines: 2 }] })], employees: [] })).toEqual({
      status: 'Error',
      message: '1_attlog.dat: 0 punches added for 0 employees; 1 PIN matching no employee (2 lines): 901.',
    });
  });
});
