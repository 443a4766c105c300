import { MESSAGE_LINKS, MessageKind } from '@timekeep/contracts';
import { dayText, type MessageDraft } from './message';

/** A publish of her roster (ADR 0075): who she is, and each of her days that changed, in words. */
export interface RosterFacts {
  employee: { name: string; userId: string | null };
  changes: ReadonlyArray<{ date: string; before: string; after: string }>;
}

/** How many days a message lists before it says how many more. */
const LISTED = 7;

/**
 * A publish that changed her days tells her once, what changed, opening her home (her next
 * shifts); one that changed nothing of hers, or an employee without an account, tells nobody.
 */
export function rosterMessages(facts: RosterFacts): MessageDraft[] {
  const { employee, changes } = facts;
  if (!employee.userId || !changes.length) return [];
  const listed = changes.slice(0, LISTED).map((c) => `${dayText(c.date)}: ${c.after} (was ${c.before})`);
  const more = changes.length > LISTED ? [`and ${changes.length - LISTED} more ${changes.length - LISTED === 1 ? 'day' : 'days'}`] : [];
  return [
    {
      recipientId: employee.userId,
      kind: MessageKind.RosterPublished,
      title: changes.length === 1 ? 'Your roster changed: 1 day' : `Your roster changed: ${changes.length} days`,
      body: `${[...listed, ...more].join('; ')}.`,
      link: MESSAGE_LINKS.myHome,
      subject: null,
    },
  ];
}
