import { z } from 'zod';
import { pageSchema } from './api';

/** Document 3 §3 "Time approval row": approval values Approved/Unapproved. */
export const APPROVAL_STATUSES = ['Approved', 'Unapproved'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * A row of GET /api/time-approvals (document 3 §3) and ours: the employee, whether the pair lies in
 * a scheduled shift, the approval's time, and `version`, the pair's token a request may send back
 * so that nobody approves a pair changed since they saw it.
 */
export const timeApprovalRowSchema = z.object({
  punchPairId: z.string(),
  employeeId: z.string(),
  clockId: z.number().nullable(),
  employeeName: z.string(),
  date: z.string(),
  actualIn: z.string().nullable(),
  actualOut: z.string().nullable(),
  paidHours: z.number(),
  breakTime: z.number(),
  position: z.string().nullable(),
  job: z.string().nullable(),
  approver: z.string().nullable(),
  approved: z.enum(APPROVAL_STATUSES),
  approvedAt: z.string().nullable(),
  scheduled: z.boolean(),
  version: z.string(),
});
export type TimeApprovalRow = z.infer<typeof timeApprovalRowSchema>;
export const timeApprovalPageSchema = pageSchema(timeApprovalRowSchema);

/** The list's filter as its query (the dashboard links with status, startDate, endDate, or period=Previous). */
export interface TimeApprovalFilter {
  status?: ApprovalStatus | 'all';
  startDate?: string;
  endDate?: string;
  period?: 'Previous';
}

const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as yyyy-MM-dd.');

/** GET /api/time-approvals: the filter's part of the query (blank is absent; status 'all' in any case). */
export const timeApprovalFilterQuerySchema = z.object({
  status: z.preprocess((v) => (typeof v === 'string' && v.toLowerCase() === 'all' ? 'all' : v || undefined), z.enum([...APPROVAL_STATUSES, 'all']).optional()),
  startDate: DATE.optional().or(z.literal('').transform(() => undefined)),
  endDate: DATE.optional().or(z.literal('').transform(() => undefined)),
  period: z.enum(['Previous']).optional().or(z.literal('').transform(() => undefined)),
});

/** A form sends one id as a string and many as a list. */
const many = (item: z.ZodString) => z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(item));

/** POST /time-approvals/approveAllSelected and /unapproveAllSelected: the pairs, and `versions`, the listed tokens in the ids' order. */
export const timeApprovalSelectionSchema = z
  .object({
    punchPairIds: many(z.string().uuid('This punch pair does not exist.')).refine((ids) => ids.length > 0, 'Choose a punch pair.'),
    versions: many(z.string().max(40)).optional(),
  })
  .refine((b) => !b.versions || b.versions.length === b.punchPairIds.length, 'Send a version for every punch pair, or none.');

export const TIME_APPROVAL_TEXTS = {
  approveFailed: 'Approve failed',
  unapproveFailed: 'Unapprove failed',
  approved: 'The selected punch pairs are approved.',
  unapproved: 'The selected punch pairs are unapproved.',
  confirmApprove: 'Approve the selected punch pairs?',
  confirmUnapprove: 'Unapprove the selected punch pairs?',
  disabled: 'Time approval is not enabled for this company.',
  stalePair: 'This punch pair was changed by someone else. Reload and try again.',
  /** Not shown by the spec: a pair still open (or missing its in punch) has no time to approve yet. */
  incompletePair: 'A punch pair missing its in or out punch cannot be approved: complete it first.',
} as const;
