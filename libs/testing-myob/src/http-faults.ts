import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What a third-party server does wrong, switched on by a test: never answer (the caller's timeout
 * fires), 401, 429 with Retry-After, 500, or a 200 whose JSON is cut off.
 */
export type HttpFault = 'timeout' | 'unauthorized' | 'rateLimited' | 'serverError' | 'malformed';

interface Planned {
  fault: HttpFault;
  path: RegExp | null;
  left: number;
}

/** The faults a fake answers before its own handling, each for the next `times` requests whose path matches. */
export class HttpFaults {
  /** Requests that met a fault, by path: lets a test see that a retry asked again. */
  readonly met: string[] = [];
  private planned: Planned[] = [];
  private readonly held = new Set<ServerResponse>();

  /** From the next request on, `times` requests (all when not given) whose path matches `path` meet `fault`. */
  set(fault: HttpFault, options: { path?: RegExp; times?: number } = {}): void {
    this.planned.push({ fault, path: options.path ?? null, left: options.times ?? Number.POSITIVE_INFINITY });
  }

  /** No more faults, none met; requests held for a timeout are let go. */
  clear(): void {
    this.planned = [];
    this.met.length = 0;
    for (const response of this.held) response.destroy();
    this.held.clear();
  }

  /** Answers the request with its fault; true when it did (the fake then does nothing more). */
  apply(request: IncomingMessage, response: ServerResponse): boolean {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const planned = this.planned.find((p) => p.left > 0 && (!p.path || p.path.test(path)));
    if (!planned) return false;
    planned.left--;
    this.met.push(path);
    switch (planned.fault) {
      case 'timeout':
        // Read and keep the request unanswered: the caller's own timeout ends it.
        request.resume();
        this.held.add(response);
        response.on('close', () => this.held.delete(response));
        return true;
      case 'unauthorized':
        return answer(response, 401, { message: 'You are not logged in.' });
      case 'rateLimited':
        response.setHeader('Retry-After', '1');
        return answer(response, 429, { message: 'API request limit exceeded. Try again later.' });
      case 'serverError':
        return answer(response, 500, { message: 'An error has occurred.', exceptionMessage: 'Object reference not set to an instance of an object.' });
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"value": [{"id": ');
        return true;
    }
  }
}

function answer(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
  return true;
}
