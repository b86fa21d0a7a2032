import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { migrate } from '../src/platform/db/migrate.js';
import { range, testDatabase } from './helpers.js';

const journal = JSON.parse(readFileSync(new URL('../migrations/meta/_journal.json', import.meta.url), 'utf8'));

test('instances starting together apply each migration exactly once', async () => {
  const url = await testDatabase({ empty: true });
  await Promise.all(range(4).map(() => migrate(url)));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const applied = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    assert.equal(applied.rows[0].n, journal.entries.length);
    const tables = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = 'coupons'`);
    assert.equal(tables.rows[0].n, 1);
  } finally {
    await client.end();
  }
  await migrate(url);
});
