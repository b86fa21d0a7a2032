/**
 * Sharing links (API.md §8, §10): addresses `/s/<token>` that open one photo, or a whole collection,
 * without a credential. The token is the credential: 43 characters of 62, about 256 bits, beyond
 * guessing. It is kept as it is, so that the studio's list shows each link's address.
 */
import type { Caller } from '../../../platform/access.js';
import type { Db, Tx } from '../../../platform/db/pool.js';
import { forbidden, missing, notFound } from '../../../platform/errors.js';
import { randomAlphanumeric } from '../../../platform/ids.js';
import { offsetMeta, type OffsetRequest } from '../../../platform/paging.js';
import type { EmailService } from '../../emails/service.js';
import { presentCollection } from '../collections/present.js';
import { galleryQueries, type GalleryQueries } from '../collections/gallery-queries.js';
import type { CollectionRow } from '../collections/queries.js';
import type { CollectionService } from '../collections/service.js';
import { isExpired, REFUSAL_MESSAGES } from '../collections/visitors.js';
import { newDigitsId, withFreshId } from '../ids.js';
import type { MediaFiles, ServedFile } from '../photos/media-files.js';
import { photoQueries, type PhotoQueries, type PhotoRow } from '../photos/queries.js';
import { mediaUrls } from '../present.js';
import { itemOf, whileItemExists } from '../tracking/items.js';
import { invitationMail } from './invitation-mail.js';
import { sharingQueries, type SharingLinkRow, type SharingQueries, type UsedLink } from './queries.js';
import type { CollectionClientCreate, InvitedCollectionClient } from '../collections/schemas.js';
import type { sharingLinks } from '../tables.js';
import type { SharedCollection, SharingLink, SharingLinkCreate } from './schemas.js';

/** Where links are opened, outside the API. */
export const SHARE_PATH = '/s/';
const TOKEN_LENGTH = 43;
const TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9]{${TOKEN_LENGTH}}$`);

/** Whether the text could be a link's token at all: anything else is not looked up. */
export const isLinkToken = (token: string): boolean => TOKEN_SHAPE.test(token);

/** What a link's address answers: a photo's file, or the collection as its visitors see it. */
export type SharedContent = { file: ServedFile; download: boolean } | { collection: SharedCollection };

interface Visit {
  link: UsedLink;
  collection: CollectionRow;
  /** The photo a photo link opens; null for a collection link. */
  photo: PhotoRow | null;
}

export class SharingLinkService {
  private readonly queries: SharingQueries;
  private readonly galleryQueries: GalleryQueries;
  private readonly photoQueries: PhotoQueries;

  constructor(
    private db: Db,
    private collections: CollectionService,
    private files: MediaFiles,
    private emails: EmailService,
  ) {
    this.queries = sharingQueries(db);
    this.galleryQueries = galleryQueries(db);
    this.photoQueries = photoQueries(db);
  }

  /** A new link to the collection, or to one of its photos; its address is on `origin`. */
  async create(caller: Caller, collectionId: string, input: SharingLinkCreate, origin: string): Promise<SharingLink> {
    await this.collections.find(caller, collectionId);
    const photo = input.photo_id == null ? null : await itemOf(this.photoQueries, caller, collectionId, { id: input.photo_id, kind: 'photo', field: 'photo_id' });
    const row = await whileItemExists('sharing_links_photo_fk', 'photo_id', collectionId, () =>
      this.insert(caller.studio.id, collectionId, { photoId: photo?.id ?? null, permissions: input.permissions, expiresAt: input.expires_at ?? null, clientEmail: null }),
    );
    return presentSharingLink(row, origin);
  }

  /**
   * Gives the person access to the collection; with `notify`, also their personal link (a link of the
   * collection that belongs to them, `view` or `download` by their access level), mailed to them
   * (`collection_invitation`) in the transaction that makes the link.
   */
  async invite(caller: Caller, collectionId: string, input: CollectionClientCreate, origin: string): Promise<InvitedCollectionClient> {
    const { notify, ...entry } = input;
    const client = await this.collections.addClient(caller, collectionId, entry);
    if (!notify) return { ...client, link_url: null };
    const collection = await this.collections.find(caller, collectionId);
    const linkUrl = await this.db.transaction(async (tx) => {
      const link = await this.insert(caller.studio.id, collectionId, {
        photoId: null,
        permissions: client.access_level === 'view' ? 'view' : 'download',
        expiresAt: null,
        clientEmail: client.email,
      }, tx);
      const url = presentSharingLink(link, origin).url;
      const invited = { email: client.email, name: client.name, accessLevel: client.access_level };
      await this.emails.queue(tx, { studio: caller.studio, origin }, invitationMail(caller.studio, invited, collection, url));
      return url;
    });
    return { ...client, link_url: linkUrl };
  }

  async list(caller: Caller, collectionId: string, page: OffsetRequest, origin: string) {
    await this.collections.find(caller, collectionId);
    const studioId = caller.studio.id;
    const [rows, totals] = await Promise.all([this.queries.page(studioId, collectionId, page), this.queries.totals(studioId, collectionId)]);
    return { data: rows.map((row) => presentSharingLink(row, origin)), meta: { ...offsetMeta(page, totals.total), uses: totals.uses } };
  }

  /** The address stops working at once; the link stays listed, with `revoked_at`. */
  async revoke(caller: Caller, collectionId: string, linkId: string): Promise<void> {
    await this.collections.find(caller, collectionId);
    if (!(await this.queries.revoke(caller.studio.id, collectionId, linkId))) throw missing('sharing link', linkId);
  }

  /**
   * What a visitor of the address gets: a `view` photo link the web size, a `download` one the
   * original; a collection link its visible galleries with signed links to their photos.
   */
  async open(token: string, origin: string): Promise<SharedContent> {
    if (!isLinkToken(token)) throw linkGone();
    const { link, collection, photo } = await this.db.transaction((tx) => this.visit(tx, token));
    if (photo === null) return { collection: await this.sharedCollection(link, collection, origin) };
    const download = link.permissions === 'download';
    // A view is no download: only the original a download link serves is recorded.
    const file = await this.files.fileOf(link.studioId, photo, download ? 'original' : 'web', download && { email: null });
    if (!file) throw linkGone();
    return { file, download };
  }

  /**
   * A new link with a fresh token. Inside a transaction (an invitation's) one identifier is drawn: a
   * taken one would abort the transaction, and 12 random digits make that a one in 10^12 event.
   */
  private insert(studioId: string, collectionId: string, link: Pick<typeof sharingLinks.$inferInsert, 'photoId' | 'permissions' | 'expiresAt' | 'clientEmail'>, tx?: Tx) {
    const values = (id: string) => ({ studioId, id, collectionId, token: randomAlphanumeric(TOKEN_LENGTH), ...link });
    if (tx) return this.queries.insert(values(newDigitsId('record')), tx);
    return withFreshId('sharing_links_studio_id_id_pk', () => newDigitsId('record'), (id) => this.queries.insert(values(id)));
  }

  /**
   * Counts the visit and checks what it may see, in one transaction: a refused visit (the collection
   * expired, the photo not ready, downloads turned off) is not counted.
   */
  private async visit(tx: Tx, token: string): Promise<Visit> {
    const link = await this.queries.use(tx, token);
    if (!link) throw linkGone();
    const collection = await this.queries.visitedCollection(tx, link.studioId, link.collectionId);
    if (!collection || isExpired(collection, link.timezone)) throw linkGone();
    if (link.photoId === null) return { link, collection, photo: null };
    const photo = await this.queries.visitedPhoto(tx, link.studioId, link.photoId);
    if (photo?.state !== 'ready') throw linkGone();
    if (link.permissions === 'download' && !collection.downloadable) throw forbidden(REFUSAL_MESSAGES.not_downloadable, 'not_downloadable');
    return { link, collection, photo };
  }

  /** The galleries a visitor sees (private ones left out) with their ready photos; originals only for a link that may download. */
  private async sharedCollection(link: Visit['link'], collection: CollectionRow, origin: string): Promise<SharedCollection> {
    const galleries = (await this.galleryQueries.ofCollections(link.studioId, [collection.id])).filter((gallery) => !gallery.private);
    const photos = await this.queries.readyPhotosOf(link.studioId, galleries.map((gallery) => gallery.id));
    const media = { origin, links: this.files.links, studioId: link.studioId };
    const mayDownload = link.permissions === 'download' && collection.downloadable;
    const shown = photos.map((photo) => {
      const urls = mediaUrls(photo, media);
      return { galleryId: photo.galleryId, id: photo.id, filename: photo.filename, urls: mayDownload ? urls : { ...urls, original: null } };
    });
    return {
      collection: presentCollection(collection),
      galleries: galleries.map((gallery) => ({
        id: gallery.id,
        name: gallery.name,
        photos: shown.filter((photo) => photo.galleryId === gallery.id).map(({ id, filename, urls }) => ({ id, filename, urls })),
      })),
    };
  }
}

function presentSharingLink(row: SharingLinkRow, origin: string): SharingLink {
  return {
    id: row.id,
    collection_id: row.collectionId,
    photo_id: row.photoId,
    url: `${origin}${SHARE_PATH}${row.token}`,
    permissions: row.permissions,
    client_email: row.clientEmail,
    expires_at: row.expiresAt,
    uses: row.uses,
    last_used_at: row.lastUsedAt,
    revoked_at: row.revokedAt,
    created_at: row.createdAt,
  };
}

/** Unknown, expired and revoked links answer alike: the answer does not say which. */
export const linkGone = () => notFound('not_found', 'No sharing link is at this address, or it has expired or been revoked.');
