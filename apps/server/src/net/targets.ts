import { type LookupAddress, lookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may connect at a club admin's word: webhooks (docs/operations.md, "Where webhooks
 * may go") and a club's own MQTT broker (docs/hardware.md). A club admin chooses the address, so
 * without a check the server would POST (or connect) wherever it can reach: its cloud's metadata
 * service, Redis on the loopback, a router's admin page. Every address a delivery would connect to
 * is judged here: at registration (the URL's host, resolved), and again at each connection, by the
 * `lookup` hook the HTTP request connects through, so the address checked is the address used (a
 * name that resolves elsewhere the second time, DNS rebinding, gains nothing).
 */

/** public: anyone's; private: loopback and local networks (allowed by the operator's switch); forbidden: never. */
export type AddressClass = 'public' | 'private' | 'forbidden';

/**
 * Cloud metadata services that are not link-local (which is forbidden anyway): Alibaba's, AWS's
 * IPv6 one, Azure's host wire server. fd00:ec2::254 is in the unique-local range, which the switch
 * allows, so it is named here.
 */
const METADATA_ADDRESSES = new Set(['100.100.100.200', 'fd00:ec2::254', '168.63.129.16']);

/** ipaddr.js ranges of loopback and local networks: refused unless WEBHOOK_PRIVATE_TARGETS=allow. */
const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat', 'unspecified']);

/** IPv6 ranges that carry an IPv4 address in their last 32 bits: judged by that address. */
const EMBEDDING_IPV4 = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052']);

function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const [high = 0, low = 0] = address.parts.slice(6);
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** The class of one IP address (IPv4 or IPv6, as a resolver or a URL's host gives it). */
export function classifyAddress(text: string): AddressClass {
  if (!ipaddr.isValid(text)) return 'forbidden';
  let address = ipaddr.parse(text);
  if (address.kind() === 'ipv6' && EMBEDDING_IPV4.has(address.range())) {
    address = embeddedIpv4(address as ipaddr.IPv6);
  }
  if (METADATA_ADDRESSES.has(address.toNormalizedString()) || METADATA_ADDRESSES.has(address.toString())) {
    return 'forbidden';
  }
  const range = address.range();
  if (PRIVATE_RANGES.has(range)) return 'private';
  // Only plain unicast is anyone's; link-local, multicast, broadcast, reserved, documentation,
  // 6to4, Teredo and the deprecated IPv4-compatible ::a.b.c.d are never reached.
  if (range !== 'unicast') return 'forbidden';
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) {
    return 'forbidden';
  }
  return 'public';
}

export interface TargetPolicy {
  /** The operator's switch (WEBHOOK_PRIVATE_TARGETS, CLUB_BROKER_PRIVATE_TARGETS): loopback and local networks allowed. */
  allowPrivate: boolean;
}

/** Why an address is refused: 'forbidden' always, 'private' unless the operator allows it. */
export type Refusal = 'forbidden' | 'private';

export function refusalOf(address: string, policy: TargetPolicy): Refusal | null {
  const kind = classifyAddress(address);
  if (kind === 'forbidden') return 'forbidden';
  if (kind === 'private' && !policy.allowPrivate) return 'private';
  return null;
}

/** The worse of the refusals of several addresses (a name resolving to many). */
function worst(refusals: (Refusal | null)[]): Refusal | null {
  if (refusals.includes('forbidden')) return 'forbidden';
  return refusals.includes('private') ? 'private' : null;
}

/** The host of a URL as an IP address when it is one ('[::1]' → '::1', '0x7f000001' → '127.0.0.1'). */
function literalAddress(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) === 0 ? null : host;
}

/** A connection the target policy refused: a webhook delivery's failure is 'Address not allowed'. */
export class TargetRefusedError extends Error {
  readonly code = 'WEBHOOK_TARGET_REFUSED';
  constructor(readonly refusal: Refusal) {
    super(`target refused (${refusal} address)`);
  }
}

const RESOLVE_TIMEOUT_MS = 5000;

function resolveAll(hostname: string): Promise<LookupAddress[] | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), RESOLVE_TIMEOUT_MS);
    lookup(hostname, { all: true }, (error, addresses) => {
      clearTimeout(timer);
      resolve(error ? null : addresses);
    });
  });
}

/**
 * The registration's check of a webhook URL: its host, or every address its name resolves to now.
 * A name that does not resolve (yet) is let through: each delivery checks again when it connects.
 */
export async function checkTargetUrl(text: string, policy: TargetPolicy): Promise<Refusal | null> {
  const url = new URL(text);
  const literal = literalAddress(url);
  if (literal !== null) return refusalOf(literal, policy);
  const addresses = await resolveAll(url.hostname);
  return addresses ? worst(addresses.map((entry) => refusalOf(entry.address, policy))) : null;
}

/** The check of a URL whose host is an IP address, before connecting (no lookup runs for one). */
export function refusalOfLiteralHost(url: URL, policy: TargetPolicy): Refusal | null {
  const literal = literalAddress(url);
  return literal === null ? null : refusalOf(literal, policy);
}

/**
 * A `lookup` for http.request / net.connect: resolves the name once, refuses it when any of its
 * addresses is refused, and hands the checked addresses to the socket, which connects to one of
 * them and to nothing else.
 */
export function guardedLookup(policy: TargetPolicy): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    lookup(hostname, { family, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refusal = worst(addresses.map((entry) => refusalOf(entry.address, policy)));
      if (refusal !== null || addresses.length === 0) {
        return callback(new TargetRefusedError(refusal ?? 'forbidden'), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family);
    });
  };
}
