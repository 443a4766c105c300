import { Action, Level, LEVEL_RESOURCE } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { evolveStructure, initialStructureState, StructureEvent, StructureRules, StructureState, switchedOffLevels } from '@timekeep/domain-organisation';
import { ConcurrencyError } from '@timekeep/event-store';
import type { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import type { DepartmentOccupancy } from '../ports/structure-ports';
import { companyState } from '../companies/company.queries';
import { StaleForm } from '@timekeep/domain-kernel';

export const structureStreamId = (companyId: string) => `structure-${companyId}`;
export const structureFold = { initial: initialStructureState, evolve: evolveStructure };

export const STRUCTURE_CONFLICT = 'This department was changed by someone else. Reload it and try again.';

/** The company settings structure decisions depend on, read inside the command's transaction. */
export async function structureRules(tx: OrmTx, companyId: string, usage: DepartmentOccupancy): Promise<StructureRules> {
  const company = await companyState(tx.manager, companyId);
  return {
    positionCodesEnabled: company.settings.features.isPositionCodeEnabled,
    switchedOff: switchedOffLevels(company),
    occupied: await usage.occupiedDepartments(tx, companyId),
  };
}

export function mayAct(context: CommandContext, level: Level, action: Action): boolean {
  return context.principal.kind === 'system' || can(context.principal, LEVEL_RESOURCE[level], action);
}

/**
 * Load the company's tree, decide, append; a save that raced another one on a different node is
 * decided again on the newer tree (uniqueness rules must see both), a few times at most.
 */
export async function changeStructure(
  streams: Streams,
  context: CommandContext,
  decide: (state: StructureState, tx: OrmTx) => Promise<StructureEvent[]>,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await streams.transaction(async (tx) => {
        const { state, version } = await streams.load(tx, context, structureStreamId(context.principal.companyId), structureFold);
        const events = await decide(state, tx);
        if (events.length) await streams.append(tx, context, { id: structureStreamId(context.principal.companyId), type: 'structure', expected: version === 0 ? 'no_stream' : version }, events);
      });
      return;
    } catch (error) {
      if (error instanceof ConcurrencyError && attempt < 5) continue;
      if (error instanceof ConcurrencyError) throw new StaleForm(STRUCTURE_CONFLICT);
      throw error;
    }
  }
}
