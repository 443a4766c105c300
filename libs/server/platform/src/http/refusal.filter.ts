import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { Refusal, refusalReply } from '@timekeep/domain-kernel';

/**
 * The one place a domain refusal becomes an HTTP answer: a spec code as 200 {message}, a malformed
 * form 400, out of reach 404, a stale form 409, not allowed 403 (docs/decisions/0010-message-codes.md).
 * Controllers and handlers let refusals pass through untouched.
 */
@Catch(Refusal)
export class RefusalFilter implements ExceptionFilter<Refusal> {
  catch(refusal: Refusal, host: ArgumentsHost): void {
    const { status, body } = refusalReply(refusal);
    host.switchToHttp().getResponse<Response>().status(status).json(body);
  }
}
