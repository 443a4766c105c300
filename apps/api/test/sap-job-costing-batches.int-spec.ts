import { Page, SyncResultDto, TimeApprovalRow } from '@timekeep/contracts';
import { Principal, Streams } from '@timekeep/server-platform';
import { ApprovedHours, type ApprovedHour } from '@timekeep/server-integrations';
import { openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

const iso = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const num = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
const aucklandToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Names whose order differs from their ids' and by case alone, so the batches must keep the file's order. */
const PEOPLE: Array<[string, string]> = [
  ['Zed', 'apple'],
  ['amy', 'Apple'],
  ['Bob', 'banana'],
  ['Cat', 'Cherry'],
  ['dan', 'cherry'],
  ['Eve', 'Date'],
  ['Fay', 'elder'],
  ['Gus', 'Fig'],
];

describe('TimesheetTransfer.csv read a batch of employees at a time', () => {
  let stack: TestStack;
  let approved: ApprovedHours;
  const today = aucklandToday();
  const monday = iso(num(today) - 7 - ((num(today) - 7 + 3) % 7));
  const sunday = iso(num(monday) + 6);
  let admin: string;
  /** The employees of each batch the file read, and the principal it read with. */
  let batches: number[];
  let reader: Principal;
  let failAfterFirst = false;

  const post = async (path: string, body: Record<string, unknown>) => (await stack.call<Reply>('POST', path, { token: admin, body })).body;
  const download = () => fetch(`${stack.baseUrl}/SAP-job-costings?startDate=${monday}&endDate=${sunday}`, { headers: { authorization: `Bearer ${admin}` } });
  const syncResults = async () => (await stack.call<Page<SyncResultDto>>('GET', '/api/sync-results?pageSize=50', { token: admin })).body.items;

  beforeAll(async () => {
    stack = await startTestStack({ env: { SAP_FILE_BATCH_EMPLOYEES: '3' } });
    ({ admin } = await openCustomer(stack, { name: 'Harakeke Ltd', code: 'HARAKEKE', adminEmail: 'admin@harakeke.example.com', sumLicense: 20, thirdPartyTypeId: '06', isTimeApprovalEnabled: true }));
    const departmentId = (await post('/department/save', { departmentName: 'Workshop' })).departmentVo?.id as string;
    const paygroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id as string;
    const hire = async ([firstName, lastName]: [string, string], n: number) =>
      (await post('/employee/save-without-photo', { firstName, lastName, departmentId, paygroupId, hireOnDateValue: '2026-01-05', payId: `S-${n}`, clockId: '' })).id as string;
    // Eight employees with approved pairs (batches of 3, 3 and 2), and one whose only pair is left unapproved.
    const people: string[] = [];
    for (const [n, name] of [...PEOPLE, ['Ivy', 'Kiwi'] as [string, string]].entries()) people.push(await hire(name, n));
    for (const [n, employeeId] of people.entries()) {
      for (const [day, inTime, outTime] of [[n % 5, '08:00', '12:30'], [n % 5, '13:00', '16:15'], [5, '09:00', '11:00']] as const) {
        expect((await post('/timesheet/saveSinglePunch', { employeeId, day: iso(num(monday) + day), inTime, outTime })).message).toBe('success');
      }
    }
    const rows = (await stack.call<Page<TimeApprovalRow>>('GET', `/api/time-approvals?startDate=${monday}&endDate=${sunday}&pageSize=100`, { token: admin })).body.items;
    const ivy = people[people.length - 1];
    const chosen = rows.filter((r) => r.employeeId !== ivy && !(r.employeeId === people[2] && r.actualIn?.includes('09:00')));
    expect((await post('/time-approvals/approveAllSelected', { punchPairIds: chosen.map((r) => r.punchPairId) })).message).toBe('success');

    approved = stack.api.get(ApprovedHours);
    const inBatches = approved.inBatches.bind(approved);
    jest.spyOn(approved, 'inBatches').mockImplementation(async function* (principal, range, size) {
      reader = principal;
      for await (const batch of inBatches(principal, range, size)) {
        if (failAfterFirst && batches.length) throw new Error('the database went away');
        batches.push(new Set(batch.map((h) => h.employeeId)).size);
        yield batch;
      }
    });
  });
  beforeEach(() => {
    batches = [];
    failAfterFirst = false;
  });
  afterAll(() => stack.close());

  it('writes the same rows, in the same order, as the range read whole, and records their count and hours', async () => {
    const file = await download();
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="TimesheetTransfer.csv"');
    const text = await file.text();
    const [header, ...lines] = text.split('\r\n');
    expect(header).toBe('Personnel Number,Employee,Department,Date,Start,End,Hours,Job Code,Job,WBS Element,Task Code,Task,Activity,Pair ID');
    expect(batches).toEqual([3, 3, 2]);

    // The unbatched read (what every other transfer still uses), with the reach the file was read with.
    const whole: ApprovedHour[] = await stack.api.get(Streams).transaction((tx) => approved.of(tx, reader, { from: monday, to: sunday, departmentIds: [] }));
    expect(lines.map((l) => l.split(',').at(-1))).toEqual(whole.map((h) => h.pairId));
    expect(lines.map((l) => l.split(',').slice(0, 7).join(','))).toEqual(
      whole.map((h) => [h.payId, h.employeeName, 'Workshop', h.date, h.inAt?.slice(11, 16), h.outAt?.slice(11, 16), h.paidHours.toFixed(2)].join(',')),
    );
    expect(lines.map((l) => l.split(',')[1]).filter((name, i, all) => all.indexOf(name) === i)).toEqual([
      'amy Apple',
      'Zed apple',
      'Bob banana',
      'Cat Cherry',
      'dan cherry',
      'Eve Date',
      'Fay elder',
      'Gus Fig',
    ]);

    // Against the approvals list: every approved pair, nothing else.
    const listed = (await stack.call<Page<TimeApprovalRow>>('GET', `/api/time-approvals?startDate=${monday}&endDate=${sunday}&pageSize=100&status=Approved`, { token: admin })).body.items;
    expect(listed).toHaveLength(23);
    expect(new Set(lines.map((l) => l.split(',').at(-1)))).toEqual(new Set(listed.map((r) => r.punchPairId)));
    const hours = listed.reduce((sum, r) => sum + r.paidHours, 0);
    expect(lines.reduce((sum, l) => sum + Number(l.split(',')[6]), 0)).toBeCloseTo(hours, 6);
    expect((await syncResults())[0]).toMatchObject({
      status: 'Success',
      integration: 'SAP',
      message: `Downloaded 23 approved time pairs (${hours.toFixed(2)} hours) of 8 employees for ${monday} to ${sunday} as TimesheetTransfer.csv for SAP.`,
    });
  });

  it('cuts the file, and records no download, when a later batch fails', async () => {
    const before = (await syncResults()).length;
    failAfterFirst = true;
    const file = await download();
    expect(file.status).toBe(200);
    await expect(file.text()).rejects.toThrow();
    expect(batches).toEqual([3]);
    expect(await syncResults()).toHaveLength(before);
  });
});
