/** Clients under hostile input: the derived matrix (test/support/bad-input.ts) and the client rules API.md §7 fixes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { badInputMatrix, badInputSuite, refusing } from '../../support/bad-input.js';
import { newStudio } from '../../helpers.js';
import { parameterCases } from '../../support/bad-input-queries.js';
import { accepted, pathOf, request } from '../../support/route-matrix.js';
import { unicodeStoredAsSent } from '../../support/stored-as-sent.js';
import type { Case, Expect } from '../../support/answers.js';
import { created, uniqueEmail } from '../records.js';
import { address, clients } from './routes.js';

const suite = await badInputSuite(clients);
const create = suite.target('POST /clients');
const update = suite.target('PUT /clients/:client_id');
const api = suite.owner.api;
// Rule fixtures no other case touches: an email that stays taken, a client to move onto it, a client with no email.
const taken = await created(api, '/clients', { first_name: 'Taken', email: uniqueEmail('taken') });
const other = await created(api, '/clients', { first_name: 'Other', email: uniqueEmail('other') });
const nameOnly = await created(api, '/clients', { first_name: 'Nameonly' });
badInputMatrix(suite);

test('client text is stored as sent, whatever its script', () =>
  unicodeStoredAsSent(suite, [
    [create, 'first_name', (d) => d.first_name], [create, 'notes', (d) => d.notes], [create, 'address_info.city', (d) => d.address_info.city],
    [update, 'last_name', (d) => d.last_name], [update, 'company', (d) => d.company],
  ]));

test("a client's type and status outside their lists are 422 naming them", async () => {
  await suite.expectAll([create, update].flatMap((target) => [
    ...['vip', '', 'CLIENT', 'Client', 'leads', 'all', 'client,lead'].map((v) => suite.fieldCase(target, 'type', JSON.stringify(v), v)),
    ...['Gone', '', 'active', 'ARCHIVED', 'Deleted', '1', 'Active '].map((v) => suite.fieldCase(target, 'status_name', JSON.stringify(v), v)),
  ]));
});

test("a client's answer-only fields are not input: nobody sets their own avatar, sample flag or country name", async () => {
  const cases: Case[] = [];
  for (const target of [create, update]) {
    for (const [name, value] of [['avatar_color', 3], ['sample', true], ['created_at', '2020-01-01T00:00:00Z'], ['type_formatted', 'Lead'], ['country', 'Spain']] as const) {
      cases.push(request(target, `answer-only field ${name}`, { body: JSON.stringify({ ...target.body!(), [name]: value }), expect: refusing(name) }));
    }
    for (const name of ['country', 'address_line_3', 'constructor']) {
      cases.push(suite.fieldCase(target, 'address_info', `with an unknown nested field ${name}`, { ...address(), [name]: 'x' }, refusing(`address_info.${name}`)));
    }
  }
  await suite.expectAll(cases);
});

test('client bodies: a bad email or an unknown country is 422 naming it, a duplicate email 409 details.email, and a client needs a first name or an email', async () => {
  const cases: Case[] = [];
  for (const target of [create, update]) {
    for (const value of [
      'nope', '', ' ', 'a@b', '@example.test', 'a@', 'a b@example.test', 'a@@example.test', 'a@example.', 'a@.example.test', 'a@example..test',
      'grace@example.test ', ' grace@example.test', 'grace@exa mple.test', 'grace@example.test\n', `${'a'.repeat(250)}@example.test`,
    ]) {
      cases.push(suite.fieldCase(target, 'email', JSON.stringify(value.slice(0, 30)), value));
    }
    // ISO 3166-1 numeric codes only (API.md §7): codes nobody holds are 422 like ones out of range.
    for (const value of [0, -1, 999, 1, 3, 841, 998, 1000, 65535, 32768, 2147483648]) cases.push(suite.fieldCase(target, 'address_info.country_id', String(value), value));
    for (const value of [840, 826, 724, 4, 894]) cases.push(suite.fieldCase(target, 'address_info.country_id', `${value} (assigned)`, value, accepted(target)));
    // Taken, whatever its case: 409 naming email (API.md §1 and §7). Updates aim at another client than the holder.
    for (const email of [taken.email, taken.email.toUpperCase(), taken.email.replace('taken', 'TaKeN')]) {
      const c = suite.fieldCase(target, 'email', `taken ${email.slice(0, 12)}…`, email, { status: 409, error: 'already_exists', field: 'email' });
      if (target === update) c.path = pathOf(update, { client_id: other.id });
      cases.push(c);
    }
  }
  // First name or email (API.md §7): the create refuses a body with neither, naming both.
  const neither = refusing(['first_name', 'email']);
  const creates: [object, Expect][] = [
    [{}, neither], [{ last_name: 'Only' }, neither], [{ first_name: null, email: null }, neither], [{ first_name: '', email: null }, neither],
    [{ first_name: '' }, neither], [{ company: 'Acme', type: 'other', address_info: address() }, neither],
    [{ first_name: '', email: '' }, { status: 422, error: 'validation_error' }],
  ];
  for (const [body, expect] of creates) cases.push(request(create, `neither first name nor email ${JSON.stringify(body)}`, { body: JSON.stringify(body), expect }));
  // An update may not leave a client with neither: the same rule, an empty first name counting as none as it does on create.
  const refused = { status: 422, error: 'validation_error' };
  const clearing: [object, Expect][] = [
    [{ first_name: null }, refusing('first_name')], [{ first_name: '' }, refusing('first_name')],
    [{ first_name: null, email: null }, refused], [{ first_name: '', email: null }, refused], [{ first_name: null, last_name: 'Still' }, refused],
  ];
  const atNameOnly = pathOf(update, { client_id: nameOnly.id });
  for (const [body, expect] of clearing) {
    cases.push(request(update, `clearing the name of a client without email ${JSON.stringify(body)}`, { path: atNameOnly, body: JSON.stringify(body), expect }));
  }
  cases.push(request(update, 'an empty update', { path: atNameOnly, body: '{}', expect: { status: 200 } }));
  await suite.expectAll(cases);
  const stored = (await api.get(`/clients/${nameOnly.id}`)).body.data;
  assert.deepEqual([stored.first_name, stored.last_name, stored.email], ['Nameonly', null, null], 'refused updates left the client as it was');
});

test('two partial updates at once cannot leave a client with neither a first name nor an email', async () => {
  // Each update alone keeps one of the two (API.md §7); sent together, one of them must be refused.
  const ids: string[] = [];
  for (let i = 0; i < 10; i++) ids.push((await created(api, '/clients', { first_name: `Pair${i}`, email: uniqueEmail('pair') })).id);
  await suite.expectAll(ids.flatMap((id) => [{ first_name: null }, { email: null }].map((body) =>
    request(update, `at once ${JSON.stringify(body)}`, { path: pathOf(update, { client_id: id }), body: JSON.stringify(body), expect: { status: [200, 422] } }))));
  const stripped: string[] = [];
  for (const id of ids) {
    const { body } = await api.get(`/clients/${id}`);
    if (!body.data.first_name && !body.data.email) stripped.push(id);
  }
  assert.deepEqual(stripped, [], `${stripped.length} of ${ids.length} clients were left with neither a first name nor an email`);
});

test('types is a comma-separated list of client, lead and other on the list, the export and the search; anything else is 400 naming it', async () => {
  const bad = ['bogus', '', '%00', 'active%00', 'x'.repeat(5000), 'active&{param}=all', '1'];
  const badTypes = [
    'vip', 'client,,lead', 'client%2C%2Clead', 'CLIENT', 'Client', 'lead,VIP', ',client', 'client,', ',', 'client%20lead', 'client+lead', 'client;lead',
    'client%00', '%00client', 'clients', 'lead,client,other,', 'client&types=lead', 'types', 'null', '[client]', '*', '%25',
    encodeURIComponent('clïent'), encodeURIComponent('client📸'), `${'client,'.repeat(20)}client`, `${'lead,'.repeat(2000)}lead`,
  ];
  const goodTypes = ['client', 'lead', 'other', 'client,lead', 'lead,other', 'client,other', 'client,lead,other', 'other,lead,client', 'client,client', 'client%2Clead'];
  await suite.expectAll([
    ...parameterCases(suite.target('GET /clients'), 'types', goodTypes, [...bad, ...badTypes]),
    ...parameterCases(suite.target('GET /clients/download_csv'), 'types', goodTypes, [...bad, ...badTypes]),
    // The search also takes `all` (spec: `types` is all, client or lead).
    ...parameterCases(suite.target('GET /clients/search'), 'types', ['all', ...goodTypes], [...bad, ...badTypes, 'ALL', 'all,client', 'client,all']),
  ]);
});

test('paths below a client that no route has are 404 in the standard shape', async () => {
  const auth = { authorization: `Bearer ${suite.owner.token}` };
  await suite.expectAll(['/clients/x/y/z', '/countries/840'].map((path) => ({
    label: 'unknown route', method: 'GET', path, area: 'standard', headers: auth, expect: { status: 404, error: 'not_found' },
  })));
});

test('search: q is required and 1..100 characters; wildcards, backslashes, NUL, unicode and emoji are plain text', async () => {
  // A studio of its own, so that what each query must find is known exactly.
  const searcher = await newStudio(suite.server);
  const add = async (body: object) => (await created(searcher.api, '/clients', body)).id as string;
  const percent = await add({ first_name: 'Fifty', last_name: 'Off', company: '50% Portraits' });
  const underscore = await add({ first_name: 'Snake', company: 'Snake_Case Films' });
  const backslash = await add({ first_name: 'Slash', company: 'Back\\Slash Studio' });
  const jose = await add({ first_name: 'José', last_name: 'Núñez', email: 'jose@example.test', phone: '(555) 010-2233' });
  const emoji = await add({ first_name: 'Emma', company: 'Snap 📸 Studio' });
  const cjk = await add({ first_name: '写真', last_name: 'Tanaka', type: 'lead' });
  const quote = await add({ first_name: "O'Brien", email: 'obrien@example.test', type: 'other' });
  const capitals = await add({ first_name: 'ÉMILE', last_name: 'ØRSTED', company: 'ЖАННА Фото' });

  const search = suite.target('GET /clients/search');
  const auth = { authorization: `Bearer ${searcher.token}` };
  const q = (label: string, query: string, expect: Expect): Case => request(search, label, { path: `/clients/search?${query}`, headers: auth, expect });
  const invalidQ = { status: 400, error: 'invalid_request', field: 'q' };
  const found = (...ids: string[]): Expect => ({ status: 200, ids });
  const nowhere: Expect = { status: [200, 400], error: 'invalid_request', ids: [] };
  await suite.expectAll([
    // Required, 1..100 characters (API.md §7).
    q('q missing', '', invalidQ), q('q missing, other parameters given', 'types=all&page=1&pageSize=10', invalidQ), q('q empty', 'q=', invalidQ),
    q('q empty twice', 'q=&q=', invalidQ), q('q given twice', 'q=jose&q=snake', invalidQ), q('Q instead of q', 'Q=jose', { ...invalidQ, field: ['q', 'Q'] }),
    q('q[]', 'q[]=jose', { ...invalidQ, field: ['q', 'q[]'] }), q('q of 101 letters', `q=${'a'.repeat(101)}`, invalidQ),
    q('q of 101 emoji', `q=${encodeURIComponent('📸'.repeat(101))}`, invalidQ), q('q of 10,000 letters', `q=${'a'.repeat(10_000)}`, invalidQ),
    // 3,000 × `%25`: 9,000 characters on the wire, under Node's 16 KiB limit for the request head.
    q('q of 3,000 percent-encoded %', `q=${'%25'.repeat(3_000)}`, invalidQ),
    q('q of 100 letters', `q=${'a'.repeat(100)}`, found()), q('q of 100 emoji', `q=${encodeURIComponent('📸'.repeat(100))}`, found()),
    // LIKE wildcards and its escape character match themselves only.
    q('q=%25', 'q=%25', found(percent)), q('q=% (not percent-encoded)', 'q=%', found(percent)), q('q=%25%25', 'q=%25%25', found()),
    q('q=_', 'q=_', found(underscore)), q('q=__', 'q=__', found()), q('q=%5C', 'q=%5C', found(backslash)), q('q=%5C%5C', 'q=%5C%5C', found()),
    q('q=%5C%25', 'q=%5C%25', found()), q('q=%5C_', 'q=%5C_', found()), q('q ending in a backslash', 'q=back%5C', found(backslash)),
    q('q=50%25', 'q=50%25', found(percent)), q('q=e_c (the _ is not any one character)', 'q=e_c', found(underscore)), q('q=%25o', 'q=%25o', found()),
    // Quotes and SQL are text.
    q("q=o'brien", `q=${encodeURIComponent("o'brien")}`, found(quote)),
    q('q with SQL', `q=${encodeURIComponent("'; DROP TABLE clients; --")}`, found()),
    q('q with a regular expression', `q=${encodeURIComponent('.*')}`, found()),
    // Accents and case are ignored both ways; other scripts and emoji are found as text.
    q('q=josé', `q=${encodeURIComponent('josé')}`, found(jose)), q('q=JOSE', 'q=JOSE', found(jose)), q('q=nunez', 'q=nunez', found(jose)),
    q('q=NÚÑEZ', `q=${encodeURIComponent('NÚÑEZ')}`, found(jose)), q('q=josé núñez', `q=${encodeURIComponent('josé núñez')}`, found(jose)),
    q('q=émile (stored ÉMILE)', `q=${encodeURIComponent('émile')}`, found(capitals)), q('q=emile (stored ÉMILE)', 'q=emile', found(capitals)),
    q('q=ørsted (stored ØRSTED)', `q=${encodeURIComponent('ørsted')}`, found(capitals)),
    q('q=жанна (stored ЖАННА)', `q=${encodeURIComponent('жанна')}`, found(capitals)),
    q('q=ФОТО (stored Фото)', `q=${encodeURIComponent('ФОТО')}`, found(capitals)),
    q('q=写真', `q=${encodeURIComponent('写真')}`, found(cjk)), q('q=📸', `q=${encodeURIComponent('📸')}`, found(emoji)),
    q('q=📸📸', `q=${encodeURIComponent('📸📸')}`, found()), q('q with an RTL override', `q=${encodeURIComponent('\u202ejose')}`, found()),
    q('q with a lone surrogate', 'q=%ED%A0%80', { status: [200, 400] }), q('q of undecodable percent-encoding', 'q=%E0%A4%A', { status: [200, 400] }),
    q('q=%ZZ', 'q=%ZZ', found()),
    // Phone digits: any run of 3+ (API.md §9); fewer digits are text.
    q('q=010-2233', 'q=010-2233', found(jose)), q('q=(555)', `q=${encodeURIComponent('(555)')}`, found(jose)), q('q=+', 'q=%2B', found()),
    // NUL cannot be stored or compared by PostgreSQL: refused as a bad parameter, or simply found nowhere.
    q('q=%00', 'q=%00', nowhere), q('q=jose%00', 'q=jose%00', nowhere), q('q=%00 with digits', 'q=555%00', nowhere),
    // Every other parameter is checked whatever q is.
    ...['0', '101', '-1', 'abc', '2.5', '', '1e400', '10&pageSize=20'].map((v) => q(`pageSize=${v}`, `q=jose&pageSize=${v}`, { status: 400, error: 'invalid_request', field: 'pageSize' })),
    ...['0', '-1', 'abc', ''].map((v) => q(`page=${v}`, `q=jose&page=${v}`, { status: 400, error: 'invalid_request', field: 'page' })),
    ...['vip', 'client,,lead', 'CLIENT', `${'client,'.repeat(50)}client`].map((v) => q(`types=${v.slice(0, 20)}`, `q=jose&types=${v}`, { status: 400, error: 'invalid_request', field: 'types' })),
    q('q and pageSize both bad', `q=${'a'.repeat(101)}&pageSize=0`, { status: 400, error: 'invalid_request', field: ['q', 'pageSize'] }),
    // Narrowed by type, paged: still exactly the right records.
    q('q=写, types=lead', `q=${encodeURIComponent('写')}&types=lead`, found(cjk)),
    q('q=写, types=client,other', `q=${encodeURIComponent('写')}&types=client,other`, found()),
    q('q=brien, types=all', 'q=brien&types=all', found(quote)),
    q('pageSize=100, page=1000000', 'q=jose&pageSize=100&page=1000000', { status: 200 }),
  ]);
});
