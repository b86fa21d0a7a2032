/** The photo or video a tracking record (or a sharing link) names, checked to belong to the collection. */
import type { Caller } from '../../../platform/access.js';
import { isForeignKeyViolation } from '../../../platform/db/pool.js';
import { invalidField, missing } from '../../../platform/errors.js';
import { isDigitsId } from '../ids.js';
import type { PhotoQueries, PhotoRow } from '../photos/queries.js';
import type { MediaKind } from '../tables.js';

interface ItemReference {
  id: string;
  /** The kind the field must name; either when left out. */
  kind?: MediaKind;
  /** The body field naming it, for the 422. */
  field: string;
}

/**
 * The photo or video of the collection a body names, or 422 on its field (API.md §9): a malformed id,
 * one the studio does not have, another collection's item, or an item of the other kind.
 */
export async function itemOf(photos: PhotoQueries, caller: Caller, collectionId: string, { id, kind, field }: ItemReference): Promise<PhotoRow> {
  const item = isDigitsId('photo', id) ? await photos.byId(caller.studio.id, id) : undefined;
  if (!item || item.collectionId !== collectionId || (kind !== undefined && item.kind !== kind)) {
    throw invalidField(field, `Must be ${kind === undefined ? 'a photo or video' : `a ${kind}`} of this collection (10 digits).`);
  }
  return item;
}

/**
 * Inserts a record of an item checked a moment ago. Deleted in between, the item (or its collection)
 * answers as it would have had the delete come first: 422 on the field, or 404.
 */
export async function whileItemExists<T>(itemForeignKey: string, field: string, collectionId: string, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isForeignKeyViolation(error, itemForeignKey)) throw invalidField(field, 'Must be an item of this collection: it was deleted.');
    if (isForeignKeyViolation(error, itemForeignKey.replace(/_(photo|video)_fk$/, '_collection_fk'))) throw missing('collection', collectionId);
    throw error;
  }
}
