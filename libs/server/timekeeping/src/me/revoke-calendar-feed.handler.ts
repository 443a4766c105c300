import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { calendarFeedFold, calendarFeedStreamId, decideRevokeFeed } from '@timekeep/domain-timekeeping';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { CalendarFeedEntity } from './calendar-feed.entity';
import { CALENDAR_FEED_STREAM } from './issue-calendar-feed.handler';
import { ownEmployee } from '@timekeep/server-scheduling';

/** DELETE /api/me/calendar-feed: the signed-in employee's address stops answering (404); none, nothing changes. */
export class RevokeCalendarFeedCommand {
  constructor(readonly context: CommandContext) {}
}

@CommandHandler(RevokeCalendarFeedCommand)
export class RevokeCalendarFeedHandler implements ICommandHandler<RevokeCalendarFeedCommand, void> {
  constructor(private readonly streams: Streams) {}

  async execute({ context }: RevokeCalendarFeedCommand): Promise<void> {
    await this.streams.transaction(async (tx) => {
      const employee = await ownEmployee(tx, context.principal);
      const streamId = calendarFeedStreamId(employee.id);
      const { state, version } = await this.streams.load(tx, context, streamId, calendarFeedFold);
      const events = decideRevokeFeed(state, employee.id);
      if (!events.length) return;
      await this.streams.append(tx, context, { id: streamId, type: CALENDAR_FEED_STREAM, expected: version }, events);
      await tx.manager.delete(CalendarFeedEntity, { employeeId: employee.id });
    });
  }
}
