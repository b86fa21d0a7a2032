/** Calendar feeds across studios: the derived isolation matrix (test/support/tenant.ts), and feed addresses nobody else can revoke. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isolationMatrix, tenantSuite } from '../../support/tenant.js';
import { calendar } from './routes.js';

const t = await tenantSuite(calendar);
const { a, b, aRecords, bRecords } = t;

/** What B's feed address answers: A's requests must leave it exactly so. */
async function bFeed() {
  const res = await fetch(bRecords.kept.url);
  return { status: res.status, text: await res.text() };
}

isolationMatrix(t, { view: bFeed });

test("each studio's feed list shows and counts its own feeds only, and its feed carries its own name", async () => {
  for (const [studio, records] of [[a, aRecords], [b, bRecords]] as const) {
    const list = await studio.api.get('/calendar_feeds?per_page=100');
    assert.equal(list.status, 200);
    assert.ok(list.body.data.some((feed: { id: string }) => feed.id === records.kept.id), 'its own kept feed is listed');
    assert.ok(!list.body.data.some((feed: { id: string }) => feed.id === (studio === a ? bRecords : aRecords).kept.id), "the other studio's is not");
    assert.equal(list.body.meta.total, list.body.data.length);
  }
  const feed = await bFeed();
  assert.equal(feed.status, 200);
  assert.ok(feed.text.includes(`X-WR-CALNAME:${b.studio.name}`), "B's feed is titled with B's name");
  assert.ok(!feed.text.includes(a.studio.name), "and says nothing of A's");
});
