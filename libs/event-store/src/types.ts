/** How the caller expects the stream to stand before its append. */
export type ExpectedVersion = 'any' | 'no_stream' | 'exists' | number;

export type ActorKind = 'user' | 'client' | 'system';

export interface Actor {
  kind: ActorKind;
  id: string;
  name?: string;
}

/** 'kiosk': a shared tablet at the web clock; 'mobile': the web clock on the employee's own phone (ADR 0044). */
export type EventSource = 'console' | 'api' | 'import' | 'kiosk' | 'mobile' | 'bulk' | 'job' | 'system';

/** Who, from where and why: written on every event. */
export interface EventMetadata {
  eventId: string;
  companyId: string;
  actor: Actor;
  source: EventSource;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
}

export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  /** Schema version of `data`; readers upcast older ones. */
  v: number;
  data: D;
}

/** Position in the global log: commit order is (transactionId, globalPosition). */
export interface LogPosition {
  transactionId: string;
  globalPosition: string;
}

export const LOG_START: LogPosition = { transactionId: '0', globalPosition: '0' };

export interface RecordedEvent<T extends string = string, D = unknown> {
  eventId: string;
  streamId: string;
  streamType: string;
  streamPosition: number;
  companyId: string;
  type: T;
  v: number;
  data: D;
  metadata: EventMetadata;
  recordedAt: Date;
  position: LogPosition;
}

export interface AppendRequest {
  companyId: string;
  streamId: string;
  streamType: string;
  expected: ExpectedVersion;
  events: NewEvent[];
  metadata: Omit<EventMetadata, 'eventId' | 'companyId'>;
}

export interface AppendResult {
  streamId: string;
  /** Stream version after the append (= position of its last event). */
  version: number;
  events: RecordedEvent[];
}
