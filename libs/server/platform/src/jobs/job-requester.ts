import type { JobRequester } from '@timekeep/contracts';
import type { CommandContext } from '../tenancy/command-context';
import type { Principal } from '../tenancy/principal';
import type { JobContext } from './job-handler';

export const requesterOf = (principal: Principal): JobRequester => ({ name: principal.name ?? null, roles: principal.roles, functions: principal.functions ?? [] });

/** The command context a bulk run's writes carry: the requester as actor, the run's id as correlation (so a redelivery can find its own events). */
export function requesterContext(job: Pick<JobContext, 'runId' | 'companyId' | 'requestedBy' | 'now'>, requester: JobRequester): CommandContext {
  return {
    principal: { kind: 'user', id: job.requestedBy, companyId: job.companyId, roles: requester.roles, functions: requester.functions, ...(requester.name ? { name: requester.name } : {}) },
    source: 'bulk',
    correlationId: job.runId,
    causationId: null,
    now: job.now ?? new Date(),
  };
}
