import type { Db } from '../../platform/db/pool.js';
import { isUniqueViolation } from '../../platform/db/pool.js';
import type { Studio } from '../../platform/auth/credentials.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { newId, randomAlphanumeric } from '../../platform/ids.js';
import { formatMoney, isCurrency } from '../../platform/money.js';
import { offsetOf, pageMeta, type PageMeta, type PageRequest } from '../../platform/paging.js';
import { giftCardQueries, type GiftCardRow } from './queries.js';
import type { GiftCard, GiftCardCreate, GiftCardFilter } from './schemas.js';

export class GiftCardService {
  private queries: ReturnType<typeof giftCardQueries>;

  constructor(db: Db) {
    this.queries = giftCardQueries(db);
  }

  async list(studio: Studio, status: GiftCardFilter, paging: PageRequest): Promise<{ data: GiftCard[]; meta: PageMeta }> {
    const [rows, total] = await Promise.all([
      this.queries.page(studio.id, status, paging.perPage, offsetOf(paging)),
      this.queries.total(studio.id, status),
    ]);
    return { data: rows.map(present), meta: pageMeta(paging, total, rows.length) };
  }

  async get(studio: Studio, id: string): Promise<GiftCard> {
    const row = await this.queries.byId(studio.id, id);
    if (!row) throw notFound('not_found', `No gift card has the identifier ${id}.`);
    return present(row);
  }

  async create(studio: Studio, input: GiftCardCreate): Promise<GiftCard> {
    const currency = (input.currency ?? studio.currency).toLowerCase();
    if (!isCurrency(currency)) {
      throw badRequest('invalid_currency', `The currency ${input.currency} is not supported.`, { currency: ['The currency is not supported.'] });
    }
    try {
      const row = await this.queries.insert({
        studioId: studio.id,
        id: newId('gc'),
        code: input.code ?? generatedCode(),
        currency,
        amount: input.amount,
        balance: input.amount,
        expiresAt: input.expires_at ?? null,
        purchaserFirstName: input.purchased_by?.first_name ?? null,
        purchaserLastName: input.purchased_by?.last_name ?? null,
        purchaserEmail: input.purchased_by?.email ?? null,
      });
      return present(row);
    } catch (error) {
      if (isUniqueViolation(error, 'gift_cards_code_key')) {
        throw conflict('already_exists', 'A gift card with this code already exists.', { code: ['The code has already been taken.'] });
      }
      throw error;
    }
  }
}

/** Sixteen characters in groups of four, easy to read out over the phone: `K7QM-2XRT-9BWD-4HNA`. */
function generatedCode(): string {
  return randomAlphanumeric(16).toUpperCase().match(/.{4}/g)!.join('-');
}

function present(row: GiftCardRow): GiftCard {
  const purchased = row.purchaserFirstName !== null || row.purchaserLastName !== null || row.purchaserEmail !== null;
  return {
    id: row.id,
    code: row.code,
    currency: row.currency,
    amount: row.amount,
    amount_formatted: formatMoney(row.amount, row.currency),
    balance: row.balance,
    balance_formatted: formatMoney(row.balance, row.currency),
    status: row.status,
    expires_at: row.expiresAt,
    purchased_by: purchased
      ? { first_name: row.purchaserFirstName, last_name: row.purchaserLastName, email: row.purchaserEmail }
      : null,
    created_at: row.createdAt,
  };
}
