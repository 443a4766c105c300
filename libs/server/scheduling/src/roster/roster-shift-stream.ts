import { Action, Level, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { PeopleError } from '@timekeep/domain-people';
import { RosterError } from '@timekeep/domain-scheduling';
import { DepartmentEntity, ManagementScope } from '@timekeep/server-organisation';
import { mustHave } from '@timekeep/server-people';
import { CommandContext, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { RosterShiftEvent, rosterShiftFold, rosterShiftStreamId } from './roster-shift.events';

/**
 * What the shift library's writes (document 2 §7 newSave, updateBaseshift, delBaseshift) share: a
 * stream per shift. A shift names a position the author may see; once made only its colour, label
 * and break change (document 2 §4). Shifts already on the roster keep their own times, label and colour.
 */
export const SHIFT_CONFLICT = 'This shift was changed by someone else. Reload it and try again.';
const notFound = () => new PeopleError('notFound', 'This shift does not exist.');

export const mayChangeShifts = (context: CommandContext, action: Action) => mustHave(context.principal.kind === 'system' || can(context.principal, Resource.Roster, action));

/** The shift, if it is the company's and its position within the author's reach, with its stream's version. */
export async function loadShift(streams: Streams, scope: ManagementScope, tx: OrmTx, context: CommandContext, shiftId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(shiftId)) throw notFound();
  const loaded = await streams.load(tx, context, rosterShiftStreamId(shiftId), rosterShiftFold);
  if (!loaded.state) throw notFound();
  await mustSeePosition(scope, tx, context, loaded.state.departmentId);
  return { state: loaded.state, version: loaded.version };
}

/** The position is a Position-level node of the company within the author's reach (the schedule's sections name positions). */
export async function mustSeePosition(scope: ManagementScope, tx: OrmTx, context: CommandContext, departmentId: string | null): Promise<void> {
  if (!departmentId) return;
  const department = await tx.manager.findOneBy(DepartmentEntity, { id: departmentId, companyId: context.principal.companyId, level: Level.Position });
  if (!department) throw new RosterError('invalid', 'Choose a position from the list.');
  if (context.principal.kind !== 'system' && !(await scope.canSee(context.principal as Principal, departmentId))) throw notFound();
}

export function appendShiftEvent(streams: Streams, tx: OrmTx, context: CommandContext, shiftId: string, expected: number | 'no_stream', event: RosterShiftEvent) {
  return streams.append(tx, context, { id: rosterShiftStreamId(shiftId), type: 'rosterShift', expected }, [event]);
}
