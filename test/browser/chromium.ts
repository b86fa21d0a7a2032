/**
 * Headless Chromium for the browser tests, as a phone: one profile per file, requests to any host
 * but the test server's refused and recorded, Content-Security-Policy violations and console errors
 * collected for the test to assert none.
 */
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type ConsoleMessage, type Page } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
/** As root on a machine with no way out: no sandbox, no GPU, and none of Chromium's own background traffic. */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const PHONE = { width: 360, height: 740 };

export interface PhoneBrowser {
  page: Page;
  /** From now on the browser reaches only `origin` (the test server, started after the browser). */
  reachOnly(origin: string): Promise<void>;
  /** Every URL the browser asked for. */
  requests: string[];
  consoleErrors: string[];
  isOwnHost(url: string): boolean;
  cspViolations(): Promise<string[]>;
}

/** A phone-sized Chromium, closed after the file's tests: launch it before the server (see below). */
export async function phoneBrowser(options: { timezoneId?: string; javaScriptEnabled?: boolean } = {}): Promise<PhoneBrowser> {
  if (!existsSync(CHROMIUM)) {
    // Never a skip: the file fails, saying why in one sentence.
    console.error(`The browser tests need Chromium at ${CHROMIUM}, which is missing: install it with \`apt-get install chromium\` (Debian) and run \`npm run test:browser\` again.`);
    process.exit(1);
  }
  // Register this before starting a server: hooks run in order, and the browser must let go of its
  // keep-alive connections before the server closes (or the server waits for them to time out).
  const profile = mkdtempSync(path.join(os.tmpdir(), 'studio-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, viewport: PHONE, ...options });
  after(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
  context.setDefaultTimeout(15_000);

  let serverHost: string | null = null;
  const isOwnHost = (url: string) => {
    const { protocol, host } = new URL(url);
    return protocol === 'data:' || host === serverHost;
  };
  const requests: string[] = [];
  const reachOnly = async (origin: string) => {
    serverHost = new URL(origin).host;
    await context.route('**/*', (route) => {
      const url = route.request().url();
      requests.push(url);
      return isOwnHost(url) ? route.continue() : route.abort('blockedbyclient');
    });
  };
  // The page's own script cannot report what its policy refused; this one, added by the browser's driver, can.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleErrors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const cspViolations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { page, reachOnly, requests, consoleErrors, isOwnHost, cspViolations };
}

export const DESKTOP = { width: 1280, height: 800 };

/**
 * The page at 360 px and at 1280 px passes axe with no serious or critical violation; the viewport is
 * a phone's again after. Each violation is listed with the elements it names, so that a failure says
 * what to mend.
 */
export async function assertAccessible(page: Page, label: string): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const { violations, passes } = await new AxeBuilder({ page }).analyze();
    assert.ok(passes.length > 0, 'axe ran its rules on the page');
    const grave = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    const described = grave.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    assert.deepEqual(described, [], `${label} at ${viewport.width} px`);
  }
  await page.setViewportSize(PHONE);
}

/**
 * With SCREENSHOTS=1, the page as a phone shows it goes to `docs/screenshots/<name>.png` for the
 * README; otherwise nothing is written (the committed pictures change only when asked).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');
