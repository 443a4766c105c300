import { EventType, WEBHOOK_TEST_EVENT, type WebhookEventType } from '@timekeep/contracts';

/**
 * What an integrator is sent for one of our events (ADR 0080): its type in the catalogue, the
 * employee it concerns (deliveries of one employee are sent in order; null: the company's), and the
 * data, ids and the fields that changed. Every field is named here: a field an event gains later is
 * not sent until it is named, so a secret, PIN, photo, pay rate or token never leaves by accident.
 */
export interface WebhookEvent {
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  employeeId: string | null;
  data: Record<string, unknown>;
}

type Data = Record<string, unknown>;
const pick = (data: Data, keys: readonly string[]): Data => Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
const employeeOf = (data: Data): string | null => (typeof data.employeeId === 'string' ? data.employeeId : null);

const PUNCH = ['punchId', 'employeeId', 'day', 'punchTime', 'local', 'dayType', 'workPlaceId', 'positionId', 'jobId', 'taskId', 'reason'] as const;
const PAY_PERIOD = ['payGroupId', 'fromDate', 'toDate', 'reason'] as const;
const LEAVE = ['leaveId', 'employeeId', 'payTypeId', 'fromDate', 'toDate', 'hours'] as const;
/** The employee's record as an integrator keeps it: who, where, paid through which group, from when; never the pay rate, device or free-text fields. */
const EMPLOYEE_RECORD = ['firstName', 'middleName', 'lastName', 'payId', 'clockId', 'externalId', 'departmentId', 'paygroupId', 'hireOnDateValue', 'terminateDateValue'] as const;

const DECISIONS: Record<string, string> = {
  [EventType.LeaveApproved]: 'approved',
  [EventType.LeaveDeclined]: 'declined',
  [EventType.LeaveCancelled]: 'cancelled',
  [EventType.LeaveReturnedToPending]: 'returned-to-pending',
};

/** The webhook an event is, or null when no integrator is sent it. */
export function webhookEventOf(event: { type: string; data: unknown }): WebhookEvent | null {
  const data = (event.data ?? {}) as Data;
  const employeeId = employeeOf(data);
  const of = (type: WebhookEvent['type'], body: Data): WebhookEvent => ({ type, employeeId, data: body });
  switch (event.type) {
    case EventType.PunchRecorded:
      return of('punch.recorded', { ...pick(data, PUNCH), entry: data.entry ?? null });
    case EventType.PunchChanged:
      return of('punch.changed', pick(data, PUNCH));
    case EventType.PunchDeleted:
      return of('punch.deleted', pick(data, ['punchId', 'employeeId', 'reason']));
    case EventType.PunchPairApproved:
      return of('timesheet.day-approved', pick(data, ['employeeId', 'date', 'pairId', 'inPunchId', 'outPunchId']));
    case EventType.PayPeriodClosed:
      return of('pay-period.closed', { payPeriodId: data.payrollTransferId, ...pick(data, PAY_PERIOD) });
    case EventType.PayPeriodReopened:
      return of('pay-period.reopened', { payPeriodId: data.payrollTransferId, ...pick(data, PAY_PERIOD) });
    case EventType.PayPeriodExported:
      return of('pay-period.exported', { payPeriodId: data.payrollTransferId, ...pick(data, PAY_PERIOD), draft: data.draft, departmentIds: data.departmentIds });
    case EventType.LeaveRequested:
      return of('leave.requested', pick(data, LEAVE));
    case EventType.LeaveApproved:
    case EventType.LeaveDeclined:
    case EventType.LeaveCancelled:
    case EventType.LeaveReturnedToPending:
      return of('leave.decided', { ...pick(data, LEAVE), decision: DECISIONS[event.type], reason: data.reason ?? null });
    case EventType.RosterPublished:
      return of('roster.published', pick(data, ['employeeId', 'startDate', 'endDate', 'dates', 'changes']));
    case EventType.RosterTraded:
      // Each side of a trade is told on her own stream: the webhook is one per employee whose days changed.
      // Not its text: it names the colleague and her shift, who may be outside the subscription's departments.
      return data.via === 'swap' || data.via === 'offer' ? of('shift.swapped', { employeeId, tradeId: data.ref, via: data.via }) : null;
    case EventType.EmployeeHired:
      return of('employee.created', { employeeId, status: data.status, ...pick((data.record ?? {}) as Data, EMPLOYEE_RECORD) });
    case EventType.EmployeeDetailsChanged:
      return of('employee.changed', { employeeId, ...pick((data.record ?? {}) as Data, EMPLOYEE_RECORD) });
    case EventType.DepartmentMoved:
      return of('employee.changed', { employeeId, departmentId: data.to, previousDepartmentId: data.from });
    case EventType.PayGroupChanged:
      return of('employee.changed', { employeeId, paygroupId: data.to, previousPaygroupId: data.from });
    case EventType.PayRateChanged:
      // That the rate changed, never what it is: a receiver with the right reads it through the API.
      return of('employee.changed', { employeeId, changed: ['payRate'] });
    case EventType.EmployeeStatusChanged:
      return of('employee.status-changed', { employeeId, status: data.to, previousStatus: data.from, reason: data.reason ?? null });
    case EventType.WebhookTestSent:
      return { type: WEBHOOK_TEST_EVENT, employeeId: null, data: { subscriptionId: data.subscriptionId, message: 'A test event from Timekeep.' } };
    default:
      return null;
  }
}

/**
 * A sync, import or send that failed (a Sync Results row with status Error): not an event of ours
 * (what a third party answered is a log, ADR 0040), sent to the company's subscriptions as its
 * admins are told of it (ADR 0063). Its message is the one Sync Results shows, never its detail.
 */
export function syncFailedWebhook(sync: { id: string; type: string; integration: string | null; message: string }): WebhookEvent {
  return { type: 'sync.failed', employeeId: null, data: { syncResultId: sync.id, syncType: sync.type, integration: sync.integration, message: sync.message } };
}

/** The bytes sent (Standard Webhooks' envelope): the same on every try and every replay, so the receiver can de-duplicate on `webhook-id`. */
export function webhookBody(event: WebhookEvent, recordedAt: Date): string {
  return JSON.stringify({ type: event.type, timestamp: recordedAt.toISOString(), data: event.data });
}
