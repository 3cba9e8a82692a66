import proxyAddr from '@fastify/proxy-addr';

/**
 * Whether a peer address is one of the proxies TRUST_PROXY names (docs/operations.md): the same
 * rule Fastify applies to X-Forwarded-For, for the places that see the raw connection (the socket
 * handshake's X-Forwarded-Host, the connection cap per address). Unset or false: none.
 */
export function proxyTrust(setting: boolean | string[] | undefined): (address: string) => boolean {
  if (setting === true) return () => true;
  if (!setting || setting.length === 0) return () => false;
  const trusted = proxyAddr.compile(setting);
  return (address) => trusted(address, 0);
}
