import { JobKind, JobRunDto } from '@timekeep/contracts';
import type { Principal } from '../tenancy/principal';
import type { JobContext, JobHandler } from './job-handler';
import type { JobsService } from './jobs.service';

/*
 * Typed job payloads (ADR 0006): each kind's payload is declared once (JobPayloads in the
 * contracts). What this file proves, it proves in the typecheck tier (`npm run typecheck`
 * compiles every spec): each line under `@ts-expect-error` must fail to compile, and that tier
 * fails the day one of them compiles. The jest run only sends the lines that must compile.
 */

const requester = { name: null, roles: [], functions: [] };

/** Asking for runs: only the kind's own payload, whole and nothing more. */
function enqueues(jobs: Pick<JobsService, 'enqueue'>, principal: Principal): Array<Promise<JobRunDto>> {
  return [
    jobs.enqueue(principal, JobKind.ProjectionRebuild, { projection: 'companies' }),
    jobs.enqueue(principal, JobKind.RecalculateTimesheets, { employeeIds: ['e1'], from: '2026-01-05', to: '2026-01-11', reason: 'recalculate' }),
    jobs.enqueue(principal, JobKind.RecalculateTimesheets, { reason: 'pay-rules.pay-rule-saved' }),
    jobs.enqueue(principal, JobKind.TimeImport, { uploadId: 'u1', fileNames: ['a.dat'], requester }),
  ];
}

function wrongEnqueues(jobs: Pick<JobsService, 'enqueue'>, principal: Principal): void {
  // @ts-expect-error another kind's payload
  void jobs.enqueue(principal, JobKind.TimeImport, { projection: 'companies' });
  // @ts-expect-error a field missing: the requester whose rights the worker acts with
  void jobs.enqueue(principal, JobKind.TimeImport, { uploadId: 'u1', fileNames: ['a.dat'] });
  // @ts-expect-error a field the kind does not have: a roster email reads as the system, with no requester
  void jobs.enqueue(principal, JobKind.RosterEmail, { employeeIds: [], startDate: '2026-01-05', endDate: '2026-01-11', requester });
  // @ts-expect-error a field of the wrong type
  void jobs.enqueue(principal, JobKind.ProjectionRebuild, { projection: 7 });
  // @ts-expect-error named employees without their dates
  void jobs.enqueue(principal, JobKind.RecalculateTimesheets, { employeeIds: ['e1'], reason: 'recalculate' });
  // @ts-expect-error no payload at all
  void jobs.enqueue(principal, JobKind.ProjectionRebuild);
}

/** Running them: a handler is given its own kind's payload. */
export class WrongPayloadHandler implements JobHandler<typeof JobKind.Report> {
  readonly kind = JobKind.Report;
  // @ts-expect-error a report's handler cannot take a rebuild's payload
  async run(job: JobContext<typeof JobKind.ProjectionRebuild>): Promise<string> {
    return job.payload.projection;
  }
}

export class WrongKindHandler implements JobHandler<typeof JobKind.Report> {
  // @ts-expect-error a handler's kind is the kind whose payload it takes
  readonly kind = JobKind.ProjectionRebuild;
  async run(job: JobContext<typeof JobKind.Report>): Promise<string> {
    return job.payload.report;
  }
}

export function rosterEmailRequester(job: JobContext<typeof JobKind.RosterEmail>): unknown {
  // @ts-expect-error a roster email's payload has no requester
  return job.payload.requester;
}

describe('typed job payloads', () => {
  it('sends each kind its own payload as given', async () => {
    const sent: Array<{ kind: JobKind; payload: unknown }> = [];
    const jobs: Pick<JobsService, 'enqueue'> = {
      enqueue: async (_principal, kind, payload) => {
        sent.push({ kind, payload });
        return { id: String(sent.length) } as JobRunDto;
      },
    };
    const principal = { kind: 'user', id: 'u1', companyId: 'c1', roles: [] } as Principal;
    await Promise.all(enqueues(jobs, principal));
    expect(sent.map((s) => s.kind)).toEqual([JobKind.ProjectionRebuild, JobKind.RecalculateTimesheets, JobKind.RecalculateTimesheets, JobKind.TimeImport]);
    expect(sent[3].payload).toEqual({ uploadId: 'u1', fileNames: ['a.dat'], requester });
    expect(typeof wrongEnqueues).toBe('function');
  });
});
