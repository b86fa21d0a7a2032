import type { Caller } from '../../../platform/access.js';
import { givenChanges } from '../../../platform/db/changes.js';
import type { Db } from '../../../platform/db/pool.js';
import { invalidField, missing } from '../../../platform/errors.js';
import { isDigitsId, newDigitsId, withFreshId } from '../ids.js';
import { photoQueries, type PhotoQueries } from '../photos/queries.js';
import type { MediaContext } from '../present.js';
import { presentGallery } from './present.js';
import { galleryQueries, type GalleryChanges, type GalleryQueries, type GalleryRow } from './gallery-queries.js';
import type { Gallery, GalleryCreate, GalleryUpdate } from './schemas.js';
import type { CollectionService } from './service.js';

/** Galleries of a collection (API.md §8). */
export class GalleryService {
  private readonly queries: GalleryQueries;
  private readonly photoQueries: PhotoQueries;

  constructor(
    db: Db,
    private collections: CollectionService,
  ) {
    this.queries = galleryQueries(db);
    this.photoQueries = photoQueries(db);
  }

  async create(caller: Caller, collectionId: string, input: GalleryCreate, media: MediaContext): Promise<Gallery> {
    await this.collections.find(caller, collectionId);
    const id = await withFreshId('galleries_studio_id_id_pk', () => newDigitsId('gallery'), async (id) => {
      await this.queries.insert({
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
    const covers = await this.queries.coversOf(caller.studio.id, [row]);
    return presentGallery(row, covers.get(row.id), media);
  }

  async update(caller: Caller, id: string, input: GalleryUpdate, media: MediaContext): Promise<Gallery> {
    await this.find(caller, id);
    const changes: GalleryChanges = givenChanges({ name: input.name, description: input.description, private: input.private, download: input.download });
    if (input.cover_photo_id !== undefined) changes.coverPhotoId = await this.coverOf(caller, id, input.cover_photo_id);
    if (Object.keys(changes).length > 0) await this.queries.update(caller.studio.id, id, changes);
    return this.get(caller, id, media);
  }

  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await this.queries.delete(caller.studio.id, id))) throw notFound(id);
  }

  async find(caller: Caller, id: string): Promise<GalleryRow> {
    const row = await this.queries.byId(caller.studio.id, id);
    if (!row) throw notFound(id);
    return row;
  }

  /** The collection's galleries, private ones included, in the order they were made. */
  async ofCollection(caller: Caller, collectionId: string): Promise<GalleryRow[]> {
    return this.queries.ofCollections(caller.studio.id, [collectionId]);
  }

  /** A cover must be a photo (not a video) of the gallery itself. */
  private async coverOf(caller: Caller, galleryId: string, photoId: string | null): Promise<string | null> {
    if (photoId === null) return null;
    const photo = isDigitsId('photo', photoId) ? await this.photoQueries.byId(caller.studio.id, photoId) : undefined;
    if (!photo || photo.galleryId !== galleryId || photo.kind !== 'photo') {
      throw invalidField('cover_photo_id', 'Must be a photo of this gallery.');
    }
    return photo.id;
  }
}

const notFound = (id: string) => missing('gallery', id);
