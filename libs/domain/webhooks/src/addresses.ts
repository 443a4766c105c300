import ipaddr from 'ipaddr.js';
import { MAX_WEBHOOK_URL_LENGTH, WEBHOOK_TEXTS } from '@timekeep/contracts';

/** Whether a receiver on this machine may be called over http (the tests, `npm start`), never in production. */
export interface AddressPolicy {
  allowLoopback: boolean;
}

const isLoopbackHost = (host: string) => host === 'localhost' || (ipaddr.isValid(host.replace(/^\[|\]$/g, '')) && rangeOf(host.replace(/^\[|\]$/g, '')) === 'loopback');

/** An address's range, an IPv4 address written as IPv6 (::ffff:10.0.0.1) read as the IPv4 it is. */
function rangeOf(ip: string): string {
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return (parsed as ipaddr.IPv6).toIPv4Address().range();
  // IPv4-compatible (::a.b.c.d, deprecated by RFC 4291): where it is routed it reaches the IPv4 address, so it is never public.
  const range = parsed.range();
  if (range === 'unicast' && parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((p) => p === 0)) return 'ipv4Compatible';
  return range;
}

/**
 * Why a subscription's URL is refused, or null (ADR 0080): an absolute https URL without a user
 * name or password; http only to this machine where the policy allows it. The host's addresses are
 * checked apart (`addressProblem`), at save and again at each delivery, since a name can be pointed
 * elsewhere after it is saved.
 */
export function webhookUrlProblem(raw: string, policy: AddressPolicy): string | null {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return WEBHOOK_TEXTS.tooLong;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_TEXTS.url;
  }
  if (url.username || url.password) return WEBHOOK_TEXTS.credentials;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && policy.allowLoopback && isLoopbackHost(url.hostname)) return null;
  return url.protocol === 'http:' || url.protocol === 'https:' ? WEBHOOK_TEXTS.https : WEBHOOK_TEXTS.url;
}

/**
 * Why a resolved address may not be called, or null: only a public unicast address is, so a URL
 * cannot reach the product's own network (private, loopback, link-local such as the cloud metadata
 * address 169.254.169.254, unique-local, carrier NAT, multicast, reserved). Loopback is allowed
 * where the policy says (a receiver on this machine in the tests).
 */
export function addressProblem(host: string, ip: string, policy: AddressPolicy): string | null {
  if (!ipaddr.isValid(ip)) return WEBHOOK_TEXTS.privateAddress(host);
  const range = rangeOf(ip);
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy.allowLoopback) return null;
  return WEBHOOK_TEXTS.privateAddress(host);
}
