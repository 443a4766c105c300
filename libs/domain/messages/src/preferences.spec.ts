import { MessageKind, NotificationTopic, Role, SUPERVISOR_FUNCTION_IDS, SupervisorFunction } from '@timekeep/contracts';
import { channelsFor, checkChoices, defaultChoice, preferencesOf, topicsOffered } from './preferences';

describe('how each person is told (ADR 0070)', () => {
  const employee = { roles: [Role.Employee] };
  const supervisor = { roles: [Role.Supervisor], functions: [] as SupervisorFunction[] };
  const admin = { roles: [Role.Admin] };

  it('offers each person the kinds of news the message rules send them', () => {
    expect(topicsOffered(employee)).toEqual([NotificationTopic.LeaveDecisions, NotificationTopic.MyRoster]);
    expect(topicsOffered(admin)).toEqual([
      NotificationTopic.LeaveRequests,
      NotificationTopic.LeaveDecisions,
      NotificationTopic.Runs,
      NotificationTopic.SyncFailures,
      NotificationTopic.MyRoster,
      NotificationTopic.RosterRequests,
      NotificationTopic.WebhookSubscriptions,
    ]);
    // Disabled webhooks only to those who keep them (Settings › Update): never a supervisor, whatever her functions.
    expect(topicsOffered({ roles: [Role.Supervisor], functions: SUPERVISOR_FUNCTION_IDS })).not.toContain(NotificationTopic.WebhookSubscriptions);
    // A dual Admin and Employee is offered what either is.
    expect(topicsOffered({ roles: [Role.Admin, Role.Employee] })).toEqual(topicsOffered(admin));
  });

  it('by default: everything in the app and by push; by email only what the leave mail sent before preferences existed', () => {
    expect(defaultChoice(NotificationTopic.LeaveRequests)).toEqual({ topic: NotificationTopic.LeaveRequests, app: true, email: true, push: true });
    expect(defaultChoice(NotificationTopic.Runs)).toEqual({ topic: NotificationTopic.Runs, app: true, email: false, push: true });
    expect(preferencesOf(employee, [])).toEqual([defaultChoice(NotificationTopic.LeaveDecisions), defaultChoice(NotificationTopic.MyRoster)]);
    // Her roster's changes: in the app and by push, not by email until she asks.
    expect(defaultChoice(NotificationTopic.MyRoster)).toEqual({ topic: NotificationTopic.MyRoster, app: true, email: false, push: true });
  });

  it('a saved choice wins over the default; one saved for a kind no longer offered is not shown', () => {
    const saved = [
      { topic: NotificationTopic.LeaveDecisions, app: false, email: false, push: true },
      { topic: NotificationTopic.Runs, app: false, email: true, push: false },
    ];
    expect(preferencesOf(employee, saved)).toEqual([saved[0], defaultChoice(NotificationTopic.MyRoster)]);
  });

  it('refuses a choice for a kind the person cannot receive', () => {
    expect(() => checkChoices(employee, [{ topic: NotificationTopic.SyncFailures, app: true, email: true, push: true }])).toThrow('This kind of notification is not one you receive.');
    expect(() => checkChoices(supervisor, [{ topic: NotificationTopic.SyncFailures, app: true, email: true, push: true }])).not.toThrow();
    expect(() => checkChoices(supervisor, [{ topic: NotificationTopic.WebhookSubscriptions, app: true, email: true, push: true }])).toThrow('This kind of notification is not one you receive.');
    expect(() => checkChoices(admin, [{ topic: NotificationTopic.WebhookSubscriptions, app: true, email: true, push: true }])).not.toThrow();
  });

  it('sends a message the ways its kind was chosen; the leave kinds’ email is the leave mail’s, never a second one', () => {
    expect(channelsFor(MessageKind.JobFailed, [])).toEqual({ app: true, email: false, push: true });
    expect(channelsFor(MessageKind.JobFailed, [{ topic: NotificationTopic.Runs, app: false, email: true, push: false }])).toEqual({ app: false, email: true, push: false });
    expect(channelsFor(MessageKind.JobFinished, [{ topic: NotificationTopic.Runs, app: false, email: true, push: false }])).toEqual({ app: false, email: true, push: false });
    expect(channelsFor(MessageKind.LeaveRequested, [])).toEqual({ app: true, email: false, push: true });
    expect(channelsFor(MessageKind.LeaveDecided, [{ topic: NotificationTopic.LeaveDecisions, app: true, email: true, push: false }])).toEqual({ app: true, email: false, push: false });
    // Another kind's choice does not move this one.
    expect(channelsFor(MessageKind.SyncFailed, [{ topic: NotificationTopic.Runs, app: false, email: true, push: false }])).toEqual({ app: true, email: false, push: true });
    // A disabled webhook: in the app and by push until its keeper asks for mail too.
    expect(channelsFor(MessageKind.WebhookDisabled, [])).toEqual({ app: true, email: false, push: true });
    expect(channelsFor(MessageKind.WebhookDisabled, [{ topic: NotificationTopic.WebhookSubscriptions, app: true, email: true, push: false }])).toEqual({ app: true, email: true, push: false });
  });
});
