import { EventType, type LeaveStatus, MESSAGE_LINKS, MessageKind } from '@timekeep/contracts';
import { approvesLeave } from '@timekeep/domain-leave';
import { type Account, daysText, hoursText, type MessageDraft, unique } from './message';

/** The leave events that tell someone something. */
export type LeaveNewsType = typeof EventType.LeaveRequested | typeof EventType.LeaveApproved | typeof EventType.LeaveDeclined | typeof EventType.LeaveCancelled;

const DECIDED: Record<Exclude<LeaveNewsType, typeof EventType.LeaveRequested>, LeaveStatus> = {
  [EventType.LeaveApproved]: 'Approved',
  [EventType.LeaveDeclined]: 'Declined',
  [EventType.LeaveCancelled]: 'Cancelled',
};

export const isLeaveNews = (type: string): type is LeaveNewsType => type === EventType.LeaveRequested || type in DECIDED;

/** One leave event: what it is, who did it, from where (the event's metadata), and the decision's reason. */
export interface LeaveNews {
  type: LeaveNewsType;
  /** The event's source: 'bulk' is the global leave. */
  source: string;
  actorId: string;
  reason: string | null;
}

export interface LeaveFacts {
  leaveId: string;
  employee: {
    name: string;
    /** The employee's own account, if they have one. */
    userId: string | null;
    /** Their Report To (Time/Leave Approval): an account id. */
    reportTo: string | null;
  };
  typeName: string;
  fromDate: string;
  toDate: string;
  hours: number;
  /** The company's active accounts. */
  accounts: readonly Account[];
  /** Those of them whose management scope reaches the employee's department. */
  reaching: ReadonlySet<string>;
}

/** What a leave event writes: messages, and the subject whose waiting messages it settles (marks read). */
export interface LeaveOutcome {
  drafts: MessageDraft[];
  settles: string | null;
}

export const leaveSubject = (leaveId: string) => `leave:${leaveId}`;

/** The global leave's runs (ADR 0032 "Global leave"): approved in the same run, they ask and tell nobody. */
const BULK = 'bulk';

/**
 * Who a request waits for: those who approve it (approvesLeave, the rule the approval itself
 * follows), each of whom who forwards leave requests (Leave Request Forwarding) has them forwarded
 * to that account too. Never whoever made the request, who knows of it.
 */
export function leaveApprovers(facts: Pick<LeaveFacts, 'employee' | 'accounts' | 'reaching'>, actorId: string): string[] {
  const byId = new Map(facts.accounts.map((a) => [a.id, a]));
  const named = facts.accounts.filter((a) => approvesLeave(a, facts.employee, facts.reaching.has(a.id)));
  const forwarded = named.map((a) => a.forwardTo).filter((id): id is string => !!id && byId.has(id));
  return unique([...named.map((a) => a.id), ...forwarded]).filter((id) => id !== facts.employee.userId && id !== actorId);
}

const leaveLink = (facts: LeaveFacts, status: LeaveStatus) => `${MESSAGE_LINKS.leaveList}?${new URLSearchParams({ startDate: facts.fromDate, endDate: facts.toDate, status })}`;
const what = (facts: LeaveFacts) => `${facts.typeName}, ${daysText(facts.fromDate, facts.toDate)}, ${hoursText(facts.hours)}.`;

/**
 * A new request goes to each of its approvers; a decision (approved, declined, cancelled) taken by
 * someone other than the employee goes to the employee's account, and settles the request's
 * messages to its approvers, which no longer wait for anyone. A change to a request, or its return
 * to Pending, tells nobody (as the leave mail, ADR 0032 "Mail").
 */
export function leaveMessages(news: LeaveNews, facts: LeaveFacts): LeaveOutcome {
  const subject = leaveSubject(facts.leaveId);
  if (news.type === EventType.LeaveRequested) {
    if (news.source === BULK) return { drafts: [], settles: null };
    const draft = { kind: MessageKind.LeaveRequested, title: `Leave request from ${facts.employee.name}`, body: `${what(facts)} Waits for approval.`, link: leaveLink(facts, 'Pending'), subject };
    return { drafts: leaveApprovers(facts, news.actorId).map((recipientId) => ({ recipientId, ...draft })), settles: null };
  }
  const status = DECIDED[news.type];
  const employee = facts.employee.userId;
  const told = news.source !== BULK && employee && employee !== news.actorId && facts.accounts.some((a) => a.id === employee);
  const by = facts.accounts.find((a) => a.id === news.actorId)?.name;
  const body = [what(facts), by ? `By ${by}.` : '', news.reason ? `Reason: ${news.reason}` : ''].filter(Boolean).join(' ');
  return {
    drafts: told ? [{ recipientId: employee, kind: MessageKind.LeaveDecided, title: `Your leave was ${status.toLowerCase()}`, body, link: leaveLink(facts, status), subject }] : [],
    settles: subject,
  };
}
