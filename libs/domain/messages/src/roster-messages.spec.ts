import { MessageKind } from '@timekeep/contracts';
import { rosterMessages } from './roster-messages';

describe('a published roster tells the employee (ADR 0075)', () => {
  const employee = { name: 'Ana Kahu', userId: 'ana-account' };
  const change = (date: string) => ({ date, before: 'No shift', after: 'Early 06:00-14:30' });

  it('once, with each changed day, opening her home', () => {
    expect(rosterMessages({ employee, changes: [change('2027-03-02'), { date: '2027-03-03', before: 'Early 06:00-14:30', after: 'No shift' }] })).toEqual([
      {
        recipientId: 'ana-account',
        kind: MessageKind.RosterPublished,
        title: 'Your roster changed: 2 days',
        body: '2 Mar 2027: Early 06:00-14:30 (was No shift); 3 Mar 2027: No shift (was Early 06:00-14:30).',
        link: '/',
        subject: null,
      },
    ]);
  });

  it('lists a week of days and counts the rest', () => {
    const changes = Array.from({ length: 9 }, (_, i) => change(`2027-03-${String(i + 1).padStart(2, '0')}`));
    const [message] = rosterMessages({ employee, changes });
    expect(message.title).toBe('Your roster changed: 9 days');
    expect(message.body).toMatch(/^1 Mar 2027: .*7 Mar 2027: Early 06:00-14:30 \(was No shift\); and 2 more days\.$/);
  });

  it('tells nobody when nothing of hers changed, or she has no account', () => {
    expect(rosterMessages({ employee, changes: [] })).toEqual([]);
    expect(rosterMessages({ employee: { ...employee, userId: null }, changes: [change('2027-03-02')] })).toEqual([]);
  });
});
