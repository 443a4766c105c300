import { Injectable } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Action, PayRuleKind } from '@timekeep/contracts';
import { decideSavePayRule, PayRuleBody, PayRuleError } from '@timekeep/domain-pay-rules';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { PayGroupGuard } from '../pay-groups/pay-group-guard';
import { CatalogueGuards } from './catalogue-guards';
import { PayRuleEntity } from './pay-rule.entity';
import { mayChangePayRules, nameTaken, PAY_RULE_CONFLICT, payRuleFold, payRuleStreamId, settleRace } from './pay-rule-stream';
import { StaleForm } from '@timekeep/domain-kernel';

export class SavePayRuleCommand {
  constructor(
    readonly context: CommandContext,
    readonly kind: PayRuleKind,
    /**
     * The checked record; `id` present when editing, `version` the one the form was loaded at,
     * `newId` a new record's id when the caller fixes it (seed, import), `employeeIds` a
     * workplace's or template's employees (kept on the employees, written in the same transaction).
     */
    readonly record: { id?: string; newId?: string; body: PayRuleBody<unknown>; version?: number; employeeIds?: string[] },
  ) {}
}

/**
 * A catalogue save inside the caller's transaction: for a command that writes several records as
 * one (a condition template's pay types and its set). A race it loses surfaces at commit, settled by
 * the caller with settleRace.
 */
@Injectable()
export class PayRuleWriter {
  constructor(
    private readonly streams: Streams,
    private readonly guards: CatalogueGuards,
    private readonly payGroupGuard: PayGroupGuard,
  ) {}

  async saveWithin(tx: OrmTx, { context, kind, record }: SavePayRuleCommand): Promise<{ id: string }> {
    mayChangePayRules(context, record.id ? Action.Update : Action.Create, kind);
    const id = record.id ?? record.newId ?? randomUUID();
    const { companyId } = context.principal;
    const { state, version } = await this.streams.load(tx, context, payRuleStreamId(id), payRuleFold);
    // Another company's record, or one of another kind, reads as missing.
    if (record.id && (!state.body || (await tx.manager.countBy(PayRuleEntity, { id, companyId, kind })) === 0)) {
      throw new PayRuleError('notFound', 'This record does not exist.');
    }
    if (record.version !== undefined && record.version !== version) throw new StaleForm(PAY_RULE_CONFLICT);
    await this.guards.check(kind, tx, companyId, id, record.body, !record.employeeIds);
    if (kind === PayRuleKind.PayGroup && record.id) await this.payGroupGuard.check(tx, context, id, record.body);
    const events = decideSavePayRule(kind, state, id, record.body, await nameTaken(tx, companyId, kind, id, record.body));
    if (events.length) await this.streams.append(tx, context, { id: payRuleStreamId(id), type: kind, expected: version === 0 ? 'no_stream' : version }, events);
    if (record.employeeIds) await this.guards.assignEmployees(kind, tx, context, id, record.employeeIds);
    return { id };
  }
}

@CommandHandler(SavePayRuleCommand)
export class SavePayRuleHandler implements ICommandHandler<SavePayRuleCommand, { id: string }> {
  constructor(
    private readonly streams: Streams,
    private readonly writer: PayRuleWriter,
  ) {}

  async execute(command: SavePayRuleCommand): Promise<{ id: string }> {
    try {
      return await this.streams.transaction((tx) => this.writer.saveWithin(tx, command));
    } catch (error) {
      settleRace(error, command.kind);
    }
  }
}
