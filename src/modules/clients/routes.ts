import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { API_PREFIX, callerOf, originOf, type App } from '../../platform/http.js';
import { Data, ErrorBody, MessageBody } from '../../platform/schemas.js';
import { pathId } from '../../platform/ids.js';
import { pageLinks } from '../../platform/paging.js';
import type { Services } from '../../areas.js';
import { CLIENT_STATUSES } from './service.js';
import { clientsCsv } from './csv.js';
import { COUNTRIES } from './countries.js';
import {
  Client, ClientCreate, ClientListQuery, ClientPage, ClientUpdate, Country, CsvQuery, PortalToken, SearchPage, SearchQuery,
  type ClientType,
} from './schemas.js';

const config = { access: 'photographer', area: 'standard' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody };
const ClientParams = Type.Object({ client_id: Type.String() });
const clientId = (params: { client_id: string }) => pathId('cl', params.client_id, 'client');

/** `client,lead` → ['client', 'lead']; absent or `all` → every type. */
function typesOf(param: string | undefined): ClientType[] | null {
  if (!param || param === 'all') return null;
  return [...new Set(param.split(','))] as ClientType[];
}

export function clientRoutes(app: App, { clients, auth }: Services): void {
  app.get('/clients', {
    schema: { tags: ['clients'], summary: 'List clients, leads and other contacts', querystring: ClientListQuery, response: { 200: ClientPage, ...errors } },
    config,
  }, async (req) => {
    const { page, per_page, types } = req.query;
    const { data, meta } = await clients.list(callerOf(req), typesOf(types), { page, perPage: per_page });
    const csvQuery = types ? `?types=${encodeURIComponent(types)}` : '';
    return {
      data,
      links: pageLinks(req, meta),
      meta: { ...meta, client_statuses: CLIENT_STATUSES, csv_url: `${originOf(req)}${API_PREFIX}/clients/download_csv${csvQuery}` },
    };
  });

  app.post('/clients', {
    schema: { tags: ['clients'], summary: 'Create a client', body: ClientCreate, response: { 201: Data(Client), ...errors } },
    config,
  }, async (req, reply) => reply.code(201).send({ data: await clients.create(callerOf(req), req.body) }));

  app.get('/clients/search', {
    schema: { tags: ['clients'], summary: 'Search clients by name, email, phone or company', querystring: SearchQuery, response: { 200: SearchPage, ...errors } },
    config,
  }, async (req) => {
    const { q, types, page, pageSize } = req.query;
    return clients.search(callerOf(req), q, typesOf(types), { page, perPage: pageSize });
  });

  app.get('/clients/download_csv', {
    schema: { tags: ['clients'], summary: 'Export clients as CSV (streamed)', querystring: CsvQuery },
    config,
  }, async (req, reply) => {
    const caller = callerOf(req);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: caller.studio.timezone }).format(new Date());
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="clients-${today}.csv"`);
    return reply.send(Readable.from(clientsCsv(clients.export(caller, typesOf(req.query.types)))));
  });

  app.get('/clients/:client_id', {
    schema: { tags: ['clients'], summary: 'Get a client', params: ClientParams, response: { 200: Data(Client), ...errors } },
    config,
  }, async (req) => ({ data: await clients.get(callerOf(req), clientId(req.params)) }));

  app.put('/clients/:client_id', {
    schema: { tags: ['clients'], summary: 'Update a client (partial)', params: ClientParams, body: ClientUpdate, response: { 200: Data(Client), ...errors } },
    config,
  }, async (req) => ({ data: await clients.update(callerOf(req), clientId(req.params), req.body) }));

  app.delete('/clients/:client_id', {
    schema: { tags: ['clients'], summary: 'Delete a client', params: ClientParams, response: { 200: MessageBody, ...errors } },
    config,
  }, async (req) => {
    await clients.remove(callerOf(req), clientId(req.params));
    return { message: 'Client deleted.' };
  });

  app.post('/clients/:client_id/portal_tokens', {
    schema: {
      tags: ['clients'],
      summary: 'Create a client-role token for the client portal',
      params: ClientParams,
      response: { 201: Data(PortalToken), ...errors },
    },
    config,
  }, async (req, reply) => {
    const caller = callerOf(req);
    const client = await clients.find(caller, clientId(req.params));
    return reply.code(201).send({ data: await auth.createPortalToken(caller.studio.id, client.id) });
  });

  app.get('/countries', {
    schema: { tags: ['clients'], summary: 'Countries for address_info.country_id (ISO 3166-1 numeric)', response: { 200: Data(Type.Array(Country)), ...errors } },
    config: { access: 'any', area: 'standard' },
  }, async () => ({ data: COUNTRIES }));
}
