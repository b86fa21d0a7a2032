import { createServer } from 'node:net';

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
