import { Injectable } from '@nestjs/common';
import { GlobalLeaveResult, JobKind } from '@timekeep/contracts';
import { JobContext, JobHandler, requesterContext } from '@timekeep/server-platform';
import { GlobalLeaveRun } from './global-leave-run';

/**
 * The global leave in the worker, for more employees than a request runs itself (ADR 0059): the
 * same run, its progress on the job, its result (with messageSuccess and messageError) the job's.
 *
 * Safe to run again: every event carries the run's id as its correlation id, so an employee whose
 * leave an earlier delivery recorded keeps that leave (approved now if it was not yet).
 */
@Injectable()
export class GlobalLeaveJob implements JobHandler<typeof JobKind.GlobalLeave, GlobalLeaveResult> {
  readonly kind = JobKind.GlobalLeave;

  constructor(private readonly leave: GlobalLeaveRun) {}

  run(job: JobContext<typeof JobKind.GlobalLeave>): Promise<GlobalLeaveResult> {
    const { employeeIds, terms, requester } = job.payload;
    return this.leave.run(requesterContext(job, requester), employeeIds, terms, { resumes: true, progress: (done, total) => job.progress(done, total) });
  }
}
