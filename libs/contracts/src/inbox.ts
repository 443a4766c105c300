import { z } from 'zod';
import { pageSchema } from './api';
import { formFlag } from './form-fields';

/**
 * The message centre (/messages/view and the header's bell, ADR 0063): each person's own messages
 * about what happened that concerns them. (`messages.ts` holds the API's message codes, another thing.)
 */
export const MessageKind = {
  /** A leave request waits for the recipient's approval. */
  LeaveRequested: 'leave-requested',
  /** The recipient's leave was approved, declined or cancelled by someone else. */
  LeaveDecided: 'leave-decided',
  /** A background run the recipient started finished, or failed. */
  JobFinished: 'job-finished',
  JobFailed: 'job-failed',
  /** An import, sync or send ended in an error (the Sync Results' Error). */
  SyncFailed: 'sync-failed',
  /** The recipient's published roster changed (ADR 0075): her days, before and after. */
  RosterPublished: 'roster-published',
  /** An open shift offered to the recipient, or her claim on one settled by a manager (ADR 0078). */
  OpenShift: 'open-shift',
  /** A shift offered or a swap proposed to the recipient, or hers done or declined (ADR 0079). */
  ShiftTrade: 'shift-trade',
  /** To a planner: a claim or a trade waiting for their approval, or a trade done without one (ADR 0078, 0079). */
  RosterRequest: 'roster-request',
  /** A webhook subscription of the recipient's company was disabled: its receiver answered 410, or failed for a whole day (ADR 0080). */
  WebhookDisabled: 'webhook-disabled',
} as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];
export const MESSAGE_KINDS = Object.values(MessageKind) as MessageKind[];

export const inboxMessageSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(MESSAGE_KINDS as [MessageKind, ...MessageKind[]]),
  title: z.string(),
  body: z.string(),
  /** A console path (with its query) to open what the message is about, or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const inboxPageSchema = pageSchema(inboxMessageSchema);

/**
 * Work that waits, counted when asked rather than sent as messages (time card exceptions to review):
 * it goes away when the work is done, not when it is read.
 */
export const inboxTaskSchema = z.object({
  /**
   * Exceptions to review (those who approve time), the exceptions on the reader's own timesheet (an
   * employee), or the last pay period's punch pairs that wait for approval.
   */
  kind: z.enum(['exceptions', 'my-exceptions', 'approvals']),
  count: z.number().int(),
  title: z.string(),
  link: z.string(),
});
export type InboxTask = z.infer<typeof inboxTaskSchema>;

/** What the bell shows: how many are unread, the newest few, and the work that waits. */
export const inboxSummarySchema = z.object({
  unread: z.number().int(),
  latest: z.array(inboxMessageSchema),
  tasks: z.array(inboxTaskSchema),
});
export type InboxSummary = z.infer<typeof inboxSummarySchema>;
/** How many of the newest messages the bell's summary carries. */
export const INBOX_SUMMARY_SIZE = 5;

/** GET /api/messages's filter besides the page: only the unread ones. */
export const inboxFilterSchema = z.object({ unread: formFlag });
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

/** The most one mark names: a page of the largest size, and then some. */
export const MAX_MARKED_MESSAGES = 200;

/** POST /api/messages/read: the messages to mark read (the recipient's own, or nothing changes). */
export const markMessagesReadSchema = z.object({
  ids: z.array(z.string().uuid('This message does not exist.')).min(1, 'Choose a message.').max(MAX_MARKED_MESSAGES, `Choose at most ${MAX_MARKED_MESSAGES} messages.`),
});
export type MarkMessagesRead = z.infer<typeof markMessagesReadSchema>;

/** The reply of both marks: how many messages went from unread to read. */
export const markMessagesReplySchema = z.object({ message: z.literal('success'), changed: z.number().int() });
export type MarkMessagesReply = z.infer<typeof markMessagesReplySchema>;

/**
 * The console's screens a message links to (apps/console paths.ts, which must route each of them;
 * its unit test checks). Kept here, beside the messages, so the server's links and the console's
 * routes are one list.
 */
export const MESSAGE_LINKS = {
  /** Her home: her next shifts. */
  myHome: '/',
  leaveList: '/leave/list',
  syncResults: '/sync-results',
  exceptionList: '/times/timecardExceptionList',
  myTimesheet: '/timesheet/view',
  timeApprovals: '/time-approvals/list',
  recalculate: '/recalculate/condition',
  groupTimePunch: '/timesheet/createGroupTimePunch',
  globalLeave: '/global-leave/condition',
  roster: '/standardshifts/rosterByEmployee',
  globalSchedule: '/globalschedule/condition',
  timesheetTransfer: '/timesheettransfer/view',
  reportView: '/jasper/view',
  timeImport: '/times/importtimes',
  /** The company's webhook subscriptions (ADR 0080): resume one, replay its deliveries. */
  webhooks: '/webhooks',
} as const;

export const INBOX_TEXTS = {
  notFound: 'This message does not exist.',
} as const;
