import { greenTreeUploadRequestSchema, myobSendRequestSchema } from './transfers';

describe('the transfer forms as the server reads them (document 3 §5, §7)', () => {
  it('needs the date period and at least one job type for MYOB, and takes the spec comma list', () => {
    expect(myobSendRequestSchema.safeParse({ startDate: '2026-11-02', endDate: '2026-11-08', jobTypes: [] }).error?.issues[0].message).toBe('This field is required.');
    expect(myobSendRequestSchema.parse({ startDate: '2026-11-02', endDate: '2026-11-08', jobTypes: 'Project,Appointment' }).jobTypes).toEqual(['Project', 'Appointment']);
    expect(myobSendRequestSchema.safeParse({ startDate: '2026-11-08', endDate: '2026-11-02', jobTypes: ['Project'] }).error?.issues[0].message).toBe('The end date must not be before the start date.');
  });

  it('needs company nodes and one week ending date for GreenTree', () => {
    const node = '7d3c5a36-3a1f-4b47-9d0e-0f9f1b3c2a10';
    expect(greenTreeUploadRequestSchema.safeParse({ departmentId: '', startDate: '2026-11-08', endDate: '2026-11-08' }).error?.issues[0].message).toBe('This field is required.');
    expect(greenTreeUploadRequestSchema.safeParse({ departmentId: node, startDate: '2026-11-02', endDate: '2026-11-08' }).error?.issues[0].message).toBe('The start and end date must both be the week ending date.');
    expect(greenTreeUploadRequestSchema.parse({ departmentId: `${node}, ${node}`, startDate: '2026-11-08', endDate: '2026-11-08' }).departmentId).toEqual([node]);
  });
});
