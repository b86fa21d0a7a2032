import { test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { newStudio, startTestServer } from '../../../test/helpers.js';
import { databaseUrl } from '../../platform/db/pool.js';
import { boundParameters } from '../../platform/db/prepared.js';
import { seededRandom } from '../../seed/people.js';
import { InvoiceBulkLoader } from '../../seed/invoices.js';
import { studioSummarySelect } from './summary-queries.js';

const server = await startTestServer();
const { db } = server.database;
const SEEDED = 3000;
const PAYMENT_TYPES = ['all', 'paid', 'unpaid', 'overdue'] as const;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

test("the studio summary's generic plans read invoices_summary_idx alone, whatever the time range and payment type", async () => {
  const { api, studio } = await newStudio(server);
  const client = await api.post('/clients', { first_name: 'Ada', email: 'ada@example.test' });
  assert.equal(client.status, 201, JSON.stringify(client.body));
  const loader = new InvoiceBulkLoader(db);
  await loader.seed({ studio, clientIds: [client.body.data.id], count: SEEDED, platformFeePercent: server.config.platformFeePercent, random: seededRandom(11) });
  await loader.analyze();

  // A prepared statement runs a generic plan once its first five custom plans cost no less: force it.
  const session = new pg.Client({ connectionString: databaseUrl(db) });
  await session.connect();
  try {
    await session.query(`SET plan_cache_mode = force_generic_plan`);
    for (const paymentType of PAYMENT_TYPES) {
      const { sql: text, params } = studioSummarySelect(db, paymentType).toSQL();
      const ordered = boundParameters(params, {
        studioId: studio.id, currency: studio.currency, timeZone: studio.timezone, from: '-infinity', until: 'infinity',
      });
      await session.query(`PREPARE summary_${paymentType} AS ${text}`);
      // EXPLAIN takes no parameters: the values go in as literals.
      const literals = ordered.map((value) => session.escapeLiteral(String(value))).join(', ');
      const { rows } = await session.query(`EXPLAIN (FORMAT JSON) EXECUTE summary_${paymentType}(${literals})`);
      const nodes = nodesOf(rows[0]['QUERY PLAN'][0].Plan);
      const scans = nodes.filter((node) => /Scan/.test(node['Node Type']));
      assert.deepEqual(
        scans.map((node) => [node['Node Type'], node['Index Name']]),
        [['Index Only Scan', 'invoices_summary_idx']],
        `${paymentType}: ${JSON.stringify(rows[0]['QUERY PLAN'])}`,
      );
    }
  } finally {
    await session.end();
  }
});
