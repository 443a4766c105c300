import { EventType } from '@timekeep/contracts';
import type { RecordedEvent } from '@timekeep/event-store';
import { toRelayMessage } from '@timekeep/server-platform';
import { decodeMessage, type RawMessage, SeenIds } from './punch-messages';

const COMPANY = '7d0c1a52-1111-4c1e-9a37-000000000001';

/** A message exactly as the relay sends it, in the bytes kafkajs hands a consumer. */
function relayed(type: string, data: unknown, eventId = 'e-1'): RawMessage {
  const event: RecordedEvent = {
    eventId,
    streamId: 'timesheet-emp-1',
    streamType: 'timesheet',
    streamPosition: 3,
    companyId: COMPANY,
    type,
    v: 1,
    data,
    metadata: { eventId, companyId: COMPANY, actor: { kind: 'user', id: 'u-1', name: 'Ana' }, source: 'import', correlationId: 'c', causationId: null, occurredAt: '2026-11-24T19:30:00.000Z' },
    recordedAt: new Date('2026-11-24T19:30:00.000Z'),
    position: { transactionId: '1', globalPosition: '1' },
  } as RecordedEvent;
  const message = toRelayMessage(event);
  return { key: Buffer.from(message.key), value: Buffer.from(message.value), headers: Object.fromEntries(Object.entries(message.headers).map(([k, v]) => [k, Buffer.from(v)])) };
}

describe('the example consumer decoding relay messages', () => {
  it('prints a punch recorded with its employee, wall time, pay date and source', () => {
    const message = relayed(EventType.PunchRecorded, { punchId: 'p-1', employeeId: 'emp-1', local: '2026-11-09T08:00', day: '2026-11-09', punchTime: '08:00', dayType: 'Today', entry: 'Clock', jobId: null, taskId: null, reason: null, workPlaceId: null, positionId: null, photo: null, location: null });
    expect(decodeMessage(message)).toEqual({
      kind: 'event',
      eventId: 'e-1',
      line: `2026-11-24T19:30:00.000Z punch recorded  company=${COMPANY} employee=emp-1 punch=p-1 at 2026-11-09T08:00 (pay date 2026-11-09, Clock, job -, source import)`,
    });
  });

  it('prints changed and deleted punches and closed and reopened periods', () => {
    const lines = [
      relayed(EventType.PunchChanged, { punchId: 'p-1', employeeId: 'emp-1', local: '2026-11-09T08:05', day: '2026-11-09' }),
      relayed(EventType.PunchDeleted, { punchId: 'p-1', employeeId: 'emp-1', reason: 'Double swipe' }),
      relayed(EventType.PayPeriodClosed, { payrollTransferId: 'pp-1', payGroupId: 'pg-1', fromDate: '2026-11-09', toDate: '2026-11-15', reason: 'Pay run 46' }),
      relayed(EventType.PayPeriodReopened, { payrollTransferId: 'pp-1', payGroupId: 'pg-1', fromDate: '2026-11-09', toDate: '2026-11-15', reason: null }),
    ].map((m) => {
      const decoded = decodeMessage(m);
      return decoded.kind === 'event' ? decoded.line.slice(25) : decoded.kind;
    });
    expect(lines).toEqual([
      `punch changed   company=${COMPANY} employee=emp-1 punch=p-1 now at 2026-11-09T08:05 (pay date 2026-11-09, source import)`,
      `punch deleted   company=${COMPANY} employee=emp-1 punch=p-1 (reason Double swipe, source import)`,
      `period closed   company=${COMPANY} pay group=pg-1 2026-11-09 to 2026-11-15 period=pp-1 (reason Pay run 46)`,
      `period reopened company=${COMPANY} pay group=pg-1 2026-11-09 to 2026-11-15 period=pp-1 (reason -)`,
    ]);
  });

  it('skips other event types by their header, and reports a value it cannot read', () => {
    expect(decodeMessage(relayed(EventType.JobSaved, { id: 'j' }))).toEqual({ kind: 'skip' });
    const broken = { ...relayed(EventType.PunchDeleted, {}), value: Buffer.from('{"id": "e-') };
    expect(decodeMessage(broken)).toEqual({ kind: 'bad', line: 'skipped a timekeeping.punch-deleted message (key timesheet-emp-1) whose value is not JSON' });
  });

  it('recognises a redelivered event by its id', () => {
    const seen = new SeenIds(2);
    expect(['a', 'a', 'b', 'c', 'a'].map((id) => seen.first(id))).toEqual([true, false, true, true, true]);
  });
});
