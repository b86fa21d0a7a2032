/** Small helpers the areas' records share: records made through the API, unique codes and emails. */
import assert from 'node:assert/strict';
import { randomAlphanumeric } from '../../src/platform/ids.js';
import type { Api } from '../helpers.js';

export const unique = () => randomAlphanumeric(10);
export const uniqueEmail = (name: string) => `${name}-${unique().toLowerCase()}@example.test`;
/** Far enough ahead that nothing expires while the suites run. */
export const FUTURE = '2031-06-30T12:00:00Z';
export const PAST = '2020-01-01T00:00:00.000000Z';

/** POSTs through the API and answers the record it created (201), or fails naming the path. */
export async function created(api: Api, path: string, body?: object): Promise<any> {
  const res = await api.post(path, body);
  assert.equal(res.status, 201, `${path}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Sends a request that must answer 200, such as an action on a record, and answers its data. */
export async function done(response: Promise<{ status: number; body: any }>, what: string): Promise<any> {
  const res = await response;
  assert.equal(res.status, 200, `${what}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
