import { JOB_KINDS, JobKind } from '@timekeep/contracts';
import { indexHandlers, JobHandler } from './job-handler';

const handler = (kind: string): JobHandler => ({ kind: kind as JobKind, run: async () => null });

describe('job handler registry', () => {
  const all = () => JOB_KINDS.map(handler);

  it('accepts exactly one handler per kind', () => {
    expect([...indexHandlers(all()).keys()]).toEqual(JOB_KINDS);
  });

  it('refuses a missing handler', () => {
    expect(() => indexHandlers([])).toThrow(`no handler for job kind '${JobKind.ProjectionRebuild}'`);
  });

  it('refuses two handlers for one kind', () => {
    expect(() => indexHandlers([...all(), handler(JobKind.ProjectionRebuild)])).toThrow('two handlers');
  });

  it('refuses a handler for a kind nobody can queue', () => {
    expect(() => indexHandlers([...all(), handler('mystery')])).toThrow("unknown job kind 'mystery'");
  });
});
