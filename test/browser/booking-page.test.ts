/**
 * The booking page in real headless Chromium at a phone's width (`npm run test:browser`): a visitor
 * in London opens a New York studio's page, picks a day and a time, fills the form and books; the
 * confirmation names both clocks, and the studio finds the session in its API. A time taken while the
 * visitor fills the form is said plainly; the manage page moves and cancels; and all of it works with
 * JavaScript off. Each page passes axe at 360 px and 1280 px.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer } from '../helpers.js';
import type { Page } from 'playwright-core';
import { assertAccessible, PHONE, phoneBrowser, screenshot } from './chromium.js';

const browser = await phoneBrowser({ timezoneId: 'Europe/London' });
const quiet = await phoneBrowser({ timezoneId: 'Europe/London', javaScriptEnabled: false });
const server = await startTestServer({ BOOKING_RATE_LIMIT_PER_MINUTE: '100000' });
await browser.reachOnly(server.origin);
await quiet.reachOnly(server.origin);
const { page } = browser;
const EVERY_MORNING = [0, 1, 2, 3, 4, 5, 6].map((day_of_week) => ({ day_of_week, start_time: '09:00', end_time: '12:00' }));

test('at 360 px a visitor picks a day and a time, books, sees the confirmation, and the studio sees the session', async () => {
  const { api } = await newStudio(server, { timezone: 'America/New_York' });
  await api.put('/studio', { name: 'Northlight Portraits' });
  const type = (await api.post('/session_types', {
    name: 'Family portrait', duration: 60, status: 'published', online_booking: true, session_type_schedule_intervals: EVERY_MORNING,
    intake_form_fields: [{ name: 'people', label: 'How many people?', type: 'text', required: true }],
  })).body.data;

  const answer = await page.goto(type.booking_url, { waitUntil: 'networkidle' });
  assert.equal(answer?.status(), 200);
  assert.ok(await page.getByRole('banner').getByText('Northlight Portraits').isVisible(), 'the studio\'s name is in the header');
  assert.ok(await page.getByRole('heading', { name: 'Family portrait' }).isVisible());
  await assertAccessible(page, 'the booking page');
  await screenshot(page, 'booking-page');
  const next = page.getByRole('link', { name: 'Next month →' });
  assert.match(await next.getAttribute('href') ?? '', /timezone=Europe%2FLondon/, 'the script put the browser\'s zone on the links');

  await next.click();
  await page.locator('a.open-day').first().click();
  const times = page.getByRole('group', { name: /^Times on .* \(Europe\/London\)$/ });
  assert.ok(await times.isVisible(), 'the day\'s times are a group named by its legend, in the visitor\'s zone');
  await times.getByRole('radio').first().check();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.test');
  await page.getByLabel('How many people?').fill('Four');

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `the page is ${width} px wide: nothing scrolls sideways`);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => ({ text: document.activeElement?.textContent, outline: getComputedStyle(document.activeElement as Element).outlineStyle }));
  assert.deepEqual(focused, { text: 'Book this time', outline: 'solid' }, 'Tab from the last field reaches the button, which shows its focus');

  await page.keyboard.press('Enter');
  await page.waitForURL(/\/book\/\w+\?timezone=Europe%2FLondon$/);
  assert.ok(await page.getByRole('heading', { name: 'You are booked' }).isVisible());
  // The first time is 9:00 in New York; London's clock is four or five hours ahead, as the month's clock changes have it.
  assert.match(await page.locator('.facts').innerText(), /(1|2):00 PM \(Europe\/London\)[\s\S]*9:00 AM \(America\/New_York\)/);
  const manageLink = page.locator('.manage-link a');
  assert.match(await manageLink.innerText(), /\/book\/manage\/[A-Za-z0-9]{43}$/);
  assert.ok(await page.getByRole('link', { name: 'Add it to your calendar (.ics)' }).isVisible());
  await assertAccessible(page, 'the confirmation');
  await screenshot(page, 'booking-confirmation');

  const sessions = (await api.get('/sessions')).body.data;
  assert.equal(sessions.length, 1);
  assert.equal(sessions[0].status, 'booked');
  assert.equal(sessions[0].notes, 'How many people? Four');

  assert.deepEqual(browser.requests.filter((url) => !browser.isOwnHost(url)), [], 'the pages reached other hosts');
  assert.deepEqual(await browser.cspViolations(), [], 'CSP violations');
  assert.deepEqual(browser.consoleErrors, [], 'console errors');
});

async function bookableType(name: string) {
  const { api } = await newStudio(server, { timezone: 'America/New_York' });
  const type = (await api.post('/session_types', {
    name, duration: 60, status: 'published', online_booking: true, session_type_schedule_intervals: EVERY_MORNING,
  })).body.data;
  return { api, type };
}

/** Next month's first open day, its times shown. */
async function firstOpenDayNextMonth(on: Page, bookingUrl: string) {
  await on.goto(bookingUrl);
  await on.getByRole('link', { name: 'Next month →' }).click();
  await on.locator('a.open-day').first().click();
}

async function fillVisitor(on: Page) {
  await on.getByLabel('First name').fill('Ada');
  await on.getByLabel('Last name').fill('Lovelace');
  await on.getByLabel('Email').fill('ada@example.test');
}

test('a time taken while the visitor fills the form is said plainly; the manage page moves and then cancels the session', async () => {
  const { api, type } = await bookableType('Headshots');
  await firstOpenDayNextMonth(page, type.booking_url);
  const first = page.getByRole('radio').first();
  const taken = (await first.getAttribute('value'))!;
  await first.check();
  await fillVisitor(page);
  const other = await fetch(`${type.booking_url}`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ starts_at: taken, first_name: 'Sam', last_name: 'Other', email: 'sam@example.test' }),
  });
  assert.equal(other.status, 201, 'another visitor took the time');

  const refused = page.waitForResponse((answer) => answer.request().method() === 'POST');
  await page.getByRole('button', { name: 'Book this time' }).click();
  assert.equal((await refused).status(), 409);
  assert.ok(await page.getByText('That time was just taken.').isVisible());
  await assertAccessible(page, 'the booking page saying the time was taken');
  const offered = await page.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  assert.ok(!offered.includes(taken), 'the taken time is no longer offered');
  await page.getByRole('radio').first().check();
  await fillVisitor(page);
  await page.getByRole('button', { name: 'Book this time' }).click();
  assert.ok(await page.getByRole('heading', { name: 'You are booked' }).isVisible());

  await page.locator('.manage-link a').click();
  assert.ok(await page.getByRole('heading', { name: 'Your session' }).isVisible());
  await assertAccessible(page, 'the manage page');
  await screenshot(page, 'booking-manage');
  assert.equal((await api.get('/sessions')).body.data.length, 2, 'the other visitor\'s session and this one');

  await page.locator('a.open-day').last().click();
  const target = page.getByRole('radio').last();
  const movedTo = (await target.getAttribute('value'))!;
  await target.check();
  await page.getByRole('button', { name: 'Move to this time' }).click();
  assert.ok(await page.getByRole('heading', { name: 'Your session' }).isVisible());
  const sessions = (await api.get('/sessions')).body.data as { starts_at: string; status: string; notes: string | null }[];
  assert.ok(sessions.some((session) => Date.parse(session.starts_at) === Date.parse(movedTo) && session.status === 'booked'), 'the session moved');

  await page.getByRole('button', { name: 'Cancel this session' }).click();
  assert.ok(await page.getByText('Cancelled').isVisible());
  const after = (await api.get('/sessions')).body.data as { starts_at: string; status: string }[];
  assert.equal(after.find((session) => Date.parse(session.starts_at) === Date.parse(movedTo))?.status, 'cancelled');
  // Chromium reports the 409 page's status as a console error: that answer was the point.
  assert.deepEqual(browser.consoleErrors.filter((error) => !/status of 409/.test(error)), [], 'console errors');
});

test('with JavaScript off a visitor books in the studio\'s time zone and reaches the manage page', async () => {
  const { api, type } = await bookableType('Mini session');
  const { page: plain } = quiet;
  await firstOpenDayNextMonth(plain, type.booking_url);
  assert.ok(await plain.getByRole('group', { name: /\(America\/New_York\)$/ }).isVisible(), 'without the script, times are in the studio\'s zone');
  await plain.getByRole('radio').first().check();
  await fillVisitor(plain);
  await plain.getByRole('button', { name: 'Book this time' }).click();
  assert.ok(await plain.getByRole('heading', { name: 'You are booked' }).isVisible());
  await plain.locator('.manage-link a').click();
  assert.ok(await plain.getByRole('button', { name: 'Cancel this session' }).isVisible());
  assert.equal((await api.get('/sessions')).body.data.length, 1);
});
