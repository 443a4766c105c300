import type { ProjectionRebuilder } from '../event-store/projection-rebuilder';
import { RebuildProjectionJob } from './rebuild-projection.job';

describe('RebuildProjectionJob', () => {
  it('finishes its rebuild even while progress cannot be written (no free database connection)', async () => {
    // The rebuild's transaction holds the projection's tables; a progress write that waits for a
    // pool connection held by someone waiting on those tables never completes.
    const rebuilder = {
      rebuild: async (name: string, onProgress?: (processed: number, total: number) => Promise<void> | void) => {
        await onProgress?.(0, 2);
        await onProgress?.(2, 2);
        return { projection: name, events: 2, position: { transactionId: '1', globalPosition: '2' } };
      },
    } as unknown as ProjectionRebuilder;
    const job = new RebuildProjectionJob(rebuilder);
    const progress = jest.fn(() => new Promise<void>(() => undefined));

    const result = await job.run({ runId: 'r', companyId: 'c', requestedBy: 'u', payload: { projection: 'companies' }, attempt: 1, resumeFrom: 0, progress });

    expect(result).toEqual({ projection: 'companies', events: 2 });
    expect(progress).toHaveBeenLastCalledWith(2, 2);
  });
});
