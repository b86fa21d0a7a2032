import { ownedBy, requireAccess } from '../../../access.js';
import type { Caller } from '../../../platform/access.js';
import { hashPassword } from '../../../platform/auth/passwords.js';
import { givenChanges } from '../../../platform/db/changes.js';
import { isUniqueViolation, type Db } from '../../../platform/db/pool.js';
import { conflict, missing } from '../../../platform/errors.js';
import { NO_ROWS, offsetPaged, paged, type ListPage, type OffsetPage, type OffsetRequest, type PageRequest } from '../../../platform/paging.js';
import type { ClientService } from '../../clients/service.js';
import { newDigitsId, withFreshId } from '../ids.js';
import { mediaUrls, type MediaContext } from '../present.js';
import { galleryQueries, type GalleryQueries } from './gallery-queries.js';
import { presentCollection, presentCollectionClient, presentGallery } from './present.js';
import {
  collectionQueries, type CollectionChanges, type CollectionClientRow, type CollectionListQueries, type CollectionQueries, type CollectionRow,
} from './queries.js';
import type {
  ClientCollection, Collection, CollectionClient, CollectionClientCreate, CollectionCreate, CollectionEdit, CollectionUpdate, Gallery,
} from './schemas.js';
import { downloadRefusal, showRefusal, type DownloadRefusal, type ShowRefusal, type Visitor } from './visitors.js';

/** Collections (API.md §8): the client galleries, their settings, who may see them and who did. */
export class CollectionService {
  private readonly queries: CollectionQueries;
  private readonly galleryQueries: GalleryQueries;

  constructor(
    private db: Db,
    private lists: { collections: CollectionListQueries },
    private clients: ClientService,
  ) {
    this.queries = collectionQueries(db);
    this.galleryQueries = galleryQueries(db);
  }

  async list(caller: Caller, slice: OffsetRequest): Promise<OffsetPage<Collection>> {
    const studioId = caller.studio.id;
    const { collections } = this.lists;
    return offsetPaged(slice, { rows: (limit, offset) => collections.page(studioId, limit, offset), total: () => collections.total(studioId) }, (rows) => rows.map(presentCollection));
  }

  async get(caller: Caller, id: string, media: MediaContext, expandVideoCover = false): Promise<Collection> {
    const row = await this.find(caller, id);
    if (!expandVideoCover) return presentCollection(row);
    const video = await this.queries.firstVideo(caller.studio.id, id);
    return {
      ...presentCollection(row),
      video_cover: video ? { id: video.id, gallery_id: video.galleryId, filename: video.filename, urls: mediaUrls(video, media) } : null,
    };
  }

  async create(caller: Caller, input: CollectionCreate): Promise<Collection> {
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    const id = await withFreshId('collections_studio_id_id_pk', () => newDigitsId('collection'), async (id) => {
      await this.queries.insert({
        studioId: caller.studio.id,
        id,
        name: input.name,
        description: input.description ?? null,
        expiryDate: input.expiry_date ?? null,
        passwordHash,
        downloadable: input.downloadable ?? true,
        defaultAccessLevel: input.default_access_level ?? 'view',
      });
      return id;
    });
    return presentCollection(await this.find(caller, id));
  }

  async update(caller: Caller, id: string, input: CollectionUpdate): Promise<Collection> {
    const changes: CollectionChanges = givenChanges({
      name: input.name,
      description: input.description,
      expiryDate: input.expiry_date,
      downloadable: input.downloadable,
      defaultAccessLevel: input.default_access_level,
      downloadSizes: input.download_sizes,
      downloadPinRequired: input.download_pin_required,
      watermarkEnabled: input.watermark?.enabled,
      watermarkText: input.watermark?.text,
      watermarkPosition: input.watermark?.position,
      watermarkOpacity: input.watermark?.opacity,
      expiryReminders: input.expiry_reminders,
      messageLanguages: input.message_languages,
    });
    if (input.password !== undefined) changes.passwordHash = input.password === null ? null : await hashPassword(input.password);
    if (Object.keys(changes).length > 0 && !(await this.queries.update(caller.studio.id, id, changes))) throw notFound(id);
    return presentCollection(await this.find(caller, id));
  }

  async remove(caller: Caller, id: string): Promise<void> {
    if (!(await this.queries.delete(caller.studio.id, id))) throw notFound(id);
  }

  async edit(caller: Caller, id: string): Promise<CollectionEdit> {
    const row = await this.find(caller, id);
    return {
      collection: presentCollection(row),
      settings: {
        downloadable: row.downloadable,
        download_sizes: row.downloadSizes,
        download_pin_required: row.downloadPinRequired,
        watermark_enabled: row.watermarkEnabled,
      },
      distinct_tags: await this.queries.distinctTags(caller.studio.id, id),
      expiry_reminders: row.expiryReminders,
      message_languages: row.messageLanguages,
      watermark: { enabled: row.watermarkEnabled, text: row.watermarkText, position: row.watermarkPosition, opacity: row.watermarkOpacity },
    };
  }

  async galleries(caller: Caller, id: string, media: MediaContext, { visibleOnly = false } = {}): Promise<Gallery[]> {
    await this.find(caller, id);
    return this.presentGalleries(caller, [id], media, visibleOnly);
  }

  /**
   * Whether a visitor may open the collection. A visitor's email is recorded (visitor emails, and a
   * collection client's `last_accessed`) whether or not they got in: the studio sees who tried.
   */
  async beforeShow(caller: Caller, id: string, visitor: { password?: string; email?: string }, media: MediaContext) {
    const row = await this.find(caller, id);
    const email = visitor.email?.toLowerCase();
    if (email !== undefined) await this.db.transaction((tx) => this.queries.recordVisit(tx, caller.studio.id, id, email));
    const reason: ShowRefusal | null = await showRefusal(row, visitor, caller.studio.timezone);
    const collection = presentCollection(row);
    if (reason) return { allowed: false, reason, collection, galleries: [] };
    return { allowed: true, collection, galleries: await this.presentGalleries(caller, [id], media, true) };
  }

  /** A visitor of the collection's pages: counted in its visitor emails, and the client's `last_accessed` when they are one. */
  async recordVisitor(caller: Caller, id: string, email: string): Promise<void> {
    await this.db.transaction((tx) => this.queries.recordVisit(tx, caller.studio.id, id, email.toLowerCase()));
  }

  async beforeDownload(caller: Caller, id: string, visitor: { password?: string; email?: string }) {
    const row = await this.find(caller, id);
    const reason = await this.downloadRefusal(caller, row, visitor);
    if (reason) return { download_allowed: false, reason, sizes: [], pin_required: row.downloadPinRequired };
    return { download_allowed: true, sizes: row.downloadSizes, pin_required: row.downloadPinRequired };
  }

  /** Why this visitor (by password and email) may not download from the collection, or null. */
  async downloadRefusal(caller: Caller, row: CollectionRow, visitor: { password?: string; email?: string }): Promise<DownloadRefusal | null> {
    return downloadRefusal(row, await this.visitorOf(caller, row, visitor), caller.studio.timezone);
  }

  /** A visitor as the checks see them: their password, and their access level when their email is a collection client's. */
  async visitorOf(caller: Caller, row: CollectionRow, { password, email }: { password?: string; email?: string }): Promise<Visitor> {
    const entry = email === undefined ? undefined : await this.queries.clientByEmail(caller.studio.id, row.id, email.toLowerCase());
    return { password, accessLevel: entry?.accessLevel ?? null };
  }

  async clientsOf(caller: Caller, id: string): Promise<CollectionClient[]> {
    await this.find(caller, id);
    return this.presentClients(caller, await this.queries.clients(caller.studio.id, id));
  }

  async addClient(caller: Caller, id: string, input: CollectionClientCreate): Promise<CollectionClient> {
    const collection = await this.find(caller, id);
    const email = input.email.toLowerCase();
    const entryId = await withFreshId('collection_clients_studio_id_id_pk', () => newDigitsId('record'), async (entryId) => {
      try {
        await this.queries.insertClient({
          studioId: caller.studio.id,
          id: entryId,
          collectionId: id,
          email,
          name: input.name ?? null,
          accessLevel: input.access_level ?? collection.defaultAccessLevel,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'collection_clients_email_key')) {
          throw conflict('collection_client_exists', `${email} already has access to this collection.`, { email: ['Already has access to this collection.'] });
        }
        throw error;
      }
      return entryId;
    });
    const [added] = await this.presentClients(caller, [(await this.queries.client(caller.studio.id, entryId))!]);
    return added!;
  }

  async visitorEmails(caller: Caller, id: string) {
    await this.find(caller, id);
    const rows = await this.queries.visitorEmails(caller.studio.id, id);
    return rows.map((row) => ({ email: row.email, first_visited_at: row.firstVisitedAt, last_visited_at: row.lastVisitedAt, visits: row.visits }));
  }

  /** `GET /clients/{id}/cgCollections/`: the collections the client's email was given access to, with their galleries. */
  async ofClient(caller: Caller, clientId: string, paging: PageRequest, media: MediaContext): Promise<ListPage<ClientCollection>> {
    const client = await this.clients.get(caller, clientId);
    requireAccess(caller, 'client.shared', client);
    const email = client.email?.toLowerCase();
    if (!email) return paged(paging, NO_ROWS, () => []);
    const studioId = caller.studio.id;
    return paged(
      paging,
      { rows: (limit, offset) => this.queries.ofClientPage(studioId, email, limit, offset), total: () => this.queries.ofClientTotal(studioId, email) },
      async (rows) => {
        // A private gallery is the studio's: a client's own token does not see it.
        const galleries = await this.presentGalleries(caller, rows.map((row) => row.collection.id), media, ownedBy(caller) !== null);
        return rows.map((row) => ({
          collection: presentCollection(row.collection),
          access_level: row.accessLevel,
          last_accessed: row.lastAccessed,
          galleries: galleries.filter((gallery) => gallery.collection_id === row.collection.id),
        }));
      },
    );
  }

  /** A collection of the caller's studio, or the 404 of one it does not have. */
  async find(caller: Caller, id: string): Promise<CollectionRow> {
    const row = await this.queries.byId(caller.studio.id, id);
    if (!row) throw notFound(id);
    return row;
  }

  /** People given access, each with the studio's client of the same email: one lookup for the whole list. */
  private async presentClients(caller: Caller, rows: CollectionClientRow[]): Promise<CollectionClient[]> {
    const clientIds = await this.clients.idsByEmail(caller, rows.map((row) => row.email));
    return rows.map((row) => presentCollectionClient(row, clientIds.get(row.email) ?? null));
  }

  private async presentGalleries(caller: Caller, collectionIds: string[], media: MediaContext, visibleOnly: boolean): Promise<Gallery[]> {
    const all = await this.galleryQueries.ofCollections(caller.studio.id, collectionIds);
    const rows = visibleOnly ? all.filter((gallery) => !gallery.private) : all;
    const covers = await this.galleryQueries.coversOf(caller.studio.id, rows);
    return rows.map((row) => presentGallery(row, covers.get(row.id), media));
  }
}

const notFound = (id: string) => missing('collection', id);
