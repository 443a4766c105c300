import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { calendarFeedFold, calendarFeedStreamId, decideIssueFeed } from '@timekeep/domain-timekeeping';
import { AppConfig, CommandContext, Streams } from '@timekeep/server-platform';
import { secretHash } from '@timekeep/server-identity';
import { randomBytes, randomUUID } from 'node:crypto';
import { CalendarFeedEntity } from './calendar-feed.entity';
import { ownEmployee } from '@timekeep/server-scheduling';

export const CALENDAR_FEED_STREAM = 'calendar-feed';

/** The address's last part: the feed's id, its secret, and .ics (calendar apps like to see it). */
export const feedFileName = (feedId: string, secret: string): string => `${feedId}.${secret}.ics`;

/** POST /api/me/calendar-feed: a new address for the signed-in employee; the one she had stops answering. */
export class IssueCalendarFeedCommand {
  constructor(readonly context: CommandContext) {}
}

@CommandHandler(IssueCalendarFeedCommand)
export class IssueCalendarFeedHandler implements ICommandHandler<IssueCalendarFeedCommand, string> {
  constructor(
    private readonly streams: Streams,
    private readonly config: AppConfig,
  ) {}

  /** Answers the address: shown this once, since only its hash is kept. */
  async execute({ context }: IssueCalendarFeedCommand): Promise<string> {
    const feedId = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    await this.streams.transaction(async (tx) => {
      const employee = await ownEmployee(tx, context.principal);
      const streamId = calendarFeedStreamId(employee.id);
      const { state, version } = await this.streams.load(tx, context, streamId, calendarFeedFold);
      await this.streams.append(tx, context, { id: streamId, type: CALENDAR_FEED_STREAM, expected: version }, decideIssueFeed(state, employee.id, feedId));
      await tx.manager.delete(CalendarFeedEntity, { employeeId: employee.id });
      await tx.manager.insert(CalendarFeedEntity, { id: feedId, companyId: employee.companyId, employeeId: employee.id, secretHash: secretHash(secret), issuedAt: context.now });
    });
    return `${this.config.publicUrl}${this.config.apiBasePath}/api/calendar/${feedFileName(feedId, secret)}`;
  }
}
