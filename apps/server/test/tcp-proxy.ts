import { once } from 'node:events';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A real TCP proxy between a client and a server (PostgreSQL, Redis, the app), for fault tests:
 * `cut()` drops every connection through it with a reset, as a restarted database, a failover or
 * a dropped Wi-Fi does, and resets every new one until `restore()`. No mocks: the client's driver
 * sees what it would see on a real network.
 */
export class TcpProxy {
  readonly #server: Server;
  readonly #pairs = new Set<[Socket, Socket]>();
  #cut = false;

  private constructor(
    server: Server,
    readonly port: number,
  ) {
    this.#server = server;
  }

  /** Listens on a free loopback port and forwards to `target`. */
  static async start(target: { host: string; port: number }, listenPort = 0): Promise<TcpProxy> {
    let proxy: TcpProxy | null = null;
    const server = createServer((client) => proxy?.accept(client, target));
    server.listen(listenPort, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (typeof address !== 'object' || address === null) throw new Error('proxy not listening');
    proxy = new TcpProxy(server, address.port);
    return proxy;
  }

  /** `url` (postgres://…, redis://…, http://…) with its host and port replaced by the proxy's. */
  static through(url: string, proxy: TcpProxy): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(proxy.port);
    return parsed.toString();
  }

  /** Connections open through the proxy now. */
  get connections(): number {
    return this.#pairs.size;
  }

  get isCut(): boolean {
    return this.#cut;
  }

  private accept(client: Socket, target: { host: string; port: number }): void {
    if (this.#cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = tcpConnect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    this.#pairs.add(pair);
    const drop = () => {
      if (!this.#pairs.delete(pair)) return;
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** Resets every connection through the proxy, and every new one until `restore()`. */
  cut(): void {
    this.#cut = true;
    for (const pair of [...this.#pairs]) {
      this.#pairs.delete(pair);
      for (const socket of pair) socket.resetAndDestroy();
    }
  }

  restore(): void {
    this.#cut = false;
  }

  async close(): Promise<void> {
    this.cut();
    this.#server.close();
    await once(this.#server, 'close');
  }
}
