import { Injectable } from '@nestjs/common';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { AddressPolicy } from '@timekeep/domain-webhooks';
import { AppConfig } from '@timekeep/server-platform';

/** The addresses a receiver's host stands for now (ADR 0080): what is checked at save, and again as each delivery connects. */
@Injectable()
export class ReceiverAddresses {
  readonly policy: AddressPolicy;

  constructor(config: AppConfig) {
    this.policy = { allowLoopback: config.webhooks.allowLoopback };
  }

  /** Every address DNS gives the URL's host (an address written in the URL is itself); none when it does not resolve or the URL does not parse. */
  async of(url: string): Promise<string[]> {
    let host: string;
    try {
      host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    } catch {
      return [];
    }
    // No host (a javascript: or data: URL): nothing to resolve; the URL's own check refuses it.
    if (!host) return [];
    if (isIP(host)) return [host];
    try {
      return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      return [];
    }
  }
}
