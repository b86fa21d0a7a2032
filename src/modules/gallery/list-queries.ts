import type { Db } from '../../platform/db/pool.js';
import { collectionListQueries } from './collections/queries.js';
import { photoListQueries } from './photos/queries.js';

/**
 * The lists under load (a studio's collections, a gallery's photos), as statements prepared once per
 * connection: built once for the service (areas.ts), each room taking its own.
 */
export function galleryListQueries(db: Db) {
  return { collections: collectionListQueries(db), photos: photoListQueries(db) };
}
