import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as runMigrations } from 'drizzle-orm/node-postgres/migrator';
import { getConstructionPlans, getMigrationPlans } from 'pg-boss';
import { JOB_SCHEMA } from '../jobs/queue.js';
import { packageRoot } from '../package-root.js';

const migrationsFolder = path.join(packageRoot(), 'migrations');
// Any constant shared by every instance: instances starting together wait for one another.
const MIGRATION_LOCK = 7_422_001;
/** The version of its schema that the installed pg-boss works with. */
const JOB_SCHEMA_VERSION: number = createRequire(import.meta.url)('pg-boss/package.json').pgboss.schema;

/**
 * Applies the committed SQL migrations, then installs or upgrades the job queue's schema, once,
 * whatever the number of instances starting at once.
 */
export async function migrate(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await runMigrations(drizzle({ client }), { migrationsFolder });
    await installJobSchema(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

/** pg-boss's own tables: created on a new database, brought up to date after an upgrade of pg-boss. */
async function installJobSchema(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ installed: boolean }>('SELECT to_regclass($1) IS NOT NULL AS installed', [`${JOB_SCHEMA}.version`]);
  if (!rows[0]!.installed) {
    await client.query(getConstructionPlans(JOB_SCHEMA));
    return;
  }
  const version = Number((await client.query<{ version: string }>(`SELECT version FROM ${JOB_SCHEMA}.version`)).rows[0]!.version);
  if (version > JOB_SCHEMA_VERSION) {
    throw new Error(`The job queue's schema (version ${version}) is newer than this release of the service works with (${JOB_SCHEMA_VERSION}).`);
  }
  if (version < JOB_SCHEMA_VERSION) await client.query(getMigrationPlans(JOB_SCHEMA, version));
}
