import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { Injectable } from '@nestjs/common';
import type { PushPayload } from '@timekeep/contracts';
import { AppConfig } from '@timekeep/server-platform';
import { sendNotification, WebPushError } from 'web-push';
import { isPushService } from './push-services';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What a push service answered (RFC 8030): taken; gone for good (404, 410: the browser dropped the
 * subscription); worth another try later (a timeout, a network error, 429, 5xx); or refused for a
 * reason another try will not change (400, 401, 403, 413).
 */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone'; error: string } | { kind: 'retry'; error: string } | { kind: 'refused'; error: string };

/** How long a push service keeps a message for a device that is offline: a day, then it is stale news. */
const TTL_SECONDS = 24 * 3600;

/** Web push through the `web-push` library (VAPID, RFC 8292; payload encrypted to the device, RFC 8291). */
@Injectable()
export class PushSender {
  /** Trusts the operator's CA (PUSH_SERVICE_CA_FILE) besides the system's, when there is one. */
  private readonly agent: Agent | undefined;

  constructor(private readonly config: AppConfig) {
    const caFile = config.push.serviceCaFile;
    this.agent = caFile ? new Agent({ ca: [...rootCertificates, readFileSync(caFile, 'utf8')] }) : undefined;
  }

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const vapid = this.config.push.vapid;
    if (!vapid) return { kind: 'refused', error: 'push is not set up on this server' };
    // Checked when the device subscribed, and again here: the operator's list may have changed since.
    if (!isPushService(target.endpoint, this.config.push.serviceOrigins)) return { kind: 'gone', error: 'not a push service this server sends to' };
    try {
      await sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: vapid.subject ?? '', publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
        timeout: this.config.push.timeoutMs,
        urgency: 'normal',
        ...(this.agent ? { agent: this.agent } : {}),
      });
      return { kind: 'sent' };
    } catch (error) {
      if (error instanceof WebPushError) {
        const status = error.statusCode;
        const said = `the push service answered ${status}`;
        if (status === 404 || status === 410) return { kind: 'gone', error: said };
        if (status === 429 || status >= 500) return { kind: 'retry', error: said };
        return { kind: 'refused', error: said };
      }
      return { kind: 'retry', error: (error as Error).message || 'the push service did not answer' };
    }
  }
}
