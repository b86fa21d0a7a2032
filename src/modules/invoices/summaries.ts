import type { Db } from '../../platform/db/pool.js';
import type { Caller } from '../../platform/access.js';
import { badRequest } from '../../platform/errors.js';
import { pathId } from '../../platform/ids.js';
import { currencies, currencyOf, formatMoney, type CurrencyInfo } from '../../platform/money.js';
import type { ClientService } from '../clients/service.js';
import type { InvoiceFilter } from './schemas.js';
import { summaryQueries, type SummaryQueries, type Totals } from './summary-queries.js';
import { timeframeRange } from './timeframes.js';

/** Every summary counts issued invoices only and one currency at a time (API.md §6, §9). */
export class SummaryService {
  private queries: SummaryQueries;

  constructor(
    db: Db,
    private clients: ClientService,
  ) {
    this.queries = summaryQueries(db);
  }

  async invoiceSummary(caller: Caller, filter: InvoiceFilter) {
    const currency = currencyOf(filter.currency, caller.studio.currency);
    const totals = await this.queries.studio({
      studioId: caller.studio.id,
      timeZone: caller.studio.timezone,
      currency,
      ...timeframeRange(filter.timeframe, caller.studio.timezone, filter.to),
      paymentType: filter.paymentType,
    });
    return { ...issuedView(totals, currency), currency };
  }

  currencies(): readonly CurrencyInfo[] {
    return currencies();
  }

  async disputed(caller: Caller, currencyParam: string | undefined) {
    const currency = currencyOf(currencyParam, caller.studio.currency);
    const { count, totalAmount } = await this.queries.disputed(caller.studio.id, currency);
    return { count, total_amount: totalAmount, total_amount_formatted: formatMoney(totalAmount, currency) };
  }

  async clientCurrencies(caller: Caller, clientIdParam: string) {
    const clientId = await this.summarisedClient(caller, clientIdParam);
    const rows = await this.queries.clientCurrencies(caller.studio.id, clientId);
    return rows.map((row) => ({
      currency: row.currency,
      total_invoices: row.totalInvoices,
      total_amount: row.totalAmount,
      total_amount_formatted: formatMoney(row.totalAmount, row.currency),
    }));
  }

  async clientTotals(caller: Caller, currencyParam: string, clientIdParam: string) {
    const currency = currencyOf(currencyParam, caller.studio.currency);
    const clientId = await this.summarisedClient(caller, clientIdParam);
    const totals = await this.queries.client({ studioId: caller.studio.id, timeZone: caller.studio.timezone, clientId, currency });
    return {
      client_id: clientId,
      currency,
      ...issuedView(totals, currency),
      overdue_amount: totals.overdueAmount,
      overdue_amount_formatted: formatMoney(totals.overdueAmount, currency),
    };
  }

  /** `client_id` is required (400 when empty or malformed) and must be the studio's (404 `client_not_found`). */
  private async summarisedClient(caller: Caller, clientId: string): Promise<string> {
    if (clientId === '') {
      throw badRequest('invalid_request', 'The client_id query parameter is required.', { client_id: ['The client_id field is required.'] });
    }
    return (await this.clients.find(caller, pathId('cl', clientId, 'client'), 'client_not_found')).id;
  }
}

/** Totals of issued invoices as the API writes them; unpaid is what payments have not covered. */
function issuedView(totals: Totals, currency: string) {
  const money = (amount: number) => formatMoney(amount, currency);
  const unpaid = totals.totalAmount - totals.paidAmount;
  return {
    total_invoices: totals.totalInvoices,
    total_amount: totals.totalAmount,
    total_amount_formatted: money(totals.totalAmount),
    paid_amount: totals.paidAmount,
    paid_amount_formatted: money(totals.paidAmount),
    unpaid_amount: unpaid,
    unpaid_amount_formatted: money(unpaid),
    overdue_count: totals.overdueCount,
  };
}
