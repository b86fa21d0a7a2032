/** The platform's routes: sign-up, sessions and API tokens (API.md §1), and the OpenAPI document. */
import type { TestServer, TestStudio } from '../../helpers.js';
import type { AreaRoutes } from '../../support/route-matrix.js';
import { created, uniqueEmail } from '../records.js';
import { currencyNul } from '../gift-cards/routes.js';

export interface PlatformRecords {
  studio: TestStudio;
  /** The first valid DELETE revokes it; later ones meet a 404. */
  spare: { id: string; token: string };
}

const signupBody = () => ({
  studio_name: 'Bad Input Studio', email: uniqueEmail('signup'), password: 'a long enough password', first_name: 'Ada', last_name: 'Lovelace',
  currency: 'eur', timezone: 'Europe/Paris',
});

async function records(_server: TestServer, studio: TestStudio): Promise<PlatformRecords> {
  return { studio, spare: await created(studio.api, '/api_tokens', { name: 'spare' }) };
}

// A password is only ever hashed, so a NUL in one is harmless; at login it simply does not match, and
// looking up an email with a NUL finds nobody: 401 is as right as 422 there.
const loginNul = { status: [401, 422] };

export const platform: AreaRoutes<PlatformRecords> = {
  name: 'platform',
  records,
  routes: {
    'POST /auth/signup': { body: signupBody, nul: { password: { status: [201, 422] }, currency: currencyNul } },
    'POST /auth/login': {
      body: (r) => ({ email: r.studio.email, password: r.studio.password }), accepted: { status: 200 }, nul: { email: loginNul, password: loginNul },
    },
    'POST /auth/logout': {},
    'GET /auth/me': {},
    'PUT /studio': { body: () => ({ payment_instructions: 'Bank transfer, reference: your invoice number.' }) },
    'POST /api_tokens': { body: () => ({ name: 'laptop' }) },
    'GET /api_tokens': {},
    'DELETE /api_tokens/:token_id': { params: (r) => ({ token_id: r.spare.id }) },
    'GET /openapi.json': { answers: 'document' },
  },
};
