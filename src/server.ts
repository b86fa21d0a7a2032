/**
 * The service's process: config -> database -> app -> listen, then the banner and the signals that stop it.
 * Started by `src/main.ts` (`node dist/main.js`) and by the command line's `serve`.
 */
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config.js';
import { buildApp } from './app.js';
import { API_PREFIX } from './platform/http.js';
import { openDatabase } from './platform/db/index.js';
import { DataDirInUseError, DataDirUnreachableError } from './platform/db/embedded.js';
import { createLogger } from './platform/observability.js';
import { assertPortFree, PortInUseError } from './platform/net.js';
import { missingNodeFlags } from './platform/node-flags.js';
import type { App } from './platform/http.js';
import type { Services } from './areas.js';

export interface RunningServer {
  app: App;
  services: Services;
  /** Base URL of the listening server, e.g. http://127.0.0.1:3000 */
  origin: string;
  /** The embedded PostgreSQL's folder; null with DATABASE_URL. */
  embeddedDir: string | null;
  /** Drains in-flight requests, closes the pool, stops the embedded database. */
  stop(): Promise<void>;
}

/** config -> database (embedded or external, migrated) -> app -> listen. */
export async function startServer(config: Config, logger?: Logger): Promise<RunningServer> {
  if (config.port !== 0) await assertPortFree(config.port, config.host);
  const database = await openDatabase(config, (message) => logger?.info(message));
  try {
    const { app, services } = await buildApp({ config, database, logger });
    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as { port: number };
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    let stopping: Promise<void> | undefined;
    return {
      app,
      services,
      origin: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
      embeddedDir: database.embeddedDir,
      stop: () =>
        (stopping ??= (async () => {
          await app.close();
          await database.shutdown();
        })()),
    };
  } catch (error) {
    await database.shutdown();
    throw error;
  }
}

export async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const missingFlags = missingNodeFlags();
  if (missingFlags.length > 0) {
    logger.warn(`Node.js was started without ${missingFlags.join(' ')}: each request costs more CPU (\`npm start\` passes it; see docs/operating.md).`);
  }
  const started = Date.now();
  let server: RunningServer;
  try {
    server = await startServer(config, logger);
  } catch (error) {
    logger.flush();
    if (error instanceof DataDirInUseError || error instanceof DataDirUnreachableError || error instanceof PortInUseError) return fail(error.message);
    throw error;
  }
  logger.info({ ms: Date.now() - started }, 'ready');
  const studiosExist = await server.services.auth.anyStudio();

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      logger.error('shutdown took longer than 30 s; exiting');
      logger.flush();
      process.exit(1);
    }, 30_000).unref();
    await server.stop();
    clearTimeout(timer);
    logger.info('stopped');
    logger.flush(() => process.exit(0));
  };
  // Listening for the signals before the banner says the service is ready: a supervisor (or a test)
  // that stops it as soon as it reads the banner must find a graceful shutdown, not the default kill.
  process.once('SIGTERM', (s) => void shutdown(s));
  process.once('SIGINT', (s) => void shutdown(s));
  printBanner(config, server, studiosExist);
}

function printBanner(config: Config, server: RunningServer, studiosExist: boolean): void {
  const base = config.publicUrl ?? server.origin;
  const firstSteps = studiosExist
    ? ['  An API token for a user of a studio:', '    npm run studio -- create-token --email me@example.com']
    : [
        '  Create a studio and an API token:',
        '    npm run studio -- create-studio --name "My Studio" --email me@example.com',
        '    npm run studio -- create-token --email me@example.com',
        `  or sign up over HTTP: POST ${base}${API_PREFIX}/auth/signup`,
      ];
  process.stderr.write(
    [
      '',
      `  Studio API   ${base}${API_PREFIX}`,
      `  API docs     ${base}/docs`,
      `  Database     ${server.embeddedDir ? `embedded PostgreSQL in ${server.embeddedDir}` : 'external (DATABASE_URL)'}`,
      '',
      ...firstSteps,
      '  A demo studio with data in every area:',
      '    npm run studio -- seed-demo',
      '',
      '',
    ].join('\n'),
  );
}

function fail(message: string): void {
  process.stderr.write(`studio: ${message}\n`);
  process.exitCode = 1;
}
