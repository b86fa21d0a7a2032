/** Clients (API.md §7): what the matrices cannot derive about their routes. */
import type { TestServer, TestStudio } from '../../helpers.js';
import type { AreaRoutes } from '../../support/route-matrix.js';
import { created, uniqueEmail } from '../records.js';

export interface ClientRecords {
  /** Read and updated by the matrices; portal tokens are issued for it. */
  kept: { id: string };
  /** The first valid DELETE removes it; later ones meet a 404. */
  doomed: { id: string };
}

export const address = () => ({
  address_line_1: '1 Main Street', address_line_2: 'Suite 2', city: 'Arlington', postal_code: '22201', state: 'VA', country_id: 840,
});
export const clientBody = () => ({
  first_name: 'Grace', last_name: 'Hopper', email: uniqueEmail('grace'), phone: '+1 555 010 0199', company: 'Cobol Portraits',
  job_title: 'Rear admiral', address_info: address(), notes: 'Prefers morning shoots', type: 'lead', status_name: 'Active',
});
const clientUpdate = () => ({ ...clientBody(), first_name: 'Kept', type: 'client' });

async function records(_server: TestServer, studio: TestStudio): Promise<ClientRecords> {
  return {
    kept: await created(studio.api, '/clients', { first_name: 'Kept', email: uniqueEmail('kept'), type: 'client' }),
    doomed: await created(studio.api, '/clients', { first_name: 'Doomed', type: 'lead' }),
  };
}

const kept = (r: ClientRecords) => ({ client_id: r.kept.id });

export const clients: AreaRoutes<ClientRecords> = {
  name: 'clients',
  records,
  routes: {
    'GET /clients': {},
    'POST /clients': { body: clientBody },
    'GET /clients/search': { query: () => ({ q: 'grace' }) },
    'GET /clients/download_csv': { answers: 'csv' },
    'GET /clients/:client_id': { params: kept },
    'PUT /clients/:client_id': { params: kept, body: clientUpdate },
    'DELETE /clients/:client_id': { params: (r) => ({ client_id: r.doomed.id }) },
    'POST /clients/:client_id/portal_tokens': { params: kept },
    'GET /countries': {},
  },
};
