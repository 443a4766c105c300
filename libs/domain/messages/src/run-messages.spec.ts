import { JobKind, Role } from '@timekeep/contracts';
import type { Account } from './message';
import { runMessage, syncFailureMessages } from './run-messages';
import { approvalsTask, exceptionsTask, myExceptionsTask } from './tasks';

const account = (id: string, roles: Role[]): Account => ({ id, name: `${id} Test`, roles, functions: [], forwardTo: null });

describe('a background run that ended', () => {
  it('tells whoever started it that it finished, linking to the screen it was started from', () => {
    expect(runMessage({ kind: JobKind.Report, status: 'completed', error: null, payload: { report: 'timesheet-summary' }, requestedBy: 'ana' })).toEqual({
      recipientId: 'ana',
      kind: 'job-finished',
      title: 'Report finished',
      body: 'It finished without an error.',
      link: '/jasper/view?reportType=timesheet-summary',
      subject: null,
    });
  });

  it('or that it failed, with its error, any password in an address blanked', () => {
    const failed = runMessage({ kind: JobKind.TimesheetTransfer, status: 'failed', error: 'connect ECONNREFUSED https://sam:hunter2@myob.example/api', payload: {}, requestedBy: 'sam' });
    expect(failed).toMatchObject({ kind: 'job-failed', title: 'Timesheet transfer failed', body: 'connect ECONNREFUSED https://***@myob.example/api', link: '/timesheettransfer/view' });
  });

  it('a recalculation the system queued after a rule changed is news only when it failed', () => {
    const queued = { kind: JobKind.RecalculateTimesheets, error: 'boom', payload: { reason: 'pay-rules.pay-group-saved' }, requestedBy: 'ana' };
    expect(runMessage({ ...queued, status: 'completed' })).toBeNull();
    expect(runMessage({ ...queued, status: 'failed' })).toMatchObject({ title: 'Recalculation failed', body: 'boom' });
    // Asked for on the Recalculate screen (employees named), it is news either way.
    expect(runMessage({ ...queued, status: 'completed', payload: { employeeIds: ['e1'], from: '2026-11-01', to: '2026-11-07', reason: 'recalculate' } })).toMatchObject({ title: 'Recalculation finished' });
  });

  it('a kind this version does not know still tells, without a link; a very long error is cut', () => {
    const told = runMessage({ kind: 'something-new', status: 'failed', error: 'x'.repeat(5000), payload: null, requestedBy: 'ana' });
    expect(told).toMatchObject({ title: 'Background job failed', link: null });
    expect(told?.body).toHaveLength(1000);
    expect(told?.body.endsWith('…')).toBe(true);
  });
});

describe('a failed import, sync or send', () => {
  const accounts = [account('ana', [Role.Admin]), account('aroha', [Role.Admin]), account('sam', [Role.Supervisor]), account('mere', [Role.Employee])];

  it('goes to every Admin and to whoever asked for it, once each, linking to the errors of its type', () => {
    const drafts = syncFailureMessages({ type: 'Employees Sync', integration: 'Xero', message: 'Xero refused the token.', actorId: 'sam' }, accounts);
    expect(drafts.map((d) => d.recipientId)).toEqual(['ana', 'aroha', 'sam']);
    expect(drafts[0]).toMatchObject({ kind: 'sync-failed', title: 'Employees Sync (Xero) failed', body: 'Xero refused the token.', link: '/sync-results?statuses=Error&types=Employees+Sync' });
    expect(syncFailureMessages({ type: 'Jobs Sync', integration: null, message: 'x', actorId: 'ana' }, accounts).map((d) => d.recipientId)).toEqual(['ana', 'aroha']);
  });

  it('asked by the system or an OAuth client: the Admins only', () => {
    expect(syncFailureMessages({ type: 'Scheduled Report', integration: null, message: 'x', actorId: 'system' }, accounts).map((d) => d.recipientId)).toEqual(['ana', 'aroha']);
  });
});

describe('the exceptions that wait', () => {
  it('one line while there are any', () => {
    expect(exceptionsTask(0)).toBeNull();
    expect(exceptionsTask(1)?.title).toBe('1 time card exception waits for review');
    expect(myExceptionsTask(0)).toBeNull();
    expect(myExceptionsTask(1)).toEqual({ kind: 'my-exceptions', count: 1, title: '1 exception is on your timesheet this pay period', link: '/timesheet/view' });
    expect(myExceptionsTask(3)?.title).toBe('3 exceptions are on your timesheet this pay period');
    expect(approvalsTask(0)).toBeNull();
    expect(approvalsTask(1)?.title).toBe('1 punch pair of the last pay period waits for approval');
    expect(exceptionsTask(12)).toEqual({ kind: 'exceptions', count: 12, title: '12 time card exceptions wait for review', link: '/times/timecardExceptionList' });
  });
});
