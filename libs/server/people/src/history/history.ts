import { changesBetween, HistoryEntry } from '@timekeep/contracts';
import type { RecordedEvent } from '@timekeep/event-store';

export interface HistorySource<S> {
  initial: S;
  evolve: (state: S, event: { type: string; v: number; data: unknown }) => S;
  /** The record as a user reads it: flat fields, never a secret. */
  snapshot: (state: S) => Record<string, unknown>;
}

const REASON = (data: unknown) => (data && typeof data === 'object' && 'reason' in data && typeof data.reason === 'string' ? data.reason : null);
const ACTOR = (event: RecordedEvent) => {
  const actor = event.metadata.actor as { kind: string; id: string; name?: string } | undefined;
  return actor?.name ?? (actor?.kind === 'system' ? 'System' : (actor?.id ?? 'Unknown'));
};

/**
 * A record's History view: each event folded onto the one before, and the fields it changed with
 * their old and new values. Events that changed nothing a user sees are left out. Newest first.
 */
export function historyOf<S>(events: readonly RecordedEvent[], source: HistorySource<S>): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  let state = source.initial;
  for (const event of events) {
    const next = source.evolve(state, { type: event.type, v: event.v, data: event.data });
    const created = state === source.initial;
    // A new record lists what it was given, not every empty field it has.
    const changes = changesBetween(created ? {} : source.snapshot(state), source.snapshot(next)).filter((c) => !created || !isEmpty(c.to));
    if (changes.length) {
      entries.push({ at: event.metadata.occurredAt ?? event.recordedAt.toISOString(), actor: ACTOR(event), event: event.type.split('.').pop() ?? event.type, reason: REASON(event.data), changes });
    }
    state = next;
  }
  return entries.reverse();
}

const isEmpty = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);
