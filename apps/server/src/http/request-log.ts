import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters never written to the request log: a WatchButton's secret may come as `?key=`
 * (devices that cannot set a header), and a press id with it (docs/operations.md, "Logs").
 */
const SECRET_QUERY_PARAMETERS = ['key', 'pressId'];
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&#]*`, 'gi');

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer (method, url, host, address), with the url redacted. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger options: the caller's, with the request serializer that redacts secrets. */
export function withRedactedRequests(
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
