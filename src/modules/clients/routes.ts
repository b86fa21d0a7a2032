import { Readable } from 'node:stream';
import { Type, type Static } from 'typebox';
import { API_PREFIX, callerOf, originOf, type App } from '../../platform/http.js';
import { builtToShape } from '../../platform/serialization.js';
import { Data, errorResponses, IDEMPOTENT, INVALID_BODY, invalidIdLine, Message, STAFF_ONLY } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { cursorLinks, pageLinks, sentParam } from '../../platform/paging.js';
import { badRequest } from '../../platform/errors.js';
import type { AuthService } from '../../platform/auth/service.js';
import { CLIENT_STATUSES, type ClientService } from './service.js';
import { clientsCsv } from './csv.js';
import { COUNTRIES } from './countries.js';
import {
  Client, ClientCreate, ClientListQuery, ClientPage, ClientParams, ClientUpdate, Country, CsvQuery, PortalToken, SearchPage, SearchQuery,
  type ClientType,
} from './schemas.js';

const config = { access: 'photographer', area: 'standard' } as const;
const tags = ['clients'];
const clientId = (params: { client_id: string }) => pathId('cl', params.client_id, 'client');

const INVALID_ID = invalidIdLine('client_id', 'cl', 'client');
const NOT_FOUND = '`not_found`: the studio has no client with this identifier.';
const EMAIL_TAKEN = '`already_exists`: another contact of the studio has this email, ignoring case (`details.email`).';
const INVALID_BODY_OF_CLIENT =
  `${INVALID_BODY} For example a contact ` +
  'left with neither `first_name` nor `email`, or an unknown `address_info.country_id`.';

const CURSOR_REFUSED =
  '`invalid_request`: `cursor` is garbled, was made for another list (other `types` or `per_page`, another studio) or came with `page`';

const CSV_COLUMNS =
  'id, first_name, last_name, email, phone, company, job_title, type, status, address_line_1, address_line_2, city, state, ' +
  'postal_code, country, notes, created_at';

/** `client,lead` → ['client', 'lead']; absent or `all` → every type. */
function typesOf(param: string | undefined): ClientType[] | null {
  if (!param || param === 'all') return null;
  return [...new Set(param.split(','))] as ClientType[];
}

export function clientRoutes(app: App, { clients, auth }: { clients: ClientService; auth: AuthService }): void {
  app.get('/clients', {
    schema: {
      tags,
      operationId: 'listClients',
      summary: 'List clients, leads and other contacts',
      description:
        'The studio\'s contacts of every type and both statuses, newest first, a page at a time; `types` keeps some ' +
        'types only. A page is asked for by number (`page`) or by a `cursor` of an earlier answer\'s `cursors`: deep pages by ' +
        'number cost more the deeper they are, pages by cursor (the last page included) the same at any depth. ' +
        `\`meta\` adds the status labels and \`csv_url\`, the export of the same contacts. ${STAFF_ONLY}`,
      querystring: ClientListQuery,
      response: {
        200: builtToShape(ClientPage),
        ...errorResponses(config, 'GET', { 400: [`${CURSOR_REFUSED} (\`details.cursor\`).`] }),
      },
    },
    config,
  }, async (req) => {
    const { page, per_page, types, cursor } = req.query;
    if (cursor !== undefined && sentParam(req, 'page')) {
      throw badRequest('invalid_request', 'Invalid query parameter.', { cursor: ['Send either page or cursor, not both.'] });
    }
    const { data, meta, cursors } = await clients.list(callerOf(req), typesOf(types), { page, perPage: per_page, cursor });
    const csvQuery = types ? `?types=${encodeURIComponent(types)}` : '';
    return {
      data,
      links: cursor === undefined ? pageLinks(req, meta) : cursorLinks(req, cursors),
      cursors,
      meta: { ...meta, client_statuses: CLIENT_STATUSES, csv_url: `${originOf(req)}${API_PREFIX}/clients/download_csv${csvQuery}` },
    };
  });

  app.post('/clients', {
    schema: {
      tags,
      operationId: 'createClient',
      summary: 'Create a client',
      description:
        'Adds a client, lead or other contact. It needs at least a `first_name` or an `email`; `type` defaults to ' +
        '`client` and `status_name` to `Active`; the email is unique in the studio, ignoring case. Its `avatar_color` ' +
        `is chosen once and kept. ${IDEMPOTENT} ${STAFF_ONLY}`,
      body: ClientCreate,
      response: {
        201: Data(Client, 'The contact was created.'),
        ...errorResponses(config, 'POST', { 409: [EMAIL_TAKEN], 422: [INVALID_BODY_OF_CLIENT] }),
      },
    },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await clients.create(callerOf(req), req.body) }));

  app.get('/clients/search', {
    schema: {
      tags,
      operationId: 'searchClients',
      summary: 'Search clients by name, email, phone or company',
      description:
        'Contacts matching `q`, best matches first (an exact email, then names and phones that start with the query, ' +
        `then the rest), a page of \`pageSize\` at a time. ${STAFF_ONLY}`,
      querystring: SearchQuery,
      response: {
        200: builtToShape(SearchPage),
        ...errorResponses(config, 'GET', { 400: ['`invalid_request`: `q` is missing, empty or only spaces (`details.q`).'] }),
      },
    },
    config,
  }, async (req) => {
    const { q, types, page, pageSize } = req.query;
    return clients.search(callerOf(req), q, typesOf(types), { page, perPage: pageSize });
  });

  // The answer is a stream of CSV text, not an object the response schemas describe.
  app.get<{ Querystring: Static<typeof CsvQuery>; Reply: Readable }>('/clients/download_csv', {
    schema: {
      tags,
      operationId: 'exportClientsCsv',
      summary: 'Export clients as CSV',
      description:
        'Every contact (or those of `types`), newest first, as a CSV file named `clients-YYYY-MM-DD.csv` after today\'s ' +
        'date in the studio\'s time zone, sent as an attachment and streamed, whatever the number of contacts. ' +
        `\`meta.csv_url\` of the client list gives this address. ${STAFF_ONLY}`,
      querystring: CsvQuery,
      response: {
        200: {
          description: 'The CSV file (`text/csv; charset=utf-8`, `Content-Disposition: attachment`).',
          content: {
            'text/csv': {
              schema: {
                type: 'string',
                description:
                  `UTF-8 with a byte-order mark, lines ending in CRLF (RFC 4180). A header row (${CSV_COLUMNS}), then one row ` +
                  'per contact; `status` is `Active` or `Archived`, `created_at` a timestamp as the API writes them. A cell ' +
                  'that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage ' +
                  'return) is prefixed with `\'`.',
                examples: [`${CSV_COLUMNS.replaceAll(', ', ',')}\r\ncl_9qGh5s2h84n0cXlP3YWAuszQkOGbo7,Ada,Lovelace,ada@example.com,'+1 212 555 0142,,,client,Active,350 Fifth Avenue,,New York,NY,10118,United States,,2026-11-22T10:15:30.123456Z\r\n`],
              },
            },
          },
        },
        ...errorResponses(config, 'GET'),
      },
    },
    config: { ...config, longWork: true },
  }, async (req, reply) => {
    const caller = callerOf(req);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: caller.studio.timezone }).format(new Date());
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="clients-${today}.csv"`);
    // Two chunks (a batch of clients each) read ahead at most, however slowly the caller reads.
    return reply.send(Readable.from(clientsCsv(clients.export(caller, typesOf(req.query.types))), { highWaterMark: 2 }));
  });

  app.get('/clients/:client_id', {
    schema: {
      tags,
      operationId: 'getClient',
      summary: 'Get a client',
      description: `One contact. ${STAFF_ONLY}`,
      params: ClientParams,
      response: {
        200: Data(Client, 'The contact.'),
        ...errorResponses(config, 'GET', { 400: [INVALID_ID], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req) => ({ data: await clients.get(callerOf(req), clientId(req.params)) }));

  app.put('/clients/:client_id', {
    schema: {
      tags,
      operationId: 'updateClient',
      summary: 'Update a client',
      description:
        'Changes the fields given and keeps the others (a partial update); within `address_info` too. Set ' +
        `\`status_name\` to \`Archived\` to archive a contact. ${STAFF_ONLY}`,
      params: ClientParams,
      body: ClientUpdate,
      response: {
        200: Data(Client, 'The contact after the change.'),
        ...errorResponses(config, 'PUT', { 400: [INVALID_ID], 404: [NOT_FOUND], 409: [EMAIL_TAKEN], 422: [INVALID_BODY_OF_CLIENT] }),
      },
    },
    config,
  }, async (req) => ({ data: await clients.update(callerOf(req), clientId(req.params), req.body) }));

  app.delete('/clients/:client_id', {
    schema: {
      tags,
      operationId: 'deleteClient',
      summary: 'Delete a client',
      description: `Deletes the contact permanently. A client with invoices or conversations cannot be deleted (message history is kept): archive it instead (\`status_name: Archived\`). ${STAFF_ONLY}`,
      params: ClientParams,
      response: {
        200: Message('The contact was deleted.'),
        ...errorResponses(config, 'DELETE', {
          400: [INVALID_ID],
          404: [NOT_FOUND],
          409: ['`client_has_invoices`: the client has invoices; archive it instead.', '`client_has_conversations`: the client has conversations; archive it instead.'],
        }),
      },
    },
    config,
  }, async (req) => {
    await clients.remove(callerOf(req), clientId(req.params));
    return { message: 'Client deleted.' };
  });

  app.post('/clients/:client_id/portal_tokens', {
    schema: {
      tags,
      operationId: 'createPortalToken',
      summary: 'Create a client portal token',
      description:
        'A `client`-role token acting for this client, for a client portal: it may call only the operations that admit ' +
        'client portal tokens, and sees only that client\'s own records. The secret is in this answer only. No body. ' +
        `${IDEMPOTENT} ${STAFF_ONLY}`,
      params: ClientParams,
      response: {
        201: Data(PortalToken, 'The token was created; keep its secret now.'),
        ...errorResponses(config, 'POST', { 400: [INVALID_ID], 404: [NOT_FOUND] }),
      },
    },
    config,
  }, async (req, reply) => {
    const caller = callerOf(req);
    const client = await clients.find(caller, clientId(req.params));
    return reply.code(201).send({ data: await auth.createPortalToken(caller.studio.id, client.id) });
  });

  const anyCaller = { access: 'any', area: 'standard' } as const;
  app.get('/countries', {
    schema: {
      tags,
      operationId: 'listCountries',
      summary: 'List countries',
      description:
        'Every country an address may name, by ISO 3166-1 numeric code (`address_info.country_id`) with its alpha-2 code ' +
        'and English name. Studio staff and client portal tokens alike.',
      response: {
        200: Data(Type.Array(Country, { description: 'The countries, ordered by numeric code.' }), 'The countries.'),
        ...errorResponses(anyCaller, 'GET'),
      },
    },
    config: anyCaller,
  }, async () => ({ data: COUNTRIES }));
}
