import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

/** A browser's subscription as PushSubscription.toJSON() gives it. */
export interface DeviceSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** One push the service took: the decrypted payload, and the VAPID claims it was signed with. */
export interface ReceivedPush {
  device: string;
  payload: string;
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  ttl: number;
  urgency: string | null;
}

/** What the service answers a device's next pushes: a status, or no answer at all (a timeout). */
export type Answer = number | 'hang';

export interface PushService {
  origin: string;
  /** A new device subscribed to this service: its subscription, to hand to the server as a browser would. */
  subscribe(): DeviceSubscription;
  /** The pushes each device received, decrypted; refused ones are not here. */
  received(endpoint: string): ReceivedPush[];
  /** Every request that reached the service (refused or not), with the status it was answered. */
  attempts(endpoint: string): number[];
  /** The answers the device's next pushes get, in order (after them, 201 again). */
  answer(endpoint: string, ...answers: Answer[]): void;
  close(): Promise<void>;
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  received: ReceivedPush[];
  attempts: number[];
  answers: Answer[];
}

const b64u = (b: Buffer) => b.toString('base64url');

/** The service's certificate (self-signed, tests only): the server under test trusts it through PUSH_SERVICE_CA_FILE. */
export const PUSH_SERVICE_CA_FILE = join(__dirname, '..', 'fixtures', 'push-service.crt');
const TLS = { cert: readFileSync(PUSH_SERVICE_CA_FILE), key: readFileSync(join(__dirname, '..', 'fixtures', 'push-service.key')) };
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * A push service on loopback (https, its own certificate) speaking the Web Push protocol (RFC 8030) as the browsers' do, with
 * their checks: the VAPID JWT (RFC 8292) must be ES256-signed by the key it names, for this origin,
 * expiring within a day, with a contact; the payload must be aes128gcm (RFC 8188) encrypted to the
 * device's keys (RFC 8291), decrypted here by this file's own reading of those RFCs (not the
 * sender's library). A bad signature answers 403, a bad payload 400, an unknown device 404; a test
 * can have a device answer 410, 5xx or nothing.
 */
export async function startPushService(options: { vapidPublicKey?: string; /** A port fixed before the app booted (the app must list the service's origin). */ port?: number } = {}): Promise<PushService> {
  const devices = new Map<string, Device>();
  let origin = '';

  const refuse = (res: ServerResponse, device: Device | undefined, status: number, why: string) => {
    device?.attempts.push(status);
    res.writeHead(status, { 'content-type': 'text/plain' }).end(why);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });
    const id = /^\/push\/([0-9a-f-]{36})$/.exec(req.url ?? '')?.[1];
    const device = id ? devices.get(id) : undefined;
    if (req.method !== 'POST' || !device || !id) return refuse(res, undefined, 404, 'no such subscription');
    const next = device.answers.shift();
    if (next === 'hang') {
      device.attempts.push(0);
      return; // no answer: the sender's timeout must give up
    }
    const vapid = checkVapid(req.headers.authorization ?? '', origin, options.vapidPublicKey);
    if (typeof vapid === 'string') return refuse(res, device, 403, vapid);
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(res, device, 400, 'TTL header required');
    if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(res, device, 400, 'payload must be aes128gcm');
    let payload: string;
    try {
      payload = decrypt(body, device.ecdh, device.auth).toString('utf8');
    } catch (error) {
      return refuse(res, device, 400, `payload does not decrypt: ${(error as Error).message}`);
    }
    if (typeof next === 'number' && next !== 201) return refuse(res, device, next, 'as the test asked');
    device.attempts.push(201);
    device.received.push({ device: id, payload, claims: vapid.claims, vapidKey: vapid.key, ttl, urgency: (req.headers.urgency as string | undefined) ?? null });
    res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
  };

  const server: Server = createServer(TLS, (req, res) => void handle(req, res).catch((e) => refuse(res, undefined, 500, String(e))));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const deviceOf = (endpoint: string) => {
    const device = devices.get(endpoint.split('/').pop() ?? '');
    if (!device) throw new Error(`no device at ${endpoint}`);
    return device;
  };

  return {
    origin,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, received: [], attempts: [], answers: [] });
      return { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    received: (endpoint) => deviceOf(endpoint).received,
    attempts: (endpoint) => deviceOf(endpoint).attempts,
    answer: (endpoint, ...answers) => deviceOf(endpoint).answers.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A device told to hang holds its request open: closed too.
        server.closeAllConnections();
      }),
  };
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT ES256 over the key, for this origin, short-lived, with a contact. */
function checkVapid(header: string, origin: string, expectedKey: string | undefined): { claims: ReceivedPush['claims']; key: string } | string {
  const parts = /^vapid\s+(.+)$/i.exec(header)?.[1];
  if (!parts) return 'Authorization must be vapid';
  const fields = Object.fromEntries(parts.split(',').map((p) => p.trim().split('=') as [string, string]));
  const [t, k] = [fields.t, fields.k];
  if (!t || !k) return 'vapid needs t and k';
  if (expectedKey && k !== expectedKey) return 'not the key the subscription was made with';
  const [head, claims, signature] = t.split('.');
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 point';
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) }, format: 'jwk' });
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') return 'the JWT must be ES256';
  if (!verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) return 'the JWT signature does not verify';
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (c.aud !== origin) return `aud must be ${origin}`;
  if (!(c.exp > now && c.exp <= now + 24 * 3600)) return 'exp must be within 24 hours';
  if (!/^(mailto:|https:)/.test(c.sub ?? '')) return 'sub must be a mailto: or https: contact';
  return { claims: c, key: k };
}

/** RFC 8291 with RFC 8188's aes128gcm: one record, keyed from the device's key pair and auth secret. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey, Buffer.from([1])]);
  const ikm = hmac(hmac(auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
