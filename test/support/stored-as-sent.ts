/**
 * Checks shared by several areas' bad-input suites that read back what was stored: unicode text as sent,
 * and timestamps at the edges of what PostgreSQL can hold.
 */
import assert from 'node:assert/strict';
import { newStudio } from '../helpers.js';
import { describe, problemsWith } from './answers.js';
import { request, type Target } from './route-matrix.js';
import { withField } from './schema-fields.js';
import { encode, type BadInput } from './bad-input.js';

export const UNICODE = 'Zoë Ångström 写真 📸 \u202eltr\u202c \u0301';

/** A text field, its route, and where the answer shows it. */
export type Readback = [Target, string, (data: any) => unknown];

/** Unicode text (accents, CJK, emoji, RTL marks) is stored without a 500 and answered as sent; a lone surrogate is never a 500. */
export async function unicodeStoredAsSent(suite: BadInput<unknown>, readbacks: Readback[]): Promise<void> {
  for (const [target, field, read] of readbacks) {
    const res = await suite.send(request(target, field, { body: JSON.stringify(withField(target.body!(), field, UNICODE)) }));
    assert.ok(res.status === 200 || res.status === 201, `${target.name} ${field}: ${res.status} ${res.text.slice(0, 200)}`);
    assert.equal(read(res.json.data), UNICODE, `${target.name} ${field} is answered as sent`);
  }
  // A lone surrogate is not valid UTF-16; whatever the service makes of it, it is not a 500.
  await suite.expectAll(readbacks.map(([target, field]) => ({
    ...request(target, `${field} with a lone surrogate`),
    body: encode(withField(target.body!(), field, 'x')).replace('"x"', '"\\ud800 \\udfff"'),
    expect: { status: [200, 201, 422] },
  })));
}

/** UTC instants that leave years 1000–9999 once their offset is applied. */
export const EDGE_TIMESTAMPS = ['9999-12-31T23:59:59-15:00', '9999-12-31T23:59:59.999999-23:59', '1000-01-01T00:00:00+23:59', '1000-01-01T00:00:00+15:00'];

/**
 * A timestamp at the edge is refused (422 naming it) or stored readable: the record and its list still
 * read afterwards. Each edge in a studio of its own: a record that breaks its list must not hide what
 * the next one does.
 */
export async function edgeTimestampsReadable(suite: BadInput<unknown>, target: Target, field: string, list: string): Promise<void> {
  const failures: string[] = [];
  for (const value of EDGE_TIMESTAMPS) {
    const { token } = await newStudio(suite.server);
    const auth = { authorization: `Bearer ${token}` };
    const c = { ...suite.fieldCase(target, field, value, value, { status: [201, 422] }), headers: auth };
    const res = await suite.send(c);
    const problems = problemsWith(c, res);
    if (res.status === 422 && !res.json.details?.[field]) problems.push(`details do not name ${field}`);
    const listed = await suite.send({ method: 'GET', path: `${list}?per_page=100`, headers: auth });
    if (listed.status !== 200) problems.push(`then GET ${list} → ${listed.status} ${listed.text.slice(0, 120)}`);
    if (res.status === 201) {
      const again = await suite.send({ method: 'GET', path: `${list}/${res.json.data.id}`, headers: auth });
      if (again.status !== 200) problems.push(`then GET ${list}/{id} → ${again.status}`);
      else if (Date.parse(again.json.data[field]) !== Date.parse(value)) problems.push(`stored as ${again.json.data[field]}`);
    }
    if (problems.length > 0) failures.push(`${describe(c)} → ${res.status} ${res.text.slice(0, 200)}\n    ${problems.join('; ')}`);
  }
  assert.deepEqual(failures, [], failures.join('\n'));
}
