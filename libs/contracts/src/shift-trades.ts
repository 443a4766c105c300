import { z } from 'zod';
import { isoDay } from './validation';

/** Offers and swaps' sentences (issue 33 §4, ADR 0079). */
export const SHIFT_TRADE_TEXTS = {
  offered: (count: number) => `Shift offered to ${count} ${count === 1 ? 'colleague' : 'colleagues'}.`,
  swapProposed: (name: string) => `Swap proposed to ${name}.`,
  nobody: 'Nobody else can take this shift: it fits none of your colleagues.',
  notYours: 'This shift is not on your roster.',
  notTheirs: 'This shift is not on their roster.',
  started: 'This shift has started: it can no longer be offered or swapped.',
  pending: 'This shift is already offered or in a swap: withdraw that first.',
  sameEmployee: 'Choose a colleague: a swap is with someone else.',
  notFound: 'This offer does not exist.',
  notForYou: 'This offer is not made to you.',
  alreadyTaken: 'Someone has already accepted this shift.',
  closed: 'This offer is no longer open.',
  notAccepted: 'Nobody has accepted this shift yet.',
  gone: 'This shift has changed on the roster since it was offered: the offer is no longer good.',
  accepted: 'Accepted: your manager will decide.',
  done: 'Done: the roster is changed.',
  approved: 'Approved: the roster is changed.',
  declined: 'Declined.',
  withdrawn: 'Withdrawn.',
} as const;

export const SHIFT_TRADE_STATUSES = ['offered', 'accepted', 'approved', 'declined', 'withdrawn'] as const;
export type ShiftTradeStatus = (typeof SHIFT_TRADE_STATUSES)[number];

/** A published shift of hers: its date and its section's id, as her roster shows them. */
const shiftRef = { date: isoDay, sectionId: z.string().min(1).max(100) };

/** POST /api/me/shift-trades: offer one of her shifts, or propose a swap with a colleague's. */
// One strict object (not a discriminated union), so a stray field is named as every write names it (ADR 0052).
export const shiftTradeCreateSchema = z
  .object({
    kind: z.enum(['offer', 'swap']),
    ...shiftRef,
    withEmployeeId: z.string().uuid('Choose a colleague.').optional(),
    withDate: isoDay.optional(),
    withSectionId: z.string().min(1).max(100).optional(),
  })
  .strict()
  .superRefine((t, ctx) => {
    const swapFields = ['withEmployeeId', 'withDate', 'withSectionId'] as const;
    for (const field of swapFields) {
      if (t.kind === 'swap' && !t[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'A swap names the colleague and the shift of hers.' });
      if (t.kind === 'offer' && t[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'An offer names only your shift.' });
    }
  });
export type ShiftTradeCreate = { kind: 'offer'; date: string; sectionId: string } | { kind: 'swap'; date: string; sectionId: string; withEmployeeId: string; withDate: string; withSectionId: string };

/** POST /api/me/shift-trades/{id}/accept, /decline, /withdraw and /api/roster/shift-trades/{id}/approve, /decline take nothing. */
export const shiftTradeActionSchema = z.object({}).strict();

const tradedShiftSchema = z.object({ employeeId: z.string(), name: z.string(), date: z.string(), startTime: z.string(), endTime: z.string(), endsNextDay: z.boolean(), labelName: z.string().nullable() });

/** GET /api/me/shift-trades/swap-choices?date=&sectionId=: the shift of hers to swap. */
export const swapChoicesQuerySchema = z.object(shiftRef).strict();

/**
 * A colleague's published shift of the same position, not begun and in no open trade, she may propose
 * to swap hers for; the rules are checked when she proposes (ADR 0079).
 */
export const swapChoiceSchema = tradedShiftSchema.extend({ sectionId: z.string() });
export type SwapChoice = z.infer<typeof swapChoiceSchema>;
export const swapChoiceListSchema = z.array(swapChoiceSchema);

export const shiftTradeSchema = z.object({
  id: z.string(),
  kind: z.enum(['offer', 'swap']),
  status: z.enum(SHIFT_TRADE_STATUSES),
  from: tradedShiftSchema,
  to: tradedShiftSchema.nullable(),
  /** Who accepted it. */
  taker: z.object({ employeeId: z.string(), name: z.string() }).nullable(),
  needsApproval: z.boolean(),
  offered: z.number(),
  createdAt: z.string(),
});
export type ShiftTrade = z.infer<typeof shiftTradeSchema>;
export const shiftTradeListSchema = z.array(shiftTradeSchema);

/** GET /api/me/shift-trades: hers (offered or proposed by her), and those made to her that she may accept. */
export const myShiftTradesSchema = z.object({ mine: shiftTradeListSchema, forMe: shiftTradeListSchema });
export type MyShiftTrades = z.infer<typeof myShiftTradesSchema>;

/** A trade's settings (roster settings): whether a manager approves what a colleague accepts. */
export const SHIFT_TRADE_APPROVALS = ['approval', 'auto'] as const;
export type ShiftTradeApproval = (typeof SHIFT_TRADE_APPROVALS)[number];
