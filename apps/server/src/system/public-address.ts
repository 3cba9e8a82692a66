import os from 'node:os';
import type { Config } from '../config.ts';

/**
 * The address people open Bandeja on (docs/operations.md, "The public address"): links in mails
 * and the share page's og:url come from here, never from a request's Host header, which anyone can
 * forge (a mail from the club linking to another site). PUBLIC_URL when set; otherwise the
 * machine's first network address on the port the server listens on, computed at each start, so
 * that a phone on the club's network can open it; `localhost` only when the machine has none.
 */
export function publicOrigin(
  config: Pick<Config, 'publicUrl'>,
  port: number,
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string {
  if (config.publicUrl) return config.publicUrl;
  const [address] = networkAddresses(interfaces);
  return `http://${address ? hostOf(address) : 'localhost'}:${port}`;
}

/**
 * The machine's addresses other devices may reach it on: not loopback, not link-local (fe80::,
 * 169.254.x.x), IPv4 first. The start banner prints them; the web app's QR codes use the first.
 */
export function networkAddresses(
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string[] {
  const found = Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal)
    .filter((entry) =>
      entry.family === 'IPv4' ? !entry.address.startsWith('169.254.') : !/^fe80:/i.test(entry.address),
    );
  return [
    ...found.filter((entry) => entry.family === 'IPv4'),
    ...found.filter((entry) => entry.family === 'IPv6'),
  ].map((entry) => entry.address);
}

/** An address as the host part of a URL (IPv6 in brackets). */
export function hostOf(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}
