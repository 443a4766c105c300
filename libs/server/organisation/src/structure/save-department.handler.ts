import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Action, childLevel, isTimeZone } from '@timekeep/contracts';
import { NotAllowed, StaleForm } from '@timekeep/domain-kernel';
import { decideAddDepartment, decideChangeDepartment, DepartmentInput, DepartmentReferenceFacts, refuseDepartmentReferences, StructureRuleError } from '@timekeep/domain-organisation';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { CatalogueReferences, DepartmentOccupancy } from '../ports/structure-ports';
import { In } from 'typeorm';
import { ManagementScope } from '../scope/management-scope';
import { ManagementScopeEntity } from '../scope/management-scope.entity';
import { DepartmentEntity } from './department.entity';
import { changeStructure, mayAct, STRUCTURE_CONFLICT, structureRules } from './structure-stream';

export interface SaveDepartmentPayload extends DepartmentInput {
  /** Present when editing. */
  id?: string;
  /** A new node's id when the caller fixes it (seed, import); otherwise one is made. */
  newId?: string;
  /** On create: the parent node; absent (or the company's id, the tree's root) for a Division. */
  parent?: string | null;
  status?: boolean;
  /** The node version the form was loaded at; a newer one is a conflict, never a silent overwrite. */
  version?: number;
}

export class SaveDepartmentCommand {
  constructor(readonly context: CommandContext, readonly payload: SaveDepartmentPayload) {}
}

@CommandHandler(SaveDepartmentCommand)
export class SaveDepartmentHandler implements ICommandHandler<SaveDepartmentCommand, { id: string }> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly usage: DepartmentOccupancy,
    private readonly payRules: CatalogueReferences,
  ) {}

  /** What the form names, looked up within the company (refuseDepartmentReferences decides). */
  private async referenceFacts(tx: OrmTx, context: CommandContext, payload: SaveDepartmentPayload): Promise<DepartmentReferenceFacts> {
    const { companyId } = context.principal;
    const supervisorIds = new Set(payload.supervisorIds ?? []);
    return {
      timeZone: payload.timeZoneId ? { id: payload.timeZoneId, known: isTimeZone(payload.timeZoneId) } : null,
      supervisorsExist: !supervisorIds.size || (await tx.manager.countBy(ManagementScopeEntity, { companyId, userId: In([...supervisorIds]) })) === supervisorIds.size,
      approverExists: payload.approverId ? await tx.manager.existsBy(ManagementScopeEntity, { companyId, userId: payload.approverId }) : null,
      holidaysExist: await this.payRules.allExist(tx, companyId, 'holiday', payload.holidayIds ?? []),
      roundingRuleExists: payload.roundingId ? await this.payRules.exists(tx, companyId, 'roundingRule', payload.roundingId) : null,
      scheduleExists: payload.scheduleId ? await this.payRules.exists(tx, companyId, 'scheduleTemplate', payload.scheduleId) : null,
      jobsExist: await this.payRules.allExist(tx, companyId, 'job', payload.jobIds ?? []),
      sitesExist: await this.payRules.allExist(tx, companyId, 'workplace', payload.workPlaceId ?? []),
    };
  }

  async execute({ context, payload }: SaveDepartmentCommand): Promise<{ id: string }> {
    const id = payload.id ?? payload.newId ?? randomUUID();
    await changeStructure(this.streams, context, async (state, tx) => {
      refuseDepartmentReferences(await this.referenceFacts(tx, context, payload));
      const rules = await structureRules(tx, context.principal.companyId, this.usage);
      if (payload.id) {
        const node = state.nodes.get(payload.id);
        if (!node || !(await this.scope.canSee(context.principal, node.id))) throw new StructureRuleError('notFound');
        if (!mayAct(context, node.level, Action.Update)) throw new NotAllowed();
        const row = await tx.manager.findOneBy(DepartmentEntity, { id: node.id });
        if (payload.version !== undefined && row && row.version !== payload.version) throw new StaleForm(STRUCTURE_CONFLICT);
        return decideChangeDepartment(state, rules, { departmentId: node.id, active: payload.status ?? node.active, fields: payload });
      }
      // The tree's root node is the company itself: a parent of the company's id means 'at the top'.
      const parentId = payload.parent && payload.parent !== context.principal.companyId ? payload.parent : null;
      const parent = parentId ? state.nodes.get(parentId) : null;
      if (parent === undefined || (parentId && !(await this.scope.canSee(context.principal, parentId)))) throw new StructureRuleError('notFound');
      const level = childLevel(parent?.level ?? null, rules.switchedOff);
      if (level && !mayAct(context, level, Action.Create)) throw new NotAllowed();
      return decideAddDepartment(state, rules, { departmentId: id, parentId, fields: payload });
    });
    return { id };
  }
}
