import { EventType, Role } from '@timekeep/contracts';
import { type LeaveFacts, leaveApprovers, leaveMessages } from './leave-messages';
import type { Account } from './message';

const account = (id: string, roles: Role[], extra: Partial<Account> = {}): Account => ({ id, name: `${id} Test`, roles, functions: [], forwardTo: null, ...extra });

// A company: Ana the Admin, Rangi supervising the employee's department, Hemi supervising another,
// Mere the employee (with her own account), Tama an employee.
const ana = account('ana', [Role.Admin]);
const rangi = account('rangi', [Role.Supervisor]);
const hemi = account('hemi', [Role.Supervisor]);
const mere = account('mere', [Role.Employee]);
const tama = account('tama', [Role.Employee]);

const facts = (over: Partial<LeaveFacts> = {}): LeaveFacts => ({
  leaveId: 'L1',
  employee: { name: 'Mere Test', userId: 'mere', reportTo: 'tama' },
  typeName: 'Annual Holidays',
  fromDate: '2026-11-23',
  toDate: '2026-11-24',
  hours: 16,
  accounts: [ana, rangi, hemi, mere, tama],
  reaching: new Set(['ana', 'rangi']),
  ...over,
});

describe('who approves a leave request', () => {
  it('everyone with leave Approve reaching the department, and the Report To though their scope does not reach it', () => {
    expect(leaveApprovers(facts(), 'system').sort()).toEqual(['ana', 'rangi']);
    expect(leaveApprovers(facts({ employee: { name: 'Mere Test', userId: 'mere', reportTo: 'hemi' } }), 'system').sort()).toEqual(['ana', 'hemi', 'rangi']);
  });

  it('a Report To who is only an Employee is not asked: they could not approve it (the rule the approval follows)', () => {
    expect(leaveApprovers(facts(), 'system')).not.toContain('tama');
  });

  it('a supervisor outside the department is not asked, and an Employee never is, even reaching it', () => {
    const reaching = new Set(['ana', 'rangi', 'mere', 'tama']);
    expect(leaveApprovers(facts({ reaching, employee: { name: 'Mere Test', userId: 'mere', reportTo: null } }), 'system').sort()).toEqual(['ana', 'rangi']);
  });

  it('never the employee (nobody approves their own leave), nor whoever made the request', () => {
    const selfReporting = facts({ employee: { name: 'Mere Test', userId: 'mere', reportTo: 'mere' }, reaching: new Set(['ana', 'rangi', 'mere']) });
    expect(leaveApprovers(selfReporting, 'ana')).toEqual(['rangi']);
  });

  it('an approver who forwards leave requests has them forwarded too; a forward to someone not active here goes nowhere', () => {
    const away = account('rangi', [Role.Supervisor], { forwardTo: 'hemi' });
    const gone = account('ana', [Role.Admin], { forwardTo: 'left-the-company' });
    expect(leaveApprovers(facts({ accounts: [gone, away, hemi, mere, tama] }), 'system').sort()).toEqual(['ana', 'hemi', 'rangi']);
  });
});

describe('what a leave event tells whom', () => {
  it('a request: each approver gets one message naming the employee, the type, the days and hours, with a link to the pending leave', () => {
    const { drafts, settles } = leaveMessages({ type: EventType.LeaveRequested, source: 'console', actorId: 'mere', reason: null }, facts());
    expect(settles).toBeNull();
    expect(drafts.map((d) => d.recipientId).sort()).toEqual(['ana', 'rangi']);
    expect(drafts[0]).toMatchObject({
      kind: 'leave-requested',
      title: 'Leave request from Mere Test',
      body: 'Annual Holidays, 23 Nov 2026 to 24 Nov 2026, 16 hours. Waits for approval.',
      link: '/leave/list?startDate=2026-11-23&endDate=2026-11-24&status=Pending',
      subject: 'leave:L1',
    });
  });

  it('a global leave asks nobody and tells nobody', () => {
    expect(leaveMessages({ type: EventType.LeaveRequested, source: 'bulk', actorId: 'ana', reason: null }, facts()).drafts).toEqual([]);
    expect(leaveMessages({ type: EventType.LeaveApproved, source: 'bulk', actorId: 'ana', reason: null }, facts()).drafts).toEqual([]);
  });

  it('an approval by someone else tells the employee, with who decided and why, and settles the approvers’ messages', () => {
    const { drafts, settles } = leaveMessages({ type: EventType.LeaveApproved, source: 'console', actorId: 'rangi', reason: 'Enjoy the break' }, facts({ fromDate: '2026-11-23', toDate: '2026-11-23', hours: 7.5 }));
    expect(settles).toBe('leave:L1');
    expect(drafts).toEqual([
      {
        recipientId: 'mere',
        kind: 'leave-decided',
        title: 'Your leave was approved',
        body: 'Annual Holidays, 23 Nov 2026, 7.50 hours. By rangi Test. Reason: Enjoy the break',
        link: '/leave/list?startDate=2026-11-23&endDate=2026-11-23&status=Approved',
        subject: 'leave:L1',
      },
    ]);
  });

  it('the employee cancelling their own request is told nothing, yet the request no longer waits for its approvers', () => {
    const { drafts, settles } = leaveMessages({ type: EventType.LeaveCancelled, source: 'console', actorId: 'mere', reason: null }, facts());
    expect(drafts).toEqual([]);
    expect(settles).toBe('leave:L1');
  });

  it('an employee without an account, or whose account is not active, is told nothing', () => {
    const declined = { type: EventType.LeaveDeclined, source: 'console', actorId: 'ana', reason: null } as const;
    expect(leaveMessages(declined, facts({ employee: { name: 'Mere Test', userId: null, reportTo: null } })).drafts).toEqual([]);
    expect(leaveMessages(declined, facts({ accounts: [ana, rangi] })).drafts).toEqual([]);
    expect(leaveMessages(declined, facts()).drafts.map((d) => d.title)).toEqual(['Your leave was declined']);
  });
});
