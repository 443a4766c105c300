import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { MessageReply } from '@timekeep/contracts';
import { CompanyRuleError } from '@timekeep/domain-organisation';

/**
 * Business refusals answer 200 with the §8 code in `message` (docs/decisions/0010-message-codes.md);
 * a malformed form is a 400 with its sentence, a missing company a 404.
 */
export async function companyRuleOutcome<T extends MessageReply>(work: () => Promise<T>): Promise<T | MessageReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CompanyRuleError)) throw error;
    if (error.code === 'exist') return { message: error.code };
    // Not a spec code: the console shows any other message as is.
    if (error.code === 'licenses') return { message: error.message };
    if (error.code === 'notFound') throw new NotFoundException({ message: error.message });
    throw new BadRequestException({ message: error.message });
  }
}
