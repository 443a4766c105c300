import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { type AddressPolicy, addressProblem, webhookUrlProblem } from '@timekeep/domain-webhooks';

/** What one try came to: the receiver's code (null: no answer), how long it took, why it failed, the first 2 kB of its answer. */
export interface PostOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  response: string | null;
}

/** The most of a receiver's answer kept in the delivery log. */
export const RESPONSE_KEPT_BYTES = 2048;

/**
 * One signed POST to a receiver (ADR 0080). The URL is checked again, and the address the socket
 * connects to is checked as DNS answers at that moment (a host pointed at a private address after
 * it was saved is refused here, and a name that answers a public address to the check and a
 * private one to the connection cannot slip between them: the check is the connection's own
 * lookup). No redirect is followed (a 3xx is an answer like any other that is not 2xx), and the
 * whole try, connection to last byte, has `timeoutMs`.
 */
export function postWebhook(url: string, headers: Record<string, string>, body: string, options: { timeoutMs: number; policy: AddressPolicy }): Promise<PostOutcome> {
  const started = Date.now();
  const done = (statusCode: number | null, error: string | null, response: string | null): PostOutcome => ({ statusCode, durationMs: Date.now() - started, error, response });
  const urlProblem = webhookUrlProblem(url, options.policy);
  if (urlProblem) return Promise.resolve(done(null, urlProblem, null));
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // An address written in the URL is never looked up: it is checked as it stands.
  if (isIP(host)) {
    const problem = addressProblem(host, host, options.policy);
    if (problem) return Promise.resolve(done(null, problem, null));
  }
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const problem = addresses.map((a) => addressProblem(hostname, a.address, options.policy)).find(Boolean);
      if (problem) return callback(Object.assign(new Error(problem), { code: 'EADDRREFUSED' }), '', 0);
      if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = send(target, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Timekeep-Webhooks/1' }, lookup, agent: false }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept < RESPONSE_KEPT_BYTES) {
          chunks.push(chunk.subarray(0, RESPONSE_KEPT_BYTES - kept));
          kept += Math.min(chunk.length, RESPONSE_KEPT_BYTES - kept);
        }
        // Enough is read: the rest of a long answer is not waited for.
        if (kept >= RESPONSE_KEPT_BYTES) res.destroy();
      });
      const answered = () => finish(done(res.statusCode ?? null, null, Buffer.concat(chunks).toString('utf8')));
      res.on('end', answered);
      res.on('close', answered);
      res.on('error', answered);
    });
    const timer = setTimeout(() => req.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s.`)), options.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => finish(done(null, error.message || error.code || 'The connection failed.', null)));
    req.end(body);
  });
}
