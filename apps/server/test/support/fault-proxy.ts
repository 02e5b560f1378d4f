import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback in front of PostgreSQL or Redis, for fault tests: it can delay what the
 * service sends back (slow reads), cut every open connection, and refuse new ones for a while (the
 * service "down"). Real traffic to the real service otherwise.
 */
export class FaultProxy {
  /** Milliseconds added before each chunk the service sends back reaches the client. */
  delayMs = 0;
  private refusing = false;
  private readonly pairs = new Set<[Socket, Socket]>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  /** Starts a proxy to `host:port` on a free loopback port. */
  static async start(host: string, port: number): Promise<FaultProxy> {
    let proxy: FaultProxy | null = null;
    const server = createServer((client) => proxy!.accept(client, host, port));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const addr = server.address();
    proxy = new FaultProxy(server, typeof addr === 'object' && addr ? addr.port : 0);
    return proxy;
  }

  /** `url` with its host and port replaced by this proxy's. */
  url(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  /** Drops every open connection (as a restarting service does). */
  cut(): void {
    for (const [a, b] of this.pairs) {
      a.destroy();
      b.destroy();
    }
    this.pairs.clear();
  }

  /**
   * The service is stopped: open connections are cut and the port no longer listens (clients see
   * their connections refused) until `up()`.
   */
  async down(): Promise<void> {
    this.refusing = true;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.cut();
    await closed;
  }

  /** The service is back on the same port. */
  async up(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.refusing = false;
  }

  async close(): Promise<void> {
    this.cut();
    if (this.server.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket, host: string, port: number): void {
    if (this.refusing) return void client.destroy();
    const service = connect(port, host);
    const pair: [Socket, Socket] = [client, service];
    this.pairs.add(pair);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      service.destroy();
    };
    client.on('error', end).on('close', end);
    service.on('error', end).on('close', end);
    client.on('data', (d: Buffer) => service.write(d));
    // Chunks back to the client keep their order however the delay changes.
    let last = 0;
    service.on('data', (d: Buffer) => {
      if (this.delayMs === 0 && last <= Date.now()) return void client.write(d);
      last = Math.max(Date.now() + this.delayMs, last);
      setTimeout(() => client.writable && client.write(d), last - Date.now());
    });
  }
}
