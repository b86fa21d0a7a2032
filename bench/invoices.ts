/**
 * Invoices at scale: BENCH_INVOICES invoices with their line items and payments in the demo studio
 * (seed-demo, beside the running service), then the invoice list, the summary and the payments list,
 * each against the same SQL run by a minimal server.
 */
import { timeframeRange, type Timeframe } from '../src/modules/invoices/timeframes.js';
import { READ_RATIO_TARGET } from './report.js';
import { getJson, measureCases, seedDemo, startBaseline } from './scale.js';
import type { Service } from './service.js';

const SUMMARY_P99_TARGET_MS = 30;

export interface InvoicesBench {
  report: string;
  /** Some answer was not a 200. */
  failed: boolean;
}

export async function benchmarkInvoices(service: Service, dataDir: string, databaseUrl: string, options: { count: number; seconds: number; pairs: number }): Promise<InvoicesBench> {
  const seeded = await seedDemo(dataDir, ['--invoices', String(options.count)]);
  const api = { authorization: `Bearer ${seeded.token}` };
  const studio = (await getJson(`${service.origin}/api/v1/auth/me`, api)).data.studio as { id: string; currency: string; timezone: string };
  const clientId = (await getJson(`${service.origin}/api/v1/invoices/payments/list?expand=client&page_size=1`, api)).data[0].client.id as string;
  const baseline = await startBaseline('pg-invoices', 'bench/pg-invoices.ts', { DATABASE_URL: databaseUrl, STUDIO_ID: studio.id, TIME_ZONE: studio.timezone }, `/invoice_summary?${filter(studio.timezone, 'all_time', studio.currency, 'all')}`);

  const { currency, timezone } = studio;
  const cases = [
    {
      name: `list unpaid ${currency} this_year`,
      ours: `/api/v1/invoices?payment_type=unpaid&currency=${currency}&timeframe_filter=this_year`,
      theirs: `/invoices?${filter(timezone, 'this_year', currency, 'unpaid')}`,
    },
    { name: 'list page 1', ours: '/api/v1/invoices', theirs: `/invoices?${filter(timezone, 'all_time', null, 'all')}` },
    {
      name: `summary ${currency} last_year`,
      ours: `/api/v1/invoices/invoice_summary?currency=${currency}&timeframe_filter=last_year`,
      theirs: `/invoice_summary?${filter(timezone, 'last_year', currency, 'all')}`,
    },
    { name: 'summary all_time', ours: '/api/v1/invoices/invoice_summary', theirs: `/invoice_summary?${filter(timezone, 'all_time', currency, 'all')}` },
    { name: 'payments page 1', ours: '/api/v1/invoices/payments/list', theirs: `/payments?${filter(timezone, 'all_time', null, null)}` },
    {
      name: 'payments of a client',
      ours: `/api/v1/invoices/payments/list?client_id=${clientId}`,
      theirs: `/payments?client_id=${clientId}&${filter(timezone, 'all_time', null, null)}`,
    },
  ];
  const lines = [`\nInvoices: ${options.count} in one studio, with line items and payments (seeded in ${seeded.seconds.toFixed(1)} s, ${Math.round(options.count / seeded.seconds)} invoices/s)`];
  // Summaries are timed alone too: what the dashboard's owner waits for its totals.
  const measured = await measureCases(service, api, baseline, cases, options, {
    ratio: READ_RATIO_TARGET,
    timed: (c) => c.name.startsWith('summary'),
    p99Ms: SUMMARY_P99_TARGET_MS,
  });
  await baseline.stop();
  lines.push(...measured.lines);
  const failed = measured.failed;
  return { report: lines.join('\n'), failed };
}

/**
 * The baseline's query string: the parameter values the service computes for these filters, the
 * timeframe as the instants it covers on the studio's clock.
 */
function filter(timeZone: string, timeframe: Timeframe, currency: string | null, paymentType: string | null): string {
  const { from, until } = timeframeRange(timeframe, timeZone, null);
  const params = new URLSearchParams({ from, until });
  if (currency !== null) params.set('currency', currency);
  if (paymentType !== null) params.set('payment_type', paymentType);
  return params.toString();
}
