import { clockDeviceReplySchema, clockPunchReplySchema, type ClockPunchReply, signedPunchText } from '@timekeep/contracts';
import { type DBSchema, openDB } from 'idb';
import { ApiError, request } from '../../api/http';

/**
 * The clock's punches kept on the device while it has no network (ADR 0071), in IndexedDB, until
 * they are sent. Each carries its own id (sent twice, the server records it once), the device's
 * time when it was taken, and the device's signature over what was taken: the device's private key
 * was made here and cannot be read out (WebCrypto, not extractable), so a time or place changed in
 * this storage afterwards is refused by the server.
 */
export interface KeptPunch {
  id: string;
  /** Punched as the signed-in employee (my-punch), else by clock ID and PIN. */
  asMe: boolean;
  /** The form's fields as they will be sent (the PIN among them, until the punch is sent). */
  fields: Record<string, string>;
  direction: 'In' | 'Out';
  recordedAt: string;
}

interface ClockDb extends DBSchema {
  device: { key: 'device'; value: { id: string; privateKey: CryptoKey } };
  kept: { key: string; value: KeptPunch };
}

const db = () =>
  openDB<ClockDb>('timekeep-clock', 1, {
    upgrade(database) {
      database.createObjectStore('device');
      database.createObjectStore('kept', { keyPath: 'id' });
    },
  });

const base64Url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * This device's key pair, made and registered once while online. Without it (a first visit with no
 * network) the device cannot keep a punch, and says so.
 */
export async function ensureClockDevice(): Promise<boolean> {
  if (!('indexedDB' in window) || !crypto.subtle) return false;
  const store = await db();
  if (await store.get('device', 'device')) return true;
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const publicKey = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const { deviceId } = await request(clockDeviceReplySchema, '/api/clock/devices', { method: 'POST', body: { publicKey }, anonymous: true });
  await store.put('device', { id: deviceId, privateKey: keys.privateKey }, 'device');
  return true;
}

export class NoClockDevice extends Error {
  constructor() {
    super('This device cannot keep punches offline yet: open the clock once with the network on.');
  }
}

/** Keeps a punch the network could not take: signed, with its own id and the device's time. */
export async function keepPunch(asMe: boolean, form: Record<string, string>, direction: 'In' | 'Out'): Promise<KeptPunch> {
  const store = await db();
  const device = await store.get('device', 'device');
  if (!device) throw new NoClockDevice();
  const fields: Record<string, string> = { ...form, offlineId: crypto.randomUUID(), deviceId: device.id, recordedAt: new Date().toISOString() };
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, device.privateKey, new TextEncoder().encode(signedPunchText(fields)));
  const kept: KeptPunch = { id: fields.offlineId, asMe, fields: { ...fields, signature: base64Url(signature) }, direction, recordedAt: fields.recordedAt };
  await store.put('kept', kept);
  return kept;
}

export async function keptPunches(): Promise<KeptPunch[]> {
  return (await (await db()).getAll('kept')).sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
}

/** What became of a kept punch once sent: recorded (the server's reply), or refused with why. */
export type SentPunch = { kept: KeptPunch; reply: ClockPunchReply } | { kept: KeptPunch; refused: string };

/**
 * Sends what the device kept, oldest first, until the network fails again: a punch the server took
 * or refused leaves the device (a refusal is shown, never retried); one the network did not carry
 * stays for the next try.
 */
export async function sendKept(): Promise<SentPunch[]> {
  const outcomes: SentPunch[] = [];
  for (const kept of await keptPunches()) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...kept.fields, sentAt: new Date().toISOString() })) body.append(name, value);
    try {
      const reply = await request(clockPunchReplySchema, kept.asMe ? '/api/clock/my-punch' : '/api/clock/punch', { method: 'POST', body, anonymous: !kept.asMe });
      outcomes.push({ kept, reply });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429) break;
      outcomes.push({ kept, refused: error.message || 'The punch was not recorded.' });
    }
    await (await db()).delete('kept', kept.id);
  }
  return outcomes;
}

/** Whether a failed call never reached the server (no network), as opposed to an answer. */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false && !(error instanceof ApiError));
