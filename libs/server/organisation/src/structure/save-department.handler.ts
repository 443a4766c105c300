import { BadRequestException, ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Action, childLevel, isTimeZone } from '@timekeep/contracts';
import { decideAddDepartment, decideChangeDepartment, DepartmentInput } from '@timekeep/domain-organisation';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { CatalogueReferences, DepartmentOccupancy } from '../ports/structure-ports';
import { companyState } from '../companies/company.queries';
import { regionsOf } from '../companies/holiday-regions';
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

  /** The approver is a person of the company, the region one of its country's, the rounding rule one of its own. */
  private async checkReferences(tx: OrmTx, context: CommandContext, payload: SaveDepartmentPayload): Promise<void> {
    const { companyId } = context.principal;
    if (payload.approverId && !(await tx.manager.existsBy(ManagementScopeEntity, { companyId, userId: payload.approverId }))) {
      throw new BadRequestException({ message: 'The chosen approver does not exist.' });
    }
    if (payload.holidayRegion) {
      const company = await companyState(tx.manager, companyId);
      if (!regionsOf(company.country).some((r) => r.code === payload.holidayRegion)) throw new BadRequestException({ message: `Unknown region '${payload.holidayRegion}' of ${company.country}.` });
    }
    if (payload.roundingId && !(await this.payRules.exists(tx, companyId, 'roundingRule', payload.roundingId))) {
      throw new BadRequestException({ message: 'The chosen rounding rule does not exist.' });
    }
    if (payload.scheduleId && !(await this.payRules.exists(tx, companyId, 'scheduleTemplate', payload.scheduleId))) {
      throw new BadRequestException({ message: 'The chosen schedule does not exist.' });
    }
    if (!(await this.payRules.allExist(tx, companyId, 'job', payload.jobIds ?? []))) throw new BadRequestException({ message: 'A chosen job does not exist.' });
    if (!(await this.payRules.allExist(tx, companyId, 'workplace', payload.workPlaceId ?? []))) throw new BadRequestException({ message: 'A chosen site does not exist.' });
  }

  async execute({ context, payload }: SaveDepartmentCommand): Promise<{ id: string }> {
    const id = payload.id ?? payload.newId ?? randomUUID();
    if (payload.timeZoneId && !isTimeZone(payload.timeZoneId)) throw new BadRequestException({ message: `Unknown time zone '${payload.timeZoneId}'.` });
    await changeStructure(this.streams, context, async (state, tx) => {
      await checkSupervisors(tx, context, payload.supervisorIds ?? []);
      await this.checkReferences(tx, context, payload);
      const rules = await structureRules(tx, context.principal.companyId, this.usage);
      if (payload.id) {
        const node = state.nodes.get(payload.id);
        if (!node || !(await this.scope.canSee(context.principal, node.id))) throw new NotFoundException({ message: 'Warning: The department does not exist.' });
        if (!mayAct(context, node.level, Action.Update)) throw new ForbiddenException();
        const row = await tx.manager.findOneBy(DepartmentEntity, { id: node.id });
        if (payload.version !== undefined && row && row.version !== payload.version) throw new ConflictException({ message: STRUCTURE_CONFLICT });
        return decideChangeDepartment(state, rules, { departmentId: node.id, active: payload.status ?? node.active, fields: payload });
      }
      // The tree's root node is the company itself: a parent of the company's id means 'at the top'.
      const parentId = payload.parent && payload.parent !== context.principal.companyId ? payload.parent : null;
      const parent = parentId ? state.nodes.get(parentId) : null;
      if (parent === undefined || (parentId && !(await this.scope.canSee(context.principal, parentId)))) throw new NotFoundException({ message: 'Warning: The department does not exist.' });
      const level = childLevel(parent?.level ?? null, rules.switchedOff);
      if (level && !mayAct(context, level, Action.Create)) throw new ForbiddenException();
      return decideAddDepartment(state, rules, { departmentId: id, parentId, fields: payload });
    });
    return { id };
  }
}

/** Supervisors named on a node must be people of this company. */
async function checkSupervisors(tx: OrmTx, context: CommandContext, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const found = await tx.manager.countBy(ManagementScopeEntity, { companyId: context.principal.companyId, userId: In(ids) });
  if (found !== new Set(ids).size) throw new BadRequestException({ message: 'A chosen supervisor does not exist.' });
}
