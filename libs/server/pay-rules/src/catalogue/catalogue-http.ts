import type { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import type { MessageReply, PayRuleKind } from '@timekeep/contracts';
import { CommandContext, formBoolean, formList, parseBody, parseListQuery, parsePayload } from '@timekeep/server-platform';
import { DeletePayRulesCommand } from './delete-pay-rules.handler';
import { PAY_RULE_SORTS, PayRuleFilters, PayRuleSort } from './pay-rules.queries';

const filtersSchema = z.object({ status: formBoolean.optional(), year: z.coerce.number().int().min(2000).max(2100).optional() });
const idsSchema = z.object({ ids: formList(z.string().uuid()).refine((ids) => ids.length > 0, 'Choose a record to delete.') });

/** A catalogue list's query: paging, search and sort, plus `status` (active) and `year` filters. */
export function parseCatalogueQuery(query: Record<string, unknown>): { list: ReturnType<typeof parseListQuery<PayRuleSort>>; filters: PayRuleFilters } {
  const { status, year, ...rest } = query;
  const filters = parsePayload(filtersSchema, { status, year });
  return { list: parseListQuery(rest, PAY_RULE_SORTS), filters: { active: filters.status, year: filters.year } };
}

/** POST .../delete {ids}: all or none; records in use answer the kind's own reply built from their names (inUseAnswer). */
export async function deleteRecords(commands: CommandBus, context: CommandContext, kind: PayRuleKind, body: unknown): Promise<MessageReply> {
  const { ids } = parseBody(idsSchema, body);
  await commands.execute(new DeletePayRulesCommand(context, kind, ids));
  return { message: 'success' };
}
