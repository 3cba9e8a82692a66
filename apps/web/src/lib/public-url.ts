/**
 * The address every QR code and share link points to (docs/operations.md, "The public address"):
 * a phone scanning the court tablet's QR code must be able to open it.
 *
 * - PUBLIC_URL, when the server has one (the `bandeja-public-url` meta tag);
 * - otherwise the address this page was opened on,
 * - unless that is a loopback address (`localhost`, 127.x, ::1: the start banner's first line)
 *   and the machine has a network address (the `bandeja-network-host` meta tag): then that one,
 *   on the page's own scheme and port.
 */
export interface PageAddress {
  protocol: string;
  hostname: string;
  port: string;
  origin: string;
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1' ||
    host === '0.0.0.0' ||
    host === '::'
  );
}

export function publicOrigin(page: PageAddress, configured: string, networkHost: string): string {
  if (configured) return configured.replace(/\/+$/, '');
  if (networkHost && isLoopbackHost(page.hostname)) {
    return `${page.protocol}//${networkHost}${page.port ? `:${page.port}` : ''}`;
  }
  return page.origin;
}

function metaContent(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
}

/** The absolute URL of a path of this app, for QR codes and share links. */
export function publicUrl(path: string): string {
  // The server's first paint (docs/displays.md): no page address yet, and no QR code drawn from it.
  if (typeof window === 'undefined') return path;
  const origin = publicOrigin(
    window.location,
    metaContent('bandeja-public-url'),
    metaContent('bandeja-network-host'),
  );
  return `${origin}${path}`;
}
