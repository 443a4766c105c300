import { Refusal, refusalReply } from '@timekeep/domain-kernel';
import { checkScheduledReport, latestDue, nextDue, periodOf, ScheduledReportInput, sendDate } from './scheduled-report';

const input = (extra: Partial<ScheduledReportInput> = {}): ScheduledReportInput => ({
  reportType: 'TimesheetSummaryReport',
  startDate: '2026-12-07',
  sendTime: '07:30',
  frequency: 'Weekly',
  period: 'PreviousWeek',
  format: 'pdf',
  receivers: [' payroll@kauri.example.com ', 'PAYROLL@kauri.example.com', '', 'boss@kauri.example.com'],
  parameters: {},
  ...extra,
});
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return refusalReply(error as Refusal);
  }
  throw new Error('not refused');
};
const at = (iso: string) => Date.parse(iso) / 1000;

describe('a scheduled report', () => {
  it('keeps each receiver once, trimmed, and refuses one that is not an email address by name', () => {
    expect(checkScheduledReport(input())).toMatchObject({ receivers: ['payroll@kauri.example.com', 'boss@kauri.example.com'], format: 'PDF' });
    expect(refusal(() => checkScheduledReport(input({ receivers: ['payroll@kauri.example.com', 'payroll.kauri'] })))).toEqual({ status: 400, body: { message: "'payroll.kauri' is not a valid email address." } });
    expect(refusal(() => checkScheduledReport(input({ startDate: '2026-13-45' }))).status).toBe(400);
    expect(refusal(() => checkScheduledReport(input({ sendTime: '7:30' }))).status).toBe(400);
  });

  it('is due at its send time on the company clock, every step after its start; monthly on the start day or the month end', () => {
    const weekly = { startDate: '2026-12-07', sendTime: '07:30', frequency: 'Weekly' as const };
    // Auckland is UTC+13 in December: 07:30 there is 18:30 UTC the day before.
    expect(latestDue(weekly, 'Pacific/Auckland', at('2026-12-06T18:29:59Z'))).toBeNull();
    expect(latestDue(weekly, 'Pacific/Auckland', at('2026-12-06T18:30:00Z'))).toEqual({ n: 0, at: at('2026-12-06T18:30:00Z') });
    expect(latestDue(weekly, 'Pacific/Auckland', at('2026-12-20T18:29:00Z'))?.n).toBe(1);
    expect(nextDue(weekly, 'Pacific/Auckland', at('2026-12-20T18:29:00Z'))).toBe(at('2026-12-20T18:30:00Z'));
    const monthly = { startDate: '2026-01-31', sendTime: '06:00', frequency: 'Monthly' as const };
    expect([1, 2, 3].map((n) => sendDate(monthly, n))).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    expect(latestDue(monthly, 'UTC', at('2026-04-30T06:00:00Z'))).toEqual({ n: 3, at: at('2026-04-30T06:00:00Z') });
  });

  it('covers the day, week (Monday to Sunday), fortnight or month before the day it is sent', () => {
    // 2026-12-09 is a Wednesday.
    expect(periodOf('PreviousDay', '2026-12-09')).toEqual({ startDate: '2026-12-08', endDate: '2026-12-08' });
    expect(periodOf('PreviousWeek', '2026-12-09')).toEqual({ startDate: '2026-11-30', endDate: '2026-12-06' });
    expect(periodOf('PreviousFortnight', '2026-12-07')).toEqual({ startDate: '2026-11-23', endDate: '2026-12-06' });
    expect(periodOf('PreviousMonth', '2026-03-01')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(periodOf('PreviousMonth', '2026-01-15')).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
  });
});
