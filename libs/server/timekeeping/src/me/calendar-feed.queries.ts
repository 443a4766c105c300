import { Injectable } from '@nestjs/common';
import { CALENDAR_FEED_DAYS_AHEAD, CALENDAR_FEED_DAYS_BACK, MyCalendarFeed } from '@timekeep/contracts';
import { calendarEntries } from '@timekeep/domain-timekeeping';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { sameHash, secretHash } from '@timekeep/server-identity';
import { EmployeeEntity } from '@timekeep/server-people';
import { Principal, Streams } from '@timekeep/server-platform';
import { ownEmployee } from '@timekeep/server-scheduling';
import { shiftsOfDays } from '../core/next-shift';
import { CompanyFacts } from '../core/timesheet-inputs';
import { ApprovedLeaves } from '../ports/approved-leaves.port';
import { todayIn } from '../core/today';
import { calendarFile } from './calendar-file';
import { CalendarFeedEntity } from './calendar-feed.entity';
import { publishedDays } from './published-days';

/** An address's last part, as issue-calendar-feed.handler.ts makes it: the feed's id, the secret, .ics. */
const FILE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})\.ics$/;

/** The employee's calendar feed (ours: docs/decisions/0076-calendar-feed.md). */
@Injectable()
export class CalendarFeedQueries {
  constructor(
    private readonly streams: Streams,
    private readonly approvedLeaves: ApprovedLeaves,
  ) {}

  /** GET /api/me/calendar-feed: whether the signed-in employee has an address, and since when. */
  state(principal: Principal): Promise<MyCalendarFeed> {
    return this.streams.transaction(async (tx) => {
      const employee = await ownEmployee(tx, principal);
      const feed = await tx.manager.findOneBy(CalendarFeedEntity, { employeeId: employee.id, companyId: employee.companyId });
      return { active: !!feed, issuedAt: feed ? feed.issuedAt.toISOString() : null };
    });
  }

  /**
   * The calendar an address answers (RFC 5545): her published shifts, at their wall times in her
   * zone, and her approved leave as whole days, from a month back to three months on. Null when no
   * address answers to the name: unknown, revoked, its secret not the one issued, or she is terminated.
   */
  file(fileName: string, now: Date): Promise<string | null> {
    const [, feedId, secret] = FILE_NAME.exec(fileName) ?? [];
    if (!feedId || !secret) return Promise.resolve(null);
    return this.streams.transaction(async (tx) => {
      const feed = await tx.manager.findOneBy(CalendarFeedEntity, { id: feedId });
      if (!feed || !sameHash(feed.secretHash, secretHash(secret))) return null;
      const employee = await tx.manager.findOneBy(EmployeeEntity, { id: feed.employeeId, companyId: feed.companyId });
      // Terminated, she is no longer rostered, and her address answers nothing more (nobody else can revoke it for her).
      if (!employee || employee.status === 'Terminated') return null;
      const facts = await CompanyFacts.load(tx, employee.companyId);
      const zone = facts.zoneOf(employee.departmentId);
      const today = dayOf(todayIn(zone, now));
      const from = dateOf(today - CALENDAR_FEED_DAYS_BACK);
      const to = dateOf(today + CALENDAR_FEED_DAYS_AHEAD);
      // From the day before: a night shift of that day ends on the first.
      const shifts = shiftsOfDays(await publishedDays(tx, facts, employee, dateOf(today - CALENDAR_FEED_DAYS_BACK - 1), to))
        .filter((s) => s.end > `${from}T00:00`)
        .map((s) => ({ date: s.date, start: s.start, end: s.end, positionName: s.positionId ? (facts.departments.get(s.positionId)?.name ?? null) : null }));
      const leaves = ((await this.approvedLeaves.approvedLeavesOf(tx, employee.companyId, [employee.id], from, to)).get(employee.id) ?? []).map((l) => ({
        id: l.id,
        name: l.payType.name,
        from: l.from,
        to: l.to,
      }));
      return calendarFile({ name: `${employee.firstName} ${employee.lastName}: shifts and leave`, zone, entries: calendarEntries(employee.id, shifts, leaves), stamp: now });
    });
  }
}
