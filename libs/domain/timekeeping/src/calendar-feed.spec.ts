import { EventType } from '@timekeep/contracts';
import { calendarEntries, calendarFeedFold, decideIssueFeed, decideRevokeFeed, type CalendarFeedEvent } from './calendar-feed';

const replay = (events: CalendarFeedEvent[]) => events.reduce(calendarFeedFold.evolve, calendarFeedFold.initial);

describe('an employee’s calendar address', () => {
  it('a new address revokes the one she had in the same decision, so only one ever answers', () => {
    const first = decideIssueFeed(calendarFeedFold.initial, 'e1', 'f1');
    expect(first).toEqual([{ type: EventType.CalendarFeedIssued, v: 1, data: { employeeId: 'e1', feedId: 'f1' } }]);
    const second = decideIssueFeed(replay(first), 'e1', 'f2');
    expect(second.map((e) => [e.type, e.data.feedId])).toEqual([
      [EventType.CalendarFeedRevoked, 'f1'],
      [EventType.CalendarFeedIssued, 'f2'],
    ]);
    expect(replay([...first, ...second])).toEqual({ feedId: 'f2' });
  });

  it('revoking leaves her none; revoking when she has none records nothing', () => {
    const issued = decideIssueFeed(calendarFeedFold.initial, 'e1', 'f1');
    const revoked = decideRevokeFeed(replay(issued), 'e1');
    expect(revoked).toEqual([{ type: EventType.CalendarFeedRevoked, v: 1, data: { employeeId: 'e1', feedId: 'f1' } }]);
    expect(replay([...issued, ...revoked])).toEqual({ feedId: null });
    expect(decideRevokeFeed(replay([...issued, ...revoked]), 'e1')).toEqual([]);
  });
});

describe('what her calendar holds', () => {
  const entries = calendarEntries(
    'e1',
    [
      { date: '2026-12-02', start: '2026-12-02T13:00', end: '2026-12-02T17:00', positionName: null },
      { date: '2026-12-02', start: '2026-12-02T08:00', end: '2026-12-02T12:00', positionName: 'Picker' },
      { date: '2026-12-03', start: '2026-12-03T22:00', end: '2026-12-04T06:00', positionName: 'Forklift, night' },
    ],
    [{ id: 'l1', name: 'Annual Holidays', from: '2026-12-30', to: '2026-12-31' }],
  );

  it('each shift at its wall times, named by its position, with an id of its day and place that a moved shift keeps', () => {
    expect(entries.slice(0, 3)).toEqual([
      { uid: 'shift-e1-2026-12-02-1@timekeep', summary: 'Shift: Picker', kind: 'timed', start: '2026-12-02T08:00', end: '2026-12-02T12:00' },
      { uid: 'shift-e1-2026-12-02-2@timekeep', summary: 'Shift', kind: 'timed', start: '2026-12-02T13:00', end: '2026-12-02T17:00' },
      { uid: 'shift-e1-2026-12-03-1@timekeep', summary: 'Shift: Forklift, night', kind: 'timed', start: '2026-12-03T22:00', end: '2026-12-04T06:00' },
    ]);
  });

  it('approved leave as whole days, its last day included (the end is the day after, across a year too)', () => {
    expect(entries[3]).toEqual({ uid: 'leave-l1@timekeep', summary: 'Leave: Annual Holidays', kind: 'allDay', startDate: '2026-12-30', endDateExclusive: '2027-01-01' });
  });
});
