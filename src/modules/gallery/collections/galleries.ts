import type { Caller } from '../../../platform/access.js';
import { givenChanges } from '../../../platform/db/changes.js';
import type { Db } from '../../../platform/db/pool.js';
import { invalidField, missing } from '../../../platform/errors.js';
import { isDigitsId, newDigitsId, withFreshId } from '../ids.js';
import { photoQueries } from '../photos/queries.js';
import type { MediaContext } from '../present.js';
import { presentGallery } from './present.js';
import { collectionQueries as q, type GalleryChanges, type GalleryRow } from './queries.js';
import type { Gallery, GalleryCreate, GalleryUpdate } from './schemas.js';
import type { CollectionService } from './service.js';

/** Galleries of a collection (API.md §8). */
export class GalleryService {
  constructor(
    private db: Db,
    private collections: CollectionService,
  ) {}

  async create(caller: Caller, collectionId: string, input: GalleryCreate, media: MediaContext): Promise<Gallery> {
    await this.collections.find(caller, collectionId);
    const id = await withFreshId('galleries_studio_id_id_pk', () => newDigitsId('gallery'), async (id) => {
      await q.insertGallery(this.db, {
        studioId: caller.studio.id,
        id,
        collectionId,
        name: input.name,
        description: input.description ?? null,
        private: input.private ?? false,
        download: input.download ?? true,
      });
      return id;
    });
    return this.get(caller, id, media);
  }

  async get(caller: Caller, id: string, media: MediaContext): Promise<Gallery> {
    const row = await this.find(caller, id);
    const covers = await q.coversOf(this.db, caller.studio.id, [row]);
    return presentGallery(row, covers.get(row.id), media);
  }

  async update(caller: Caller, id: string, input: GalleryUpdate, media: MediaContext): Promise<Gallery> {
    await this.find(caller, id);
    const changes: GalleryChanges = givenChanges({ name: input.name, description: input.description, private: input.private, download: input.download });
    if (input.cover_photo_id !== undefined) changes.coverPhotoId = await this.coverOf(caller, id, input.cover_photo_id);
    if (Object.keys(changes).length > 0) await q.updateGallery(this.db, caller.studio.id, id, changes);
    return this.get(caller, id, media);
  }

  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await q.deleteGallery(this.db, caller.studio.id, id))) throw notFound(id);
  }

  async find(caller: Caller, id: string): Promise<GalleryRow> {
    const row = await q.gallery(this.db, caller.studio.id, id);
    if (!row) throw notFound(id);
    return row;
  }

  /** A cover must be a photo (not a video) of the gallery itself. */
  private async coverOf(caller: Caller, galleryId: string, photoId: string | null): Promise<string | null> {
    if (photoId === null) return null;
    const photo = isDigitsId('photo', photoId) ? await photoQueries.photo(this.db, caller.studio.id, photoId) : undefined;
    if (!photo || photo.galleryId !== galleryId || photo.kind !== 'photo') {
      throw invalidField('cover_photo_id', 'Must be a photo of this gallery.');
    }
    return photo.id;
  }
}

const notFound = (id: string) => missing('gallery', id);
