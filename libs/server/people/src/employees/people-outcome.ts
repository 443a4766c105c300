import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import type { MessageReply } from '@timekeep/contracts';
import { AccountRuleError } from '@timekeep/domain-identity';
import { PeopleError } from '@timekeep/domain-people';

/**
 * Spec refusals answer 200 with their code (docs/decisions/0010-message-codes.md); a malformed form
 * is a 400 with its text, a record out of reach a 404, a stale form a 409.
 */
export async function peopleOutcome<T extends MessageReply>(work: () => Promise<T>): Promise<T | MessageReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PeopleError) {
      if (error.code === 'invalid') throw new BadRequestException({ message: error.message });
      if (error.code === 'notFound') throw new NotFoundException({ message: error.message });
      return { ...error.details, message: error.code };
    }
    if (error instanceof AccountRuleError) {
      if (error.code === 'exist') return { message: 'userEmailExit' };
      if (error.code === 'conflict') throw new ConflictException({ message: error.message });
      throw new BadRequestException({ message: error.message });
    }
    throw error;
  }
}
