import type { CommandBus } from '@nestjs/cqrs';
import { type MessageReply, payRuleDeleteRequestSchema, payRuleListFilterSchema, type PayRuleKind } from '@timekeep/contracts';
import { CommandContext, parseBody, parseListQuery, parsePayload } from '@timekeep/server-platform';
import { DeletePayRulesCommand } from './delete-pay-rules.handler';
import { PAY_RULE_SORTS, PayRuleFilters, PayRuleSort } from './pay-rules.queries';

/** A catalogue list's query: paging, search and sort, plus `status` (active) and `year` filters. */
export function parseCatalogueQuery(query: Record<string, unknown>): { list: ReturnType<typeof parseListQuery<PayRuleSort>>; filters: PayRuleFilters } {
  const { status, year, ...rest } = query;
  const filters = parsePayload(payRuleListFilterSchema, { status, year });
  return { list: parseListQuery(rest, PAY_RULE_SORTS), filters: { active: filters.status, year: filters.year } };
}

/** POST .../delete {ids}: all or none; records in use answer the kind's own reply built from their names (inUseAnswer). */
export async function deleteRecords(commands: CommandBus, context: CommandContext, kind: PayRuleKind, body: unknown): Promise<MessageReply> {
  const { ids } = parseBody(payRuleDeleteRequestSchema, body);
  await commands.execute(new DeletePayRulesCommand(context, kind, ids));
  return { message: 'success' };
}
