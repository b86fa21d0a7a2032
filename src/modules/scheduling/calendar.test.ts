/** Calendar feeds (API.md §10): secret iCalendar addresses of a studio's sessions, over HTTP. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { newStudio, startTestServer, type Api, type TestStudio } from '../../../test/helpers.js';

const server = await startTestServer();
/** Monday 2027-06-07, 09:00 to 12:00 in New York: slots at 13:00, 14:00 and 15:00 UTC. */
const HOURS = [{ day_of_week: 1, start_time: '09:00', end_time: '12:00' }];
const NINE = '2027-06-07T13:00:00Z';
const TEN = '2027-06-07T14:00:00Z';
const ELEVEN = '2027-06-07T15:00:00Z';
const NOTES = 'Bring the dog; and the cat, too.\nBack door\\side gate';

async function created(api: Api, path: string, body?: object) {
  const res = await api.post(path, body);
  assert.equal(res.status, 201, `${path}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A New York studio with three sessions on the Monday: 09:00 booked, 10:00 an inquiry, 11:00 booked. */
async function studioWithSessions() {
  const studio = await newStudio(server, { timezone: 'America/New_York' });
  const { api } = studio;
  const type = await created(api, '/session_types', { name: 'Portrait', duration: 60, location: 'Studio, 12 Harbour St', session_type_schedule_intervals: HOURS });
  const ada = await created(api, '/clients', { first_name: 'Ada', last_name: 'Lovelace', email: `ada-${Math.random().toString(36).slice(2)}@example.test` });
  const grace = await created(api, '/clients', { first_name: 'Grace', last_name: 'Hopper', email: `grace-${Math.random().toString(36).slice(2)}@example.test` });
  const book = (client: { id: string }, startsAt: string, more: object = {}) =>
    created(api, '/sessions', { session_type_id: type.id, client_id: client.id, starts_at: startsAt, ...more });
  const sessions = { nine: await book(ada, NINE, { notes: NOTES }), ten: await book(grace, TEN, { status: 'inquiry' }), eleven: await book(ada, ELEVEN) };
  return { studio, api, sessions };
}

/** The feed at `url`: 200 as text/calendar, parsed. */
async function feedAt(url: string) {
  const res = await fetch(url);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/calendar; charset=utf-8');
  return parseCalendar(await res.text());
}

interface Parsed {
  calendar: Map<string, string>;
  events: Map<string, string>[];
}

const CONTENT_LINE = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/;

/**
 * Reads iCalendar text as RFC 5545 §3.1 has it: CRLF line ends, no line over 75 octets, folded lines
 * joined, every line `NAME[;param=value…]:value`, BEGIN and END balanced. Values stay escaped.
 */
function parseCalendar(text: string): Parsed {
  assert.ok(text.endsWith('\r\n'), 'the last line ends with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    assert.ok(!/[\r\n]/.test(line), `no bare CR or LF: ${JSON.stringify(line)}`);
    assert.ok(Buffer.byteLength(line) <= 75, `at most 75 octets: ${JSON.stringify(line)}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const open: string[] = [];
  const parsed: Parsed = { calendar: new Map(), events: [] };
  for (const line of lines) {
    const match = CONTENT_LINE.exec(line);
    assert.ok(match, `a content line: ${JSON.stringify(line)}`);
    const [, name, , value] = match;
    if (name === 'BEGIN') {
      open.push(value);
      if (value === 'VEVENT') parsed.events.push(new Map());
    } else if (name === 'END') {
      assert.equal(open.pop(), value, `END:${value} closes the last BEGIN`);
    } else {
      assert.ok(open.length > 0, `${name} inside a component`);
      (open.at(-1) === 'VEVENT' ? parsed.events.at(-1)! : parsed.calendar).set(name, value);
    }
  }
  assert.equal(lines[0], 'BEGIN:VCALENDAR');
  assert.equal(lines.at(-1), 'END:VCALENDAR');
  assert.deepEqual(open, [], 'every BEGIN has its END');
  return parsed;
}

/** A TEXT value as written: no bare `;` or `,`, and each escape one RFC 5545 knows. */
function unescapeText(value: string): string {
  assert.ok(!/(^|[^\\])(\\\\)*[;,]/.test(value), `; and , are escaped in ${JSON.stringify(value)}`);
  return value.replace(/\\(.)/g, (_, escaped: string) => {
    assert.ok('\\;,nN'.includes(escaped), `\\${escaped} is an escape RFC 5545 defines`);
    return escaped === 'n' || escaped === 'N' ? '\n' : escaped;
  });
}

/** `2027-06-07T13:00:00.123456Z` → `20270607T130000Z`. */
const icsTime = (timestamp: string) => `${timestamp.slice(0, 19).replace(/[-:]/g, '')}Z`;

const byUid = (parsed: Parsed) => new Map(parsed.events.map((event) => [event.get('UID')!, event]));

async function newFeed(studio: TestStudio, body?: object): Promise<{ id: string; url: string; secret: string }> {
  const feed = await created(studio.api, '/calendar_feeds', body);
  return { ...feed, secret: /\/calendar\/([A-Za-z0-9]+)\.ics$/.exec(feed.url)![1] };
}

test('a new feed answers its secret address once; lists show url null; only a SHA-256 digest of the secret is stored', async () => {
  const studio = await newStudio(server);
  const named = await studio.api.post('/calendar_feeds', { name: 'My phone' });
  assert.equal(named.status, 201);
  assert.deepEqual(Object.keys(named.body), ['data']);
  const feed = named.body.data;
  assert.deepEqual(Object.keys(feed).sort(), ['created_at', 'id', 'name', 'url']);
  assert.match(feed.id, /^cf_[A-Za-z0-9]{30}$/);
  assert.equal(feed.name, 'My phone');
  assert.match(feed.url, new RegExp(`^${server.origin}/calendar/[A-Za-z0-9]{43}\\.ics$`));
  assert.match(feed.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  const unnamed = await studio.api.post('/calendar_feeds');
  assert.equal(unnamed.status, 201, 'the body may be left out');
  assert.equal(unnamed.body.data.name, null);
  assert.notEqual(unnamed.body.data.url, feed.url, 'each feed has its own secret');

  const list = await studio.api.get('/calendar_feeds?per_page=1');
  assert.equal(list.status, 200);
  assert.deepEqual(list.body.data, [{ ...unnamed.body.data, url: null }], 'newest first, without its address');
  assert.deepEqual(list.body.meta, { current_page: 1, from: 1, last_page: 2, per_page: 1, to: 1, total: 2 });
  assert.equal(list.body.links.next, `${server.base}/calendar_feeds?per_page=1&page=2`);

  const secret = /\/calendar\/([A-Za-z0-9]{43})\.ics$/.exec(feed.url)![1];
  const { rows } = await server.database.pool.query('SELECT * FROM calendar_feeds WHERE id = $1', [feed.id]);
  assert.equal(rows[0].secret_hash, createHash('sha256').update(secret).digest('base64url'), 'the digest, as API tokens store theirs');
  assert.ok(!JSON.stringify(rows).includes(secret), 'the secret itself is stored nowhere in the row');
});

test('the feed has one RFC 5545 event per session: UID, UTC times, type and client name, location, notes, status', async () => {
  const { studio, api, sessions } = await studioWithSessions();
  const feed = await newFeed(studio);
  const parsed = await feedAt(feed.url);
  assert.equal(parsed.calendar.get('VERSION'), '2.0');
  assert.ok(parsed.calendar.get('PRODID'), 'a PRODID, as RFC 5545 requires');
  assert.equal(unescapeText(parsed.calendar.get('X-WR-CALNAME')!), studio.studio.name);
  assert.equal(unescapeText(parsed.calendar.get('NAME')!), studio.studio.name);
  assert.deepEqual(parsed.events.map((event) => event.get('UID')), [sessions.nine.id, sessions.ten.id, sessions.eleven.id], 'in time order');

  const events = byUid(parsed);
  const nine = events.get(sessions.nine.id)!;
  assert.deepEqual(
    { start: nine.get('DTSTART'), end: nine.get('DTEND'), summary: unescapeText(nine.get('SUMMARY')!), location: unescapeText(nine.get('LOCATION')!) },
    { start: '20270607T130000Z', end: '20270607T140000Z', summary: 'Portrait – Ada Lovelace', location: 'Studio, 12 Harbour St' },
  );
  assert.equal(unescapeText(nine.get('DESCRIPTION')!), NOTES, 'the notes, line break, semicolon, comma and backslash escaped');
  assert.equal(nine.get('DTSTAMP'), icsTime(sessions.nine.updated_at));
  assert.equal(nine.get('LAST-MODIFIED'), icsTime(sessions.nine.updated_at));
  assert.equal(unescapeText(events.get(sessions.ten.id)!.get('SUMMARY')!), 'Portrait – Grace Hopper');
  assert.equal(events.get(sessions.ten.id)!.get('DESCRIPTION'), undefined, 'no DESCRIPTION without notes');
  assert.deepEqual(parsed.events.map((event) => event.get('STATUS')), ['CONFIRMED', 'TENTATIVE', 'CONFIRMED']);

  const cancelled = await api.put(`/sessions/${sessions.eleven.id}`, { status: 'cancelled' });
  assert.equal(cancelled.status, 200);
  assert.equal((await api.put(`/sessions/${sessions.ten.id}`, { status: 'booked' })).status, 200);
  const after = await feedAt(feed.url);
  assert.deepEqual(after.events.map((event) => event.get('STATUS')), ['CONFIRMED', 'CONFIRMED', 'CANCELLED'], 'cancelled sessions stay, marked');
  assert.equal(byUid(after).get(sessions.eleven.id)!.get('DTSTAMP'), icsTime(cancelled.body.data.updated_at), 'DTSTAMP follows the change');
  // Sessions that started more than 90 days ago are left out; none can be booked in the past through
  // the API (availability refuses it), so that bound is not exercised here.
});

test('long text folds at 75 octets without splitting a character, and unfolds to what was sent', async () => {
  const { studio, api, sessions } = await studioWithSessions();
  const notes = `${'Café crème, ☕ et 📸 ; '.repeat(12)}fin`;
  assert.equal((await api.put(`/sessions/${sessions.ten.id}`, { notes })).status, 200);
  const feed = await newFeed(studio);
  const res = await fetch(feed.url);
  const text = await res.text();
  assert.ok(!text.includes('\uFFFD'), 'no character was cut in two');
  assert.equal(unescapeText(byUid(parseCalendar(text)).get(sessions.ten.id)!.get('DESCRIPTION')!), notes);
});

test("a feed shows its own studio's sessions only, never another studio's", async () => {
  const a = await studioWithSessions();
  const b = await studioWithSessions();
  const [aFeed, bFeed] = [await newFeed(a.studio), await newFeed(b.studio)];
  const uids = async (url: string) => new Set((await feedAt(url)).events.map((event) => event.get('UID')));
  assert.deepEqual(await uids(aFeed.url), new Set(Object.values(a.sessions).map((s) => s.id)));
  assert.deepEqual(await uids(bFeed.url), new Set(Object.values(b.sessions).map((s) => s.id)));
  const bList = await b.api.get('/calendar_feeds');
  assert.deepEqual(bList.body.data.map((f: { id: string }) => f.id), [bFeed.id], "B's list holds B's feed only");
  const foreign = await b.api.delete(`/calendar_feeds/${aFeed.id}`);
  assert.equal(foreign.status, 404);
  assert.equal(foreign.body.error, 'not_found');
  assert.equal((await fetch(aFeed.url)).status, 200, "A's feed survives B's attempt");
});

test('a deleted feed is 404 at once, like an unknown secret or a name without .ics; other feeds keep working', async () => {
  const { studio } = await studioWithSessions();
  const [doomed, kept] = [await newFeed(studio), await newFeed(studio)];
  assert.equal((await fetch(doomed.url)).status, 200);
  const deleted = await studio.api.delete(`/calendar_feeds/${doomed.id}`);
  assert.equal(deleted.status, 200);
  assert.deepEqual(deleted.body, { message: 'Calendar feed deleted.' });

  const unknownSecret = 'A'.repeat(43);
  const misses = [doomed.url, `${server.origin}/calendar/${unknownSecret}.ics`, `${server.origin}/calendar/${kept.secret}`, `${server.origin}/calendar/${kept.secret}.ICS`,
    `${server.origin}/calendar/${kept.secret.slice(1)}.ics`, `${server.origin}/calendar/x.ics`];
  const answers = await Promise.all(misses.map(async (url) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
  }));
  for (const answer of answers) assert.deepEqual(answer, answers[0], 'every miss answers the same, saying nothing of what existed');
  assert.equal(answers[0].status, 404);
  assert.equal(answers[0].type, 'text/plain; charset=utf-8');
  assert.equal((await fetch(kept.url)).status, 200, 'deleting one feed leaves the others');

  const again = await studio.api.delete(`/calendar_feeds/${doomed.id}`);
  assert.equal(again.status, 404);
  assert.equal(again.body.error, 'not_found');
  const malformed = await studio.api.delete('/calendar_feeds/cf_short');
  assert.equal(malformed.status, 400);
  assert.equal(malformed.body.error, 'invalid_id');
});

test('the feed needs no credential and ignores one; the API routes are staff only', async () => {
  const { studio } = await studioWithSessions();
  const feed = await newFeed(studio);
  assert.equal((await fetch(feed.url, { headers: { authorization: 'Bearer nonsense' } })).status, 200);
  const anonymous = await fetch(`${server.base}/calendar_feeds`);
  assert.equal(anonymous.status, 401);
});

test('rotating a feed gives it a new address at once; the old one is 404 like a deleted feed', async () => {
  const { studio } = await studioWithSessions();
  const feed = await newFeed(studio);
  const rotated = await studio.api.post(`/calendar_feeds/${feed.id}/rotate`);
  assert.equal(rotated.status, 200);
  assert.deepEqual({ ...rotated.body.data, url: null }, { id: feed.id, name: null, url: null, created_at: rotated.body.data.created_at });
  assert.notEqual(rotated.body.data.url, feed.url);
  assert.equal((await fetch(feed.url)).status, 404, 'the old address stops at once');
  const events = (await feedAt(rotated.body.data.url)).events;
  assert.equal(events.length, 3, 'the new address serves the same sessions');
  assert.equal((await studio.api.get('/calendar_feeds')).body.data[0].url, null);
  const other = await newStudio(server);
  assert.equal((await other.api.post(`/calendar_feeds/${feed.id}/rotate`)).status, 404, "another studio's feed is missing");
  assert.equal((await fetch(rotated.body.data.url)).status, 200);
});
