/** API tokens across studios: the derived isolation matrix (test/support/tenant.ts), and token lists that are each studio's own. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Api } from '../../helpers.js';
import { isolationMatrix, sessionOf, tenantSuite } from '../../support/tenant.js';
import { platform } from './routes.js';

const t = await tenantSuite(platform);
const { a, b, server } = t;
const tokensOf = async (api: Api): Promise<string[]> => (await api.get('/api_tokens')).body.data.map((token: { id: string }) => token.id).sort();
const aTokens = await tokensOf(a.api);

isolationMatrix(t);

test("with A's token or session, the token list holds A's tokens and nothing else; B's holds B's", async () => {
  const { session } = await sessionOf(server, a);
  assert.deepEqual(await tokensOf(a.api), aTokens);
  assert.deepEqual(await tokensOf(session), aTokens);
  assert.ok((await tokensOf(b.api)).includes(t.bRecords.spare.id));
  assert.deepEqual((await tokensOf(b.api)).filter((id) => aTokens.includes(id)), []);
});

test("B's tokens still work after everything A tried", async () => {
  for (const token of [b.token, t.bRecords.spare.token]) {
    const own = await b.api.with({ authorization: `Bearer ${token}` }).get('/auth/me');
    assert.equal(own.status, 200, "B's API token still works");
    assert.equal(own.body.data.studio.id, b.studio.id);
  }
});
