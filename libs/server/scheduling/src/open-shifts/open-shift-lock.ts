import { openShiftFold, openShiftStreamId } from '@timekeep/domain-scheduling';
import { PeopleError } from '@timekeep/domain-people';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { OpenShiftEntity } from './open-shift.entity';

/**
 * The open shift under its row's lock, and its state from its stream: claims and decisions on one
 * shift go one at a time, so of many claims at once exactly one wins and each later one reads who
 * has it (a version check alone would answer the losers with a conflict instead). Taken before the
 * employee's schedule lock (lockSchedules), as every writer of a claim takes them.
 */
export async function lockedOpenShift(tx: OrmTx, streams: Streams, context: CommandContext, id: string) {
  const { rows } = await tx.sql.query<{ id: string }>('SELECT id FROM open_shift WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, context.principal.companyId]);
  if (!rows[0]) throw new PeopleError('notFound', 'This open shift does not exist.');
  const row = await tx.manager.findOneByOrFail(OpenShiftEntity, { id });
  const { state, version } = await streams.load(tx, context, openShiftStreamId(id), openShiftFold);
  return { row, state, version };
}
