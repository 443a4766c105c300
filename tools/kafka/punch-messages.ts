import { EventType } from '@timekeep/contracts';

/**
 * Decoding the relay's messages for an external consumer of punches and closed pay periods
 * (docs/kafka-consumers.md): the headers say what an event is without parsing its value, the value
 * carries the event as the event store holds it (docs/decisions/0005-kafka-relay-at-least-once.md).
 */

/** A message as kafkajs hands it over: bytes, and headers as bytes (or strings, or lists of them). */
export interface RawMessage {
  key: Buffer | null;
  value: Buffer | null;
  headers?: Record<string, Buffer | string | Array<Buffer | string> | undefined>;
}

/** The event types this consumer prints; every other type on the topic is skipped by its header. */
export const CONSUMED_TYPES: readonly string[] = [EventType.PunchRecorded, EventType.PunchChanged, EventType.PunchDeleted, EventType.PayPeriodClosed, EventType.PayPeriodReopened];

export type Decoded = { kind: 'skip' } | { kind: 'event'; eventId: string; line: string } | { kind: 'bad'; line: string };

interface RelayValue {
  id: string;
  type: string;
  schemaVersion: number;
  streamId: string;
  companyId: string;
  data: Record<string, unknown>;
  metadata: { source?: string; actor?: { kind?: string; name?: string } };
  recordedAt: string;
}

export function header(message: RawMessage, name: string): string | undefined {
  const value = message.headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** One line for a punch or a pay period event; 'skip' for other types; 'bad' for a value that is not a relay event. */
export function decodeMessage(message: RawMessage): Decoded {
  const type = header(message, 'event-type');
  if (!type || !CONSUMED_TYPES.includes(type)) return { kind: 'skip' };
  let event: RelayValue;
  try {
    event = JSON.parse(message.value?.toString('utf8') ?? '') as RelayValue;
  } catch {
    return { kind: 'bad', line: `skipped a ${type} message (key ${message.key?.toString() ?? '-'}) whose value is not JSON` };
  }
  if (event.schemaVersion !== 1) return { kind: 'bad', line: `skipped ${type} ${event.id}: schema version ${event.schemaVersion} is newer than this consumer reads` };
  const d = event.data;
  const who = `company=${event.companyId}`;
  const source = `source ${text(event.metadata?.source)}`;
  const line = (() => {
    switch (type) {
      case EventType.PunchRecorded:
        return `punch recorded  ${who} employee=${text(d.employeeId)} punch=${text(d.punchId)} at ${text(d.local)} (pay date ${text(d.day)}, ${text(d.entry)}, job ${text(d.jobId)}, ${source})`;
      case EventType.PunchChanged:
        return `punch changed   ${who} employee=${text(d.employeeId)} punch=${text(d.punchId)} now at ${text(d.local)} (pay date ${text(d.day)}, ${source})`;
      case EventType.PunchDeleted:
        return `punch deleted   ${who} employee=${text(d.employeeId)} punch=${text(d.punchId)} (reason ${text(d.reason)}, ${source})`;
      case EventType.PayPeriodClosed:
        return `period closed   ${who} pay group=${text(d.payGroupId)} ${text(d.fromDate)} to ${text(d.toDate)} period=${text(d.payrollTransferId)} (reason ${text(d.reason)})`;
      default:
        return `period reopened ${who} pay group=${text(d.payGroupId)} ${text(d.fromDate)} to ${text(d.toDate)} period=${text(d.payrollTransferId)} (reason ${text(d.reason)})`;
    }
  })();
  return { kind: 'event', eventId: header(message, 'event-id') ?? event.id, line: `${event.recordedAt} ${line}` };
}

/**
 * Event ids seen lately: the relay delivers at least once, so a redelivered event is recognised and
 * not printed twice. Bounded; a real consumer keeps the ids it applied in its own store, in the
 * transaction that applies the event.
 */
export class SeenIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity = 100_000) {}

  /** True the first time an id is offered. */
  first(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value as string);
    return true;
  }
}
