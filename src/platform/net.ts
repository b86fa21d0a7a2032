import { BlockList, createServer, isIPv4 } from 'node:net';

/** A loopback port free right now. Another process could take it before it is bound: callers retry. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export class PortInUseError extends Error {}

/**
 * Fails with one sentence when `host:port` cannot be listened on, before anything else starts: a busy
 * port found only after the database is initialised wastes the start and ends in a stack trace.
 */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      const why = error.code === 'EADDRINUSE' ? 'another process is listening on it' : error.message;
      reject(new PortInUseError(`Cannot listen on ${host}:${port}: ${why}. Set PORT (and HOST) to a free one.`));
    });
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address is this host's own (IPv4 127/8, IPv6 ::1, or 127/8 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return LOOPBACK.check(mapped, 'ipv4');
  return isIPv4(address) ? LOOPBACK.check(address, 'ipv4') : LOOPBACK.check(address, 'ipv6');
}
