import { JobKind } from '@timekeep/contracts';
import { indexHandlers, JobHandler } from './job-handler';

const handler = (kind: string): JobHandler => ({ kind: kind as JobKind, run: async () => null });

describe('job handler registry', () => {
  it('accepts exactly one handler per kind', () => {
    expect([...indexHandlers([handler(JobKind.ProjectionRebuild)]).keys()]).toEqual([JobKind.ProjectionRebuild]);
  });

  it('refuses a missing handler', () => {
    expect(() => indexHandlers([])).toThrow(`no handler for job kind '${JobKind.ProjectionRebuild}'`);
  });

  it('refuses two handlers for one kind', () => {
    expect(() => indexHandlers([handler(JobKind.ProjectionRebuild), handler(JobKind.ProjectionRebuild)])).toThrow('two handlers');
  });

  it('refuses a handler for a kind nobody can queue', () => {
    expect(() => indexHandlers([handler(JobKind.ProjectionRebuild), handler('mystery')])).toThrow("unknown job kind 'mystery'");
  });
});
