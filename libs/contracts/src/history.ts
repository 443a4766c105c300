import { z } from 'zod';
import { sameJson } from './same-json';

/** One field's change in a History view. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}
export const fieldChangeSchema: z.ZodType<FieldChange> = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() }) as z.ZodType<FieldChange>;

/** One event in a History view (issue 4 item 7): who did what, when, and what it changed. */
export const historyEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  event: z.string(),
  reason: z.string().nullable(),
  changes: z.array(fieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The records a History view is offered for. */
export const HISTORY_KINDS = ['employee', 'employeeSchedule', 'user', 'department', 'payGroup', 'oauthClient'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/**
 * The fields that differ between two flat snapshots of a record, in the order of `after`'s keys
 * then any only `before` had. Secrets never reach a snapshot, so none can appear here.
 */
export function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => !sameJson(before[field] ?? null, after[field] ?? null))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}
