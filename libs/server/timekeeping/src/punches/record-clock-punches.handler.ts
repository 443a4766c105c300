import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PunchDayType } from '@timekeep/contracts';
import { decideRecordPunches, NewPunch } from '@timekeep/domain-timekeeping';
import { CommandContext } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';
import { TimesheetWriter } from '../core/timesheet-writer';
import { PunchWriteResult } from './punch-writes';

/** Punches from a clock, a kiosk or a file: every read kept, double reads included (the engine sets them aside). */
export class RecordClockPunchesCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly punches: ReadonlyArray<{ local: string; jobId?: string | null; photo?: string | null; location?: string | null }>,
  ) {}
}

@CommandHandler(RecordClockPunchesCommand)
export class RecordClockPunchesHandler implements ICommandHandler<RecordClockPunchesCommand, PunchWriteResult> {
  constructor(private readonly writer: TimesheetWriter) {}

  async execute({ context, employeeId, punches }: RecordClockPunchesCommand): Promise<PunchWriteResult> {
    const { result, days, version } = await this.writer.write(context, employeeId, undefined, ({ state, employee }) => {
      // A clock knows wall times only: the pay date is the wall date until the engine pairs it.
      const fresh: NewPunch[] = punches.map((p) => ({
        id: randomUUID(),
        day: p.local.slice(0, 10),
        punchTime: p.local.slice(11, 16),
        dayType: 'Today' as PunchDayType,
        reason: null,
        workPlaceId: null,
        positionId: null,
        jobId: p.jobId ?? null,
        taskId: null,
        entry: 'Clock',
        photo: p.photo ?? null,
        location: p.location ?? null,
      }));
      const events = decideRecordPunches(state, employee.id, fresh, { refuseSameMinute: false });
      return { events, dates: fresh.map((p) => p.day), result: fresh.map((p) => p.id) };
    });
    return { punchIds: result, days, version };
  }
}
