/**
 * A TCP proxy between the service and PostgreSQL that a test can stall (connections stay open but
 * nothing is forwarded, as with a hung database or a black-holed route) or take down (connections
 * cut and new ones refused, as with a database that went away), then bring back.
 */
import net from 'node:net';

export class TcpProxy {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  private stalled = false;
  private held: (() => void)[] = [];
  port = 0;

  constructor(
    private targetHost: string,
    private targetPort: number,
  ) {}

  /** Listens on a free loopback port the first time, on the same port after `stop`. */
  async start(): Promise<void> {
    const server = net.createServer((client) => this.connect(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Keeps every connection open but forwards nothing until `resume`. */
  stall(): void {
    this.stalled = true;
  }

  resume(): void {
    this.stalled = false;
    for (const forward of this.held.splice(0)) forward();
  }

  /** Cuts every connection and refuses new ones, like a database server that went down. */
  async stop(): Promise<void> {
    this.resume();
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A URL like `url` whose host and port are the proxy's. */
  proxied(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  private connect(client: net.Socket): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    this.forward(client, upstream);
    this.forward(upstream, client);
  }

  private forward(from: net.Socket, to: net.Socket): void {
    from.on('data', (chunk) => {
      const write = () => {
        if (!to.destroyed) to.write(chunk);
      };
      if (this.stalled) this.held.push(write);
      else write();
    });
  }
}
