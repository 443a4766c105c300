import { BadRequestException, CallHandler, ConflictException, ExecutionContext, Injectable, NestInterceptor, StreamableFile, UnprocessableEntityException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import { DataSource } from 'typeorm';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_HOURS, IDEMPOTENCY_TEXTS, IDEMPOTENT_REPLAYED_HEADER, MAX_IDEMPOTENCY_KEY_LENGTH } from '@timekeep/contracts';
import type { Principal } from '../tenancy/principal';
import { SECRET_REPLY } from './secret-reply.decorator';

/** Visible ASCII, as the IETF draft's examples and every client library's keys (UUIDs, ULIDs) are. */
const KEY = new RegExp(`^[\\x21-\\x7e]{1,${MAX_IDEMPOTENCY_KEY_LENGTH}}$`);

/**
 * `Idempotency-Key` on every POST (issue 34 §2, ADR 0081): the first request with a key runs and,
 * when it succeeds, its status and reply are kept a day under (company, caller, key); the same key
 * with the same method, path and body answers that reply again, marked `Idempotent-Replayed`, and
 * runs nothing; with another request it is refused (422); while the first is still running, 409. A
 * request that fails (a refusal, an error) keeps nothing: it changed nothing, so the retry runs.
 * Without the header a POST runs as always. Callers are the signed-in principal (a user or an OAuth
 * client): one caller's keys never answer another's.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly db: DataSource,
    private readonly reflector: Reflector,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (request.method !== 'POST' || key === undefined || !request.principal) return next.handle();
    if (typeof key !== 'string' || !KEY.test(key)) throw new BadRequestException({ message: IDEMPOTENCY_TEXTS.malformed });
    if (this.reflector.getAllAndOverride<boolean | undefined>(SECRET_REPLY, [context.getHandler(), context.getClass()])) throw new BadRequestException({ message: IDEMPOTENCY_TEXTS.secretReply });
    // A file's bytes are read by the route's own interceptor, after this one: the body seen here would not be the request's.
    if (request.is('multipart/form-data')) throw new BadRequestException({ message: IDEMPOTENCY_TEXTS.jsonOnly });
    const { companyId } = request.principal;
    const caller = `${request.principal.kind}:${request.principal.id}`;
    // The whole target, query included: a query can name what the request changes.
    const hash = createHash('sha256').update(`${request.method} ${request.originalUrl}\n${JSON.stringify(request.body ?? null)}`).digest('base64');
    const [taken] = await this.db.query(
      `INSERT INTO idempotency_key (company_id, caller, key, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id, caller, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, reply_status = NULL, reply = NULL, created_at = now()
         WHERE idempotency_key.created_at < now() - make_interval(hours => $5)
       RETURNING 1 AS taken`,
      [companyId, caller, key, hash, IDEMPOTENCY_KEY_HOURS],
    );
    if (!taken) return this.answerAgain(context, companyId, caller, key, hash);
    // Nest has set the route's status (its @HttpCode, or 201) before the interceptors run.
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      // Failed: nothing changed, the key is let go. (Only the route's failure: once it succeeded, a
      // failure to keep its reply leaves the key held, so a retry is refused rather than run twice.)
      catchError((error: unknown) => from(this.release(companyId, caller, key)).pipe(mergeMap(() => throwError(() => error)))),
      // A route that answers a file (its own @Res, or a stream) has no reply to keep: its key is let go.
      mergeMap((reply) => from(isFile(reply) ? this.release(companyId, caller, key) : this.keep(companyId, caller, key, response.statusCode, reply)).pipe(mergeMap(() => of(reply)))),
    );
  }

  private async answerAgain(context: ExecutionContext, companyId: string, caller: string, key: string, hash: string): Promise<Observable<unknown>> {
    const [first] = await this.db.query(`SELECT request_hash, reply_status, reply FROM idempotency_key WHERE company_id = $1 AND caller = $2 AND key = $3`, [companyId, caller, key]);
    // Another request under the key is refused as such, whether the first is still running or not.
    if (first && first.request_hash !== hash) throw new UnprocessableEntityException({ message: IDEMPOTENCY_TEXTS.otherRequest });
    // Released between the insert and this read (the first failed), or still running: the caller sends it again.
    if (!first || first.reply_status === null) throw new ConflictException({ message: IDEMPOTENCY_TEXTS.inFlight });
    const response = context.switchToHttp().getResponse<Response>();
    response.status(first.reply_status);
    response.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return of(first.reply);
  }

  private async keep(companyId: string, caller: string, key: string, status: number, reply: unknown): Promise<void> {
    await this.db.query(`UPDATE idempotency_key SET reply_status = $4, reply = $5::jsonb WHERE company_id = $1 AND caller = $2 AND key = $3`, [companyId, caller, key, status, JSON.stringify(reply ?? null)]);
    // Keys past their day go as new ones are kept: the table holds a day of keys.
    await this.db.query(`DELETE FROM idempotency_key WHERE created_at < now() - make_interval(hours => $1)`, [IDEMPOTENCY_KEY_HOURS]);
  }

  private async release(companyId: string, caller: string, key: string): Promise<void> {
    await this.db.query(`DELETE FROM idempotency_key WHERE company_id = $1 AND caller = $2 AND key = $3 AND reply_status IS NULL`, [companyId, caller, key]);
  }
}

const isFile = (reply: unknown) => reply === undefined || reply instanceof StreamableFile || reply instanceof Readable || Buffer.isBuffer(reply);
