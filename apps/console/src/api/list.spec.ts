import { listPath, withQuery } from './list';

describe('query paths', () => {
  it('send only the parameters that hold a value, encoded', () => {
    expect(withQuery('/api/timesheet/history', { employeeId: 'e 1', fromT: '2026-11-02', endT: undefined, asOf: null })).toBe('/api/timesheet/history?employeeId=e+1&fromT=2026-11-02');
    expect(withQuery('/api/punch-codes/jobs', { departmentId: '' })).toBe('/api/punch-codes/jobs');
  });

  it("give a list its table's paging, sorting and search with its own filter", () => {
    expect(listPath('/api/employees', { page: 1, pageSize: 20, search: '', sort: 'lastName', order: 'ascend' }, { employeeStatus: 'Active', departmentIds: undefined })).toBe(
      '/api/employees?page=1&pageSize=20&sort=lastName&order=ascend&employeeStatus=Active',
    );
  });
});
