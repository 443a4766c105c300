import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EventSource } from '@timekeep/event-store';
import type { Principal } from './principal';

/** What every command carries besides its payload: who, from where, and in which chain of work. */
export interface CommandContext {
  principal: Principal;
  source: EventSource;
  correlationId: string;
  causationId: string | null;
  /** Injected so that domain code and tests never read the wall clock themselves. */
  now: Date;
}

interface RequestLike {
  principal?: Principal;
  /** The product clock's reading for this request (ClockStamp). */
  now?: Date;
  id?: string;
  headers: Record<string, string | string[] | undefined>;
}

export function commandContextFrom(request: RequestLike): CommandContext {
  if (!request.principal) throw new Error('No principal on this request');
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    principal: request.principal,
    // An OAuth client is the API by definition, whatever header it sends.
    source: request.principal.kind !== 'client' && header('x-timekeep-client') === 'console' ? 'console' : 'api',
    correlationId: header('x-correlation-id') ?? String(request.id ?? randomUUID()),
    causationId: null,
    now: request.now ?? new Date(),
  };
}

export const Ctx = createParamDecorator((_: unknown, ctx: ExecutionContext) => commandContextFrom(ctx.switchToHttp().getRequest()));
