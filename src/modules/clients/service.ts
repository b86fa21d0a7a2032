import type { Db, Executor, Tx } from '../../platform/db/pool.js';
import { givenChanges } from '../../platform/db/changes.js';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '../../platform/db/pool.js';
import type { Caller } from '../../platform/access.js';
import type { ClientReference } from '../../platform/area.js';
import { badRequest, conflict, invalid, invalidField, missing } from '../../platform/errors.js';
import { isId, newId } from '../../platform/ids.js';
import { pageCarryingTotal, pageMeta, type ListPage, type PageCursors, type PageRequest } from '../../platform/paging.js';
import { countryById } from './countries.js';
import { decodeCursor } from './cursors.js';
import { pageByCursor, pageByNumber, type RowPage } from './list-pages.js';
import { ALL_TYPES, clientQueries, type ClientChanges, type ClientQueries, type ClientRow, type ListPosition, type SearchTerms } from './queries.js';
import type { Client, ClientCreate, ClientType, ClientUpdate } from './schemas.js';
import type { WebhookEvents } from '../webhooks/service.js';

/** What other areas show of a client: its id, name and email. */
export interface ClientBrief {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** Colour index 0–11 of the client's avatar, stable per client. */
  avatar_color: number;
}

/** Who books at a booking page: what a new lead is made of. */
export interface Visitor {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

const TYPE_LABELS: Record<ClientType, string> = { client: 'Client', lead: 'Lead', other: 'Other' };
export const CLIENT_STATUSES = { 1: 'Active', 2: 'Archived' } as const;
const STATUS_KEYS = { Active: 1, Archived: 2 } as const;
const AVATAR_COLORS = 12;
/** A client has at least one of these (the clients_name_or_email constraint). */
const NAME_FIELDS = ['first_name', 'email'] as const;
const EXPORT_BATCH = 2000;

export class ClientService {
  private queries: ClientQueries;

  /** The references of other areas' tables that keep a referenced client from being deleted (their manifests'). */
  constructor(
    private db: Db,
    private references: readonly ClientReference[],
    private events: WebhookEvents,
  ) {
    this.queries = clientQueries(db);
  }

  /**
   * A page of the list by its number, or the page a `cursor` of an earlier answer leads to; both
   * answer the cursors of the pages beside and of the last.
   */
  async list(caller: Caller, types: ClientType[] | null, paging: PageRequest & { cursor?: string }): Promise<ListPage<Client> & { cursors: PageCursors }> {
    const scope = { studioId: caller.studio.id, types: [...(types ?? ALL_TYPES)].sort(), perPage: paging.perPage };
    const found: RowPage = paging.cursor === undefined
      ? await pageByNumber(this.queries, scope, paging)
      : await pageByCursor(this.queries, decodeCursor(paging.cursor, scope));
    return { data: found.rows.map(present), meta: found.meta, cursors: found.cursors };
  }

  async get(caller: Caller, id: string): Promise<Client> {
    return present(await this.find(caller, id));
  }

  /**
   * The client a path or a query names: 404 unless the studio has it, with the area's `code`
   * (`client_not_found` in the invoice area).
   */
  async find(caller: Caller, id: string, code?: string): Promise<ClientRow> {
    const row = await this.queries.byId(caller.studio.id, id);
    if (!row) throw missing('client', id, { code });
    return row;
  }

  /**
   * The client a body names in `client_id`: a malformed or unknown id is 422 on that field (API.md §9
   * "References in a body"). Pass `tx` inside a transaction.
   */
  async referenced(caller: Caller, id: string, executor?: Executor): Promise<ClientBrief> {
    const [row] = isId('cl', id) ? await this.queries.briefs(caller.studio.id, [id], executor) : [];
    if (!row) throw invalidField('client_id', `The studio has no client with the identifier ${id}.`);
    return brief(row);
  }

  async create(caller: Caller, input: ClientCreate, options: { sample?: boolean } = {}): Promise<Client> {
    const client = await this.checked(this.db.transaction(async (tx) => {
      const created = present(await this.queries.insert(tx, newClientRow(caller, input, options.sample ?? false)));
      await this.events.record(tx, caller.studio.id, 'client.created', created);
      return created;
    }));
    return client;
  }

  async update(caller: Caller, id: string, input: ClientUpdate): Promise<Client> {
    const cleared = NAME_FIELDS.filter((field) => input[field] !== undefined);
    const row = await this.checked(this.queries.update(caller.studio.id, id, changesFrom(input)), cleared);
    if (!row) throw missing('client', id);
    return present(row);
  }

  async remove(caller: Caller, id: string): Promise<void> {
    let deleted: unknown;
    try {
      deleted = await this.queries.delete(caller.studio.id, id);
    } catch (error) {
      const blocking = this.references.find(({ constraint }) => isForeignKeyViolation(error, constraint));
      if (blocking) {
        throw conflict(blocking.code, `The client has ${blocking.records} and cannot be deleted: archive it instead (status_name Archived).`);
      }
      throw error;
    }
    if (!deleted) throw missing('client', id);
  }

  /**
   * The client with the visitor's email (its details left as they are: a visitor does not edit a
   * client), or a new lead with the visitor's details, recorded as a `client.created` event in `tx`.
   */
  async leadFor(caller: Caller, visitor: Visitor, tx: Tx): Promise<string> {
    const row = newClientRow(caller, { ...visitor, type: 'lead' }, false);
    const { id, inserted } = await this.checked(this.queries.idOfEmailOrInserted(tx, { ...row, email: visitor.email }));
    if (inserted) await this.events.record(tx, caller.studio.id, 'client.created', present(inserted));
    return id;
  }

  /** Name and email of the studio's clients among `ids`, by id; other ids are left out. Pass `tx` inside a transaction. */
  async briefs(caller: Caller, ids: string[], executor?: Executor): Promise<Map<string, ClientBrief>> {
    const rows = ids.length === 0 ? [] : await this.queries.briefs(caller.studio.id, [...new Set(ids)], executor);
    return new Map(rows.map((row) => [row.id, brief(row)]));
  }

  /**
   * The id of the studio's client with each email, by email lower-cased (emails compare lower-cased);
   * the oldest when several share one. Emails no client has are left out.
   */
  async idsByEmail(caller: Caller, emails: string[]): Promise<Map<string, string>> {
    const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
    const rows = lowered.length === 0 ? [] : await this.queries.oldestByEmail(caller.studio.id, lowered);
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  async search(caller: Caller, q: string, types: ClientType[] | null, paging: PageRequest) {
    const terms = searchTerms(q);
    const scope = types ?? ALL_TYPES;
    const { rows, total } = await pageCarryingTotal(paging, (limit, offset) => this.queries.search(caller.studio.id, scope, terms, limit, offset));
    const meta = pageMeta(paging, total, rows.length);
    return {
      data: rows.map(present),
      meta: { current_page: meta.current_page, per_page: meta.per_page, total: meta.total, last_page: meta.last_page },
    };
  }

  /**
   * Every client in list order, in batches so that memory stays flat whatever the size. Batches, not
   * rows: each step of an async generator costs a round of promises (a few percent of an export's CPU
   * when each row took one, profiled).
   */
  async *export(caller: Caller, types: ClientType[] | null): AsyncGenerator<ClientRow[]> {
    let after: ListPosition | null = null;
    for (;;) {
      const batch = await this.queries.exportBatch(caller.studio.id, types ?? ALL_TYPES, after, EXPORT_BATCH);
      if (batch.length > 0) yield batch;
      if (batch.length < EXPORT_BATCH) return;
      const last = batch[batch.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  /** Bulk insert for seeding large demo studios (one statement per batch, not one per client). */
  async insertMany(caller: Caller, inputs: ClientCreate[], options: { sample?: boolean } = {}): Promise<void> {
    await this.queries.insertMany(inputs.map((input) => newClientRow(caller, input, options.sample ?? false)));
  }

  /** After a bulk load: statistics for the planner and a visibility map for index-only scans. */
  async analyze(): Promise<void> {
    await this.queries.analyze();
  }

  /** Runs a write, turning the table's rules into the API's answers. */
  private async checked<T>(pending: Promise<T>, nameFields: readonly string[] = NAME_FIELDS): Promise<T> {
    try {
      return await pending;
    } catch (error) {
      if (isUniqueViolation(error, 'clients_email_key')) {
        throw conflict('already_exists', 'A client with this email already exists.', { email: ['The email has already been taken.'] });
      }
      if (isCheckViolation(error, 'clients_name_or_email')) {
        const message = 'A client needs at least a first name or an email.';
        throw invalid(Object.fromEntries(nameFields.map((field) => [field, [message]])));
      }
      throw error;
    }
  }
}

/** What search compares: LIKE-escaped text, and the digits when the query looks like a phone number. */
function searchTerms(q: string): SearchTerms {
  const trimmed = q.trim();
  if (trimmed === '' || trimmed.includes('\0')) {
    throw badRequest('invalid_request', 'Invalid query parameter.', { q: ['The q field must contain text to search for.'] });
  }
  const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');
  const digits = /^[\d\s()+.\-/]+$/.test(trimmed) ? trimmed.replace(/\D/g, '') : '';
  return { raw: trimmed, like: escapeLike(trimmed), digits: digits.length >= 3 ? digits : null };
}

function brief(row: Pick<ClientRow, 'id' | 'firstName' | 'lastName' | 'email' | 'avatarColor'>): ClientBrief {
  return { id: row.id, first_name: row.firstName, last_name: row.lastName, email: row.email, avatar_color: row.avatarColor };
}

function newClientRow(caller: Caller, input: ClientCreate, sample: boolean) {
  const id = newId('cl');
  return { ...changesFrom(input), studioId: caller.studio.id, id, type: input.type ?? 'client', avatarColor: avatarColor(id), sample };
}

/** The same client always gets the same of the twelve colors. */
function avatarColor(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % AVATAR_COLORS;
}

function changesFrom(input: ClientUpdate): ClientChanges {
  const changes = givenChanges<ClientChanges>({
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    jobTitle: input.job_title,
    notes: input.notes,
    type: input.type,
  });
  if (input.status_name !== undefined) changes.status = STATUS_KEYS[input.status_name];
  if (input.address_info === null) {
    Object.assign(changes, { addressLine1: null, addressLine2: null, city: null, postalCode: null, state: null, countryId: null });
  } else if (input.address_info) {
    const a = input.address_info;
    if (a.country_id != null && !countryById(a.country_id)) {
      throw invalidField('address_info.country_id', 'The country_id must be an ISO 3166-1 numeric code (840 is the United States).');
    }
    Object.assign(changes, givenChanges<ClientChanges>({
      addressLine1: a.address_line_1,
      addressLine2: a.address_line_2,
      city: a.city,
      postalCode: a.postal_code,
      state: a.state,
      countryId: a.country_id,
    }));
  }
  return changes;
}

export function present(row: ClientRow): Client {
  return {
    id: row.id,
    email: row.email,
    status_name: CLIENT_STATUSES[row.status as 1 | 2],
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    company: row.company,
    job_title: row.jobTitle,
    address_info: {
      address_line_1: row.addressLine1,
      address_line_2: row.addressLine2,
      city: row.city,
      postal_code: row.postalCode,
      state: row.state,
      country: row.countryId === null ? null : (countryById(row.countryId)?.name ?? null),
      country_id: row.countryId,
    },
    notes: row.notes,
    avatar_color: row.avatarColor,
    created_at: row.createdAt,
    sample: row.sample,
    type: row.type,
    type_formatted: TYPE_LABELS[row.type],
  };
}
