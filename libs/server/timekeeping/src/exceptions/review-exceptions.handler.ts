import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EXCEPTION_TEXTS, ExceptionType } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { decideReview, SeenException, shownDiffers, TimekeepingError } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { mustHave } from '@timekeep/server-people';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { TimeCardExceptionEntity } from '../core/time-card-exception.entity';
import { TimesheetWriter } from '../core/timesheet-writer';
import { groupBy, ReviewRequest, ReviewWrites } from './exception-review-writes';

/** POST /timesheet/hideException: review (hide) one or many. */
export class ReviewExceptionsCommand {
  constructor(
    readonly context: CommandContext,
    readonly requests: readonly ReviewRequest[],
  ) {}
}

@CommandHandler(ReviewExceptionsCommand)
export class ReviewExceptionsHandler extends ReviewWrites implements ICommandHandler<ReviewExceptionsCommand, number> {
  constructor(streams: Streams, scope: ManagementScope) {
    super(streams, scope);
  }

  async execute({ context, requests }: ReviewExceptionsCommand): Promise<number> {
    mustHave(TimesheetWriter.mayEdit(context));
    return this.run(async (tx) => {
      const ids = [...new Set(requests.map((r) => r.id))];
      const rows = await tx.manager.findBy(TimeCardExceptionEntity, { id: In(ids), companyId: context.principal.companyId });
      if (rows.length !== ids.length) throw new TimekeepingError('notFound', EXCEPTION_TEXTS.notFound);
      await this.inScope(tx, context, rows.map((r) => r.employeeId));
      const seen: SeenException[] = rows.map((r) => ({
        exceptionId: r.id,
        employeeId: r.employeeId,
        date: r.date,
        exceptionType: r.type as ExceptionType,
        shiftId: r.shiftId,
        scheduleIn: r.scheduleIn,
        scheduleOut: r.scheduleOut,
        actualIn: r.actualIn,
        actualOut: r.actualOut,
      }));
      const byId = new Map(seen.map((s) => [s.exceptionId, s]));
      if (requests.some((r) => shownDiffers(r, byId.get(r.id) as SeenException))) throw new StaleForm(EXCEPTION_TEXTS.changed);
      return this.perEmployee(context, tx, groupBy(seen, (s) => s.employeeId), decideReview);
    });
  }
}
