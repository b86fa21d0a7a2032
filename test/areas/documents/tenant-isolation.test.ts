/** A client's documents across studios: the derived isolation matrix (test/support/tenant.ts), and documents that are each studio's own. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isolationMatrix, sessionOf, tenantSuite } from '../../support/tenant.js';
import { documents } from './routes.js';

const t = await tenantSuite(documents);
const { a, b, server, aRecords, bRecords } = t;
isolationMatrix(t);

test("A's client's documents list A's invoices and gift card uses only, with its token or its session", async () => {
  const { session } = await sessionOf(server, a);
  for (const api of [a.api, session]) {
    const res = await api.get(`/clients/${aRecords.billed.id}/documents?expand=gift_card_activities`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.data.map((d: { id: string }) => d.id), [aRecords.invoice.id]);
    assert.equal(res.body.meta.total, 1);
    assert.deepEqual(res.body.meta.gift_card_activities.map((use: { gift_card_id: string }) => use.gift_card_id), [aRecords.card.id]);
  }
  const theirs = await b.api.get(`/clients/${bRecords.billed.id}/documents?expand=gift_card_activities`);
  assert.deepEqual(theirs.body.data.map((d: { id: string }) => d.id), [bRecords.invoice.id], 'B sees its own');
});
