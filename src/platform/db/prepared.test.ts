import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { newStudio, startTestServer } from '../../../test/helpers.js';
import { coupons } from '../../modules/coupons/tables.js';
import { compiledSelect, unplannedCount, unplannedTextArray } from './prepared.js';
import { databaseUrl, PoolUsedInsideTransaction, type Db } from './pool.js';

const server = await startTestServer();
const { db } = server.database;

// Every kind of value a selection holds: text, numeric, integer, bigint, timestamps (microseconds),
// nulls, and SQL expressions with and without a decoder.
const fields = {
  id: coupons.id,
  discountValue: coupons.discountValue,
  usageLimit: coupons.usageLimit,
  minimumOrderAmount: coupons.minimumOrderAmount,
  expiresAt: coupons.expiresAt,
  disabledAt: coupons.disabledAt,
  createdAt: coupons.createdAt,
  upperCode: sql<string>`upper(${coupons.code})`,
  uses: sql<number>`${coupons.usageCount} + 1`.mapWith(Number),
};
const byStudio = (select: ReturnType<typeof db.select<typeof fields>>) =>
  select.from(coupons).where(eq(coupons.studioId, sql.placeholder('studioId'))).orderBy(coupons.id);

test('a compiled select answers what Drizzle answers for the same query', async () => {
  const { api, studio } = await newStudio(server);
  await api.post('/coupons', { code: 'plain', discount_type: 'percentage', discount_value: 12.5 });
  await api.post('/coupons', {
    code: 'full', discount_type: 'fixed_amount', discount_value: 1500, usage_limit: 3, minimum_order_amount: 9_007_199_254,
    expires_at: '2031-05-06T07:08:09.123456Z',
  });
  const compiled = compiledSelect(db, 'test_compiled_coupons', fields, byStudio);
  const expected = await byStudio(db.select(fields)).prepare('test_drizzle_coupons').execute({ studioId: studio.id });
  const rows = await compiled({ studioId: studio.id });
  assert.equal(rows.length, 2);
  assert.deepEqual(rows, expected);
  const full = rows.find((row) => row.upperCode === 'FULL');
  assert.deepEqual([full?.discountValue, full?.minimumOrderAmount, full?.expiresAt, full?.uses], [1500, 9_007_199_254, '2031-05-06T07:08:09.123456Z', 1]);
});

test('a compiled select encodes placeholders and refuses a missing one', async () => {
  const { api, studio } = await newStudio(server);
  await api.post('/coupons', { code: 'one', discount_type: 'percentage', discount_value: 5 });
  const counted = compiledSelect(db, 'test_compiled_count', { total: count() }, (select) =>
    select.from(coupons).where(eq(coupons.studioId, sql.placeholder('studioId'))));
  assert.deepEqual(await counted({ studioId: studio.id }), [{ total: 1 }]);
  assert.deepEqual(await counted({ studioId: 'stu_nobody' }), [{ total: 0 }]);
  await assert.rejects(counted({}), /No value for placeholder "studioId"/);
});

test('a compiled select runs on the pool, so a transaction cannot use it', async () => {
  const compiled = compiledSelect(db, 'test_compiled_in_tx', fields, byStudio);
  await assert.rejects(db.transaction(() => compiled({ studioId: 'stu_any' })), PoolUsedInsideTransaction);
});

test('a compiled select answers the same on every connection after its first, described, execution', async () => {
  const { api, studio } = await newStudio(server);
  await api.post('/coupons', { code: 'again', discount_type: 'percentage', discount_value: 7, expires_at: '2032-01-02T03:04:05.678901Z' });
  const compiled = compiledSelect(db, 'test_compiled_many', fields, byStudio);
  const first = await compiled({ studioId: studio.id });
  // More at once than the pool has connections: new connections prepare the statement, none describes it.
  const later = await Promise.all(Array.from({ length: 40 }, () => compiled({ studioId: studio.id })));
  for (const rows of later) assert.deepEqual(rows, first);
  assert.equal(first[0].expiresAt, '2032-01-02T03:04:05.678901Z');
});

test('a compiled select rejects with the database error, and the statement keeps working', async () => {
  const { api, studio } = await newStudio(server);
  await api.post('/coupons', { code: 'limit', discount_type: 'percentage', discount_value: 5 });
  const limited = compiledSelect(db, 'test_compiled_limit', { id: coupons.id }, (select) =>
    select.from(coupons).where(eq(coupons.studioId, sql.placeholder('studioId'))).limit(sql.placeholder('limit')));
  await assert.rejects(limited({ studioId: studio.id, limit: 'many' }), (error: { code?: string }) => error.code === '22P02');
  assert.equal((await limited({ studioId: studio.id, limit: 1 })).length, 1);
});

/** Runs `use` on a database of one connection, whose prepared statements and plan counts are that session's. */
async function onOneConnection(use: (single: Db, pool: pg.Pool) => Promise<void>): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl(db), max: 1 });
  try {
    await use(drizzle({ client: pool }) as unknown as Db, pool);
  } finally {
    await pool.end();
  }
}

/** A new studio with `count` coupons (ids `cou_<prefix>0000`…), and fresh statistics for the planner. */
async function studioWithCoupons(count: number, prefix: string): Promise<string> {
  const { studio } = await newStudio(server);
  await db.insert(coupons).values(Array.from({ length: count }, (_, i) => ({
    studioId: studio.id, id: `cou_${prefix}${String(i).padStart(4, '0')}`, code: `${prefix.toUpperCase()}${i}`, discountType: 'percentage' as const, discountValue: 5,
  })));
  await db.execute(sql`ANALYZE coupons`);
  return studio.id;
}

/** Whether the statement `name` settled on a generic plan: at least five of its executions used one. */
async function keptGenericPlan(pool: pg.Pool, name: string): Promise<void> {
  const { rows } = await pool.query('SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1', [name]);
  assert.ok(Number(rows[0].generic_plans) >= 5, `planned again at every execution: ${JSON.stringify(rows[0])}`);
}

test('a page whose LIMIT and OFFSET are unplanned keeps one generic plan, and pages as a plain one does', async () => {
  // Enough of one studio's rows that a custom plan for OFFSET 0 looks cheaper than a generic one.
  const studioId = await studioWithCoupons(1000, 'plan');
  await onOneConnection(async (single, pool) => {
    const page = compiledSelect(single, 'test_unplanned_page', { id: coupons.id }, (select) => select.from(coupons)
      .where(eq(coupons.studioId, sql.placeholder('studioId'))).orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(unplannedCount('limit')).offset(unplannedCount('offset')));
    const everyId = (await single.select({ id: coupons.id }).from(coupons).where(eq(coupons.studioId, studioId))
      .orderBy(desc(coupons.createdAt), desc(coupons.id))).map((row) => row.id);
    for (let i = 0; i < 10; i++) assert.deepEqual((await page({ studioId, limit: 25, offset: 0 })).map((row) => row.id), everyId.slice(0, 25));
    assert.deepEqual((await page({ studioId, limit: 25, offset: 990 })).map((row) => row.id), everyId.slice(990));
    await keptGenericPlan(pool, 'test_unplanned_page');
  });
});

test('a statement whose id array is unplanned keeps one generic plan, and finds the ids a plain one does', async () => {
  const studioId = await studioWithCoupons(200, 'ids');
  await onOneConnection(async (single, pool) => {
    const byIds = compiledSelect(single, 'test_unplanned_ids', { id: coupons.id }, (select) => select.from(coupons)
      .where(and(eq(coupons.studioId, sql.placeholder('studioId')), sql`${coupons.id} = ANY(${unplannedTextArray('ids')})`)).orderBy(coupons.id));
    // One id at a time: the custom plan for a one-element array looks far cheaper than the generic one.
    for (let i = 0; i < 10; i++) assert.deepEqual(await byIds({ studioId, ids: ['cou_ids0007'] }), [{ id: 'cou_ids0007' }]);
    assert.deepEqual(await byIds({ studioId, ids: ['cou_ids0150', 'cou_ids0003', 'cou_missing'] }), [{ id: 'cou_ids0003' }, { id: 'cou_ids0150' }]);
    assert.deepEqual(await byIds({ studioId, ids: [] }), []);
    await keptGenericPlan(pool, 'test_unplanned_ids');
  });
});
