import type { Db } from '../../platform/db/pool.js';
import type { Caller } from '../../platform/access.js';
import { formatMoney } from '../../platform/money.js';
import { pageCarryingTotal, pageMeta, type PageRequest } from '../../platform/paging.js';
import type { ClientService } from '../clients/service.js';
import type { PaymentService } from '../invoices/payments.js';
import { documentQueries, type DocumentQueries, type DocumentRow } from './queries.js';
import type { DocumentSource } from './sources.js';
import type { Document, DocumentMeta } from './schemas.js';

/**
 * A client's documents (API.md §7): the records of every area that has them, in one list that the
 * database orders and pages. Each area is a source (sources.ts), given through its service.
 */
export class DocumentService {
  private queries: DocumentQueries;

  constructor(
    db: Db,
    private clients: ClientService,
    private payments: PaymentService,
    sources: DocumentSource[],
  ) {
    this.queries = documentQueries(db, sources);
  }

  /** One page of the client's documents, newest first; the client's gift card uses when asked. */
  async ofClient(caller: Caller, clientId: string, paging: PageRequest, withGiftCards: boolean): Promise<{ data: Document[]; meta: DocumentMeta }> {
    await this.clients.find(caller, clientId);
    const params = { studioId: caller.studio.id, clientId, timeZone: caller.studio.timezone };
    const [{ rows, total }, giftCardActivities] = await Promise.all([
      pageCarryingTotal(paging, (limit, offset) => this.queries.page(params, limit, offset)),
      withGiftCards ? this.payments.giftCardActivitiesOf(caller, clientId) : null,
    ]);
    const meta = pageMeta(paging, total, rows.length);
    return { data: rows.map(present), meta: giftCardActivities ? { ...meta, gift_card_activities: giftCardActivities } : meta };
  }
}

function present(row: DocumentRow): Document {
  const money = row.amount === null || row.currency === null ? {} : { amount: row.amount, amount_formatted: formatMoney(row.amount, row.currency), currency: row.currency };
  return { id: row.id, type: row.type, title: row.title, status: row.status, ...money, date: row.date, created_at: row.createdAt };
}
