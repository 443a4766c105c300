import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { MessageReply } from '@timekeep/contracts';
import { PayRuleError } from '@timekeep/domain-pay-rules';

/**
 * Business refusals answer 200 with the spec's code (docs/decisions/0010-message-codes.md): 'exist',
 * or for records in use the kind's own reply built from the names. A malformed form is a 400.
 */
export async function payRuleOutcome<T extends MessageReply>(work: () => Promise<T>, inUse?: (names: string[]) => MessageReply & Record<string, unknown>): Promise<T | MessageReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PayRuleError)) throw error;
    if (error.code === 'exist' || error.code === 'timeclash' || error.code === 'nextDay') return { message: error.code };
    if (error.code === 'inUse' && inUse) return inUse(error.names);
    if (error.code === 'payOnFinishDayConflicts') return { message: error.code, employee: error.names[0] } as MessageReply;
    if (error.code === 'notFound') throw new NotFoundException({ message: error.message });
    throw new BadRequestException({ message: error.message });
  }
}
