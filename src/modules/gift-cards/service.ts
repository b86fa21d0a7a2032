import type { Db, Executor } from '../../platform/db/pool.js';
import { isUniqueViolation } from '../../platform/db/pool.js';
import type { Caller } from '../../platform/access.js';
import { conflict, invalidField, missing } from '../../platform/errors.js';
import { newId, randomAlphanumeric } from '../../platform/ids.js';
import { currencyOf, formatMoney } from '../../platform/money.js';
import { paged, type ListPage, type PageRequest } from '../../platform/paging.js';
import { giftCardQueries, type GiftCardRow } from './queries.js';
import type { GiftCard, GiftCardCreate, GiftCardFilter } from './schemas.js';

export class GiftCardService {
  private queries: ReturnType<typeof giftCardQueries>;

  constructor(db: Db) {
    this.queries = giftCardQueries(db);
  }

  async list(caller: Caller, status: GiftCardFilter, paging: PageRequest): Promise<ListPage<GiftCard>> {
    const studioId = caller.studio.id;
    return paged(
      paging,
      { rows: (limit, offset) => this.queries.page(studioId, status, limit, offset), total: () => this.queries.total(studioId, status) },
      (rows) => rows.map(present),
    );
  }

  async get(caller: Caller, id: string): Promise<GiftCard> {
    const row = await this.queries.byId(caller.studio.id, id);
    if (!row) throw missing('gift card', id);
    return present(row);
  }

  async create(caller: Caller, input: GiftCardCreate): Promise<GiftCard> {
    const currency = currencyOf(input.currency, caller.studio.currency);
    try {
      const row = await this.queries.insert({
        studioId: caller.studio.id,
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

  /**
   * Pays with a gift card inside the caller's transaction: lowers its balance atomically, never below
   * zero whatever the concurrency, or refuses with 422 on `gift_card_code` or `amount` saying why
   * (API.md §9).
   */
  async debit(tx: Executor, caller: Caller, debit: GiftCardDebit): Promise<{ id: string; code: string }> {
    const card = await this.queries.byCode(tx, caller.studio.id, debit.code);
    if (!card) throw invalidField('gift_card_code', `No gift card has the code ${debit.code}.`);
    if (card.currency !== debit.currency) {
      throw invalidField('gift_card_code', `The gift card ${card.code} is in ${card.currency.toUpperCase()}, the invoice in ${debit.currency.toUpperCase()}.`);
    }
    if (await this.queries.debit(tx, caller.studio.id, card.id, debit.currency, debit.amount)) return { id: card.id, code: card.code };
    // Read again: a concurrent payment may have changed the card since the first read.
    const now = (await this.queries.byCode(tx, caller.studio.id, debit.code)) ?? card;
    if (now.status === 'redeemed') throw invalidField('gift_card_code', `The gift card ${card.code} has already been redeemed.`);
    if (now.status === 'expired') throw invalidField('gift_card_code', `The gift card ${card.code} has expired.`);
    throw invalidField('amount', `The gift card ${card.code} has ${formatMoney(now.balance, now.currency)} left.`);
  }

  /** Returns refunded money to the card it was paid with (never above the card's amount). */
  async credit(tx: Executor, caller: Caller, giftCardId: string, amount: number): Promise<void> {
    await this.queries.credit(tx, caller.studio.id, giftCardId, amount);
  }
}

export interface GiftCardDebit {
  code: string;
  amount: number;
  currency: string;
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
