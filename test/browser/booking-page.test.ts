/**
 * The booking page in real headless Chromium at a phone's width (`npm run test:browser`): a visitor
 * in London opens a New York studio's page, picks a day and a time, fills the form and books; the
 * confirmation names both clocks, and the studio finds the session in its API.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newStudio, startTestServer } from '../helpers.js';
import { PHONE, phoneBrowser } from './chromium.js';

const browser = await phoneBrowser({ timezoneId: 'Europe/London' });
const server = await startTestServer({ BOOKING_RATE_LIMIT_PER_MINUTE: '100000' });
await browser.reachOnly(server.origin);
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

  const sessions = (await api.get('/sessions')).body.data;
  assert.equal(sessions.length, 1);
  assert.equal(sessions[0].status, 'booked');
  assert.equal(sessions[0].notes, 'How many people? Four');

  assert.deepEqual(browser.requests.filter((url) => !browser.isOwnHost(url)), [], 'the pages reached other hosts');
  assert.deepEqual(await browser.cspViolations(), [], 'CSP violations');
  assert.deepEqual(browser.consoleErrors, [], 'console errors');
});
