import type { Config } from '../../config.js';
import { migrate } from './migrate.js';
import { connect, type Database } from './pool.js';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './embedded.js';

export interface OpenDatabase extends Database {
  /** The embedded cluster's folder when this process started it; null for DATABASE_URL or a server beside. */
  embeddedDir: string | null;
  /** Closes the pool and, when embedded, stops the PostgreSQL server this process started. */
  shutdown(): Promise<void>;
}

/**
 * The service's database: DATABASE_URL when given, else the embedded server in DATA_DIR/pg.
 * `beside` lets a command-line process use the embedded server of a service already running on the
 * same data directory instead of refusing to start.
 */
export async function openDatabase(config: Config, log: (message: string) => void, beside = false): Promise<OpenDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded = async () => {};
  let embeddedDir: string | null = null;
  if (!url && beside) url = runningEmbeddedUrl(config.dataDir, config.secrets.embeddedDbPassword);
  if (!url) {
    const embedded = await startEmbeddedPostgres(config.dataDir, config.secrets.embeddedDbPassword, log);
    url = embedded.url;
    embeddedDir = embedded.pgDir;
    stopEmbedded = embedded.stop;
  }
  try {
    await migrate(url);
  } catch (error) {
    await stopEmbedded();
    throw error;
  }
  const database = connect(url, config.database);
  return {
    ...database,
    embeddedDir,
    async shutdown() {
      await database.close();
      await stopEmbedded();
    },
  };
}
