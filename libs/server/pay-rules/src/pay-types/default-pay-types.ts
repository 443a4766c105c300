import { randomUUID } from 'node:crypto';
import { PayRuleKind } from '@timekeep/contracts';
import { decideSavePayRule, defaultPayTypeBodies, initialPayRuleState } from '@timekeep/domain-pay-rules';
import type { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { PayRuleEntity } from '../catalogue/pay-rule.entity';
import { payRuleStreamId } from '../catalogue/pay-rule-stream';

/** Inside the caller's transaction: the system default pay types the company lacks (by system code). */
export async function appendDefaultPayTypes(streams: Streams, tx: OrmTx, context: CommandContext, companyId: string): Promise<number> {
  const existing = new Set((await tx.manager.find(PayRuleEntity, { where: { companyId, kind: PayRuleKind.PayType }, select: { systemCode: true } })).map((r) => r.systemCode));
  const missing = defaultPayTypeBodies().filter((body) => !existing.has(body.systemCode));
  for (const body of missing) {
    const id = randomUUID();
    await streams.append(tx, context, { id: payRuleStreamId(id), type: PayRuleKind.PayType, expected: 'no_stream', companyId }, decideSavePayRule(PayRuleKind.PayType, initialPayRuleState, id, body, false));
  }
  return missing.length;
}
