import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver took: its path, headers, the body as sent, and whether it verified with each secret the receiver knows. */
export interface Received {
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, unknown> };
  /** Secrets (by the name given to `trust`) whose check passed, as the Standard Webhooks library verifies. */
  verifiedBy: string[];
  at: number;
}

/** How the receiver answers a request: a status (and body), or a fault: never answer, reset the connection. */
export type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'hang' | 'reset';

/**
 * A webhook receiver on loopback (issue 34): takes POSTs on any path, verifies each with the
 * `standardwebhooks` package against the secrets it is told, and answers as the test says, faults
 * included (a status, a redirect, silence until the sender gives up, a reset connection).
 */
export interface WebhookReceiver {
  url(path?: string): string;
  received(path?: string): Received[];
  /** The answer for requests to `path` from now on (by default 200). */
  answer(path: string, answer: Answer | ((r: Received) => Answer)): void;
  trust(name: string, secret: string): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const answers = new Map<string, Answer | ((r: Received) => Answer)>();
  const secrets = new Map<string, string>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0];
      const header = (name: string) => String(req.headers[name] ?? '');
      const headers = { 'webhook-id': header('webhook-id'), 'webhook-timestamp': header('webhook-timestamp'), 'webhook-signature': header('webhook-signature') };
      const verifiedBy = [...secrets].filter(([, secret]) => {
        try {
          new Webhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      let json: Received['json'];
      try {
        json = JSON.parse(body);
      } catch {
        json = { type: '', timestamp: '', data: {} };
      }
      const r: Received = { path, id: headers['webhook-id'], timestamp: headers['webhook-timestamp'], signature: headers['webhook-signature'], body, json, verifiedBy: verifiedBy.map(([name]) => name), at: Date.now() };
      received.push(r);
      const rule = answers.get(path) ?? { status: 200 };
      const answer = typeof rule === 'function' ? rule(r) : rule;
      if (answer === 'hang') return;
      if (answer === 'reset') return req.socket.destroy();
      res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
      res.end(answer.body ?? (answer.status < 300 ? 'ok' : `status ${answer.status}`));
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    received: (path) => received.filter((r) => !path || r.path === path),
    answer: (path, answer) => void answers.set(path, answer),
    trust: (name, secret) => void secrets.set(name, secret),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
