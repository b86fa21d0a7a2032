/**
 * What the gallery pages of a sharing link show and do (API.md §11): the collection's grid and a
 * photo's viewer, the photos' images, a visitor's favorites and downloads and "Download all". The
 * token finds the link; everything after is the link's studio's, through the gallery's own services.
 *
 * Only opening the link's address counts as a use (§10); a page's images, its viewer and its forms
 * check the link without counting again. Who the visitor is: the client a personal link belongs to,
 * or else the email the visitor gave once (kept by their browser), or nobody yet.
 */
import { staffOf, type Caller, type Studio } from '../../../platform/access.js';
import type { Db, Tx } from '../../../platform/db/pool.js';
import { ApiError, forbidden, notFound } from '../../../platform/errors.js';
import type { Archive, ArchiveService } from '../archives/service.js';
import { galleryQueries, type GalleryQueries, type GalleryRow } from '../collections/gallery-queries.js';
import type { CollectionRow } from '../collections/queries.js';
import type { CollectionService } from '../collections/service.js';
import { isExpired } from '../collections/visitors.js';
import type { MediaFiles, ServedFile } from '../photos/media-files.js';
import { photoQueries, type PhotoQueries, type PhotoRow } from '../photos/queries.js';
import type { AccessLevel, DownloadSize } from '../tables.js';
import type { TrackingService } from '../tracking/service.js';
import { sharingQueries, type SharingQueries, type ShownPhoto, type UsedLink } from './queries.js';
import { isLinkToken, linkGone } from './service.js';

/** Photos a page of the grid shows: a 2 000-photo gallery is 10 light pages, not one heavy one. */
export const GRID_PAGE_SIZE = 200;

/** A link that works, with what every page of it needs. */
interface OpenLink {
  link: UsedLink;
  studio: Studio;
  caller: Caller;
  collection: CollectionRow;
  /** The galleries visitors see, private ones left out, in the order they were made. */
  galleries: GalleryRow[];
  /** Who is visiting: the personal link's client, or the email the visitor gave; null until one is known. */
  visitor: string | null;
  /** The visitor's access level when they are a collection client; null for anyone else. */
  accessLevel: AccessLevel | null;
  /** The size visitors may download through this link, or null when they may not. */
  downloadSize: DownloadSize | null;
}

export interface GridRequest {
  galleryId?: string;
  /** From 1. */
  page: number;
}

export interface CollectionView {
  open: OpenLink;
  cover: ShownPhoto | null;
  /** The gallery shown; null when the collection shows none. */
  gallery: GalleryRow | null;
  photos: ShownPhoto[];
  page: number;
  pages: number;
  total: number;
}

export interface PhotoView {
  open: OpenLink;
  photo: ShownPhoto;
  gallery: GalleryRow | null;
  favorited: boolean;
  mayDownload: boolean;
  /** The neighbours in the gallery's order; null at either end, and for a link to this photo alone. */
  previousId: string | null;
  nextId: string | null;
  /** Its place in its gallery (from 1) and the gallery's count; null for a link to this photo alone. */
  place: { position: number; of: number } | null;
}

/** A favorite or a download asked before the visitor is known: their email is asked first. */
export class VisitorUnknown extends Error {}

export type LinkPage = { kind: 'collection'; view: CollectionView } | { kind: 'photo'; view: PhotoView };

export class SharedGalleryService {
  private readonly queries: SharingQueries;
  private readonly galleryQueries: GalleryQueries;
  private readonly photoQueries: PhotoQueries;

  constructor(
    private db: Db,
    private collections: CollectionService,
    private tracking: TrackingService,
    private archives: ArchiveService,
    private files: MediaFiles,
  ) {
    this.queries = sharingQueries(db);
    this.galleryQueries = galleryQueries(db);
    this.photoQueries = photoQueries(db);
  }

  /** The page at the link's own address: the collection's grid, or the photo a photo link opens. Counts a use. */
  async visit(token: string, givenEmail: string | null, grid: GridRequest): Promise<LinkPage> {
    const open = await this.opened(token, givenEmail, (tx) => this.queries.use(tx, token));
    if (open.visitor) await this.collections.recordVisitor(open.caller, open.collection.id, open.visitor);
    if (open.link.photoId === null) return { kind: 'collection', view: await this.grid(open, grid) };
    return { kind: 'photo', view: await this.viewer(open, await this.shownPhoto(open, open.link.photoId)) };
  }

  /** A photo of a collection link in the viewer, with its neighbours. */
  async photo(token: string, givenEmail: string | null, photoId: string): Promise<PhotoView> {
    const open = await this.check(token, givenEmail);
    return this.viewer(open, await this.shownPhoto(open, photoId));
  }

  /** A photo's thumbnail or web size, for the pages' images: not a download. */
  async image(token: string, photoId: string, size: 'thumbnail' | 'web'): Promise<ServedFile> {
    const open = await this.check(token, null);
    const photo = await this.visiblePhoto(open, photoId);
    const file = await this.files.fileOf(open.link.studioId, photo, size, false);
    if (!file) throw linkGone();
    return file;
  }

  /** A photo's file to keep, recorded as the visitor's download. */
  async download(token: string, givenEmail: string | null, photoId: string): Promise<ServedFile> {
    const open = await this.known(token, givenEmail);
    const photo = await this.visiblePhoto(open, photoId);
    const size = this.mayDownload(open, photo.galleryId) ? open.downloadSize : null;
    if (size === null) throw forbidden('This link does not allow downloading this photo.', 'not_downloadable');
    const file = await this.files.fileOf(open.link.studioId, photo, size, { email: open.visitor });
    if (!file) throw linkGone();
    return file;
  }

  /** "Download all": every gallery the visitor may download from, as one ZIP, each photo recorded as theirs. */
  async archive(token: string, givenEmail: string | null): Promise<Archive> {
    const open = await this.known(token, givenEmail);
    const galleries = open.link.photoId === null ? open.galleries.filter((gallery) => this.mayDownload(open, gallery.id)) : [];
    if (open.downloadSize === null || galleries.length === 0) throw forbidden('This link does not allow downloading.', 'not_downloadable');
    return this.archives.shared(open.caller, open.collection, galleries, { size: open.downloadSize, email: open.visitor });
  }

  /** Adds or removes the visitor's favorite of a photo. */
  async favorite(token: string, givenEmail: string | null, photoId: string, favorite: boolean): Promise<void> {
    const open = await this.known(token, givenEmail);
    const photo = await this.visiblePhoto(open, photoId);
    if (favorite) await this.tracking.favorite(open.caller, open.collection.id, { photo_id: photo.id, email: open.visitor });
    else await this.tracking.unfavorite(open.caller, open.collection.id, photo.id, open.visitor).catch(ignoreMissingFavorite);
  }

  /** The visitor gave their email: recorded as the collection's visitor (§8), once per visit of the page. */
  async introduce(token: string, email: string): Promise<void> {
    const open = await this.check(token, email);
    await this.collections.recordVisitor(open.caller, open.collection.id, email);
  }

  /** The studio whose link it is, for a page that shows nothing else of it. */
  async studioOf(token: string): Promise<Studio> {
    return (await this.check(token, null)).studio;
  }

  private check(token: string, givenEmail: string | null): Promise<OpenLink> {
    return this.opened(token, givenEmail, (tx) => this.queries.usable(tx, token));
  }

  /** The link, for an action recorded under the visitor: `VisitorUnknown` until a personal link or their email names them. */
  private async known(token: string, givenEmail: string | null): Promise<OpenLink & { visitor: string }> {
    const open = await this.check(token, givenEmail);
    if (open.visitor === null) throw new VisitorUnknown();
    return { ...open, visitor: open.visitor };
  }

  /** The link behind `token` and what its pages need, or the 404 of a link that leads nowhere. */
  private async opened(token: string, givenEmail: string | null, find: (tx: Tx) => Promise<UsedLink | undefined>): Promise<OpenLink> {
    if (!isLinkToken(token)) throw linkGone();
    const { link, collection } = await this.db.transaction(async (tx) => {
      const link = await find(tx);
      return { link, collection: link && (await this.queries.visitedCollection(tx, link.studioId, link.collectionId)) };
    });
    if (!link || !collection || isExpired(collection, link.timezone)) throw linkGone();
    const studio: Studio = { id: link.studioId, name: link.studioName, currency: link.currency, timezone: link.timezone };
    const caller = staffOf(studio);
    const galleries = (await this.galleryQueries.ofCollections(link.studioId, [collection.id])).filter((gallery) => !gallery.private);
    const visitor = link.clientEmail ?? givenEmail?.toLowerCase() ?? null;
    const { accessLevel = null } = await this.collections.visitorOf(caller, collection, { email: visitor ?? undefined });
    return { link, studio, caller, collection, galleries, visitor, accessLevel, downloadSize: downloadSizeOf(link, collection, accessLevel) };
  }

  /**
   * Whether the visitor may download the photo: a photo link's own photo whenever the link allows
   * downloads; from a gallery set `download: false`, only a `full` collection client.
   */
  private mayDownload(open: OpenLink, galleryId: string): boolean {
    if (open.downloadSize === null) return false;
    if (open.link.photoId !== null) return true;
    const gallery = open.galleries.find((candidate) => candidate.id === galleryId);
    return gallery !== undefined && (gallery.download || open.accessLevel === 'full');
  }

  private async grid(open: OpenLink, { galleryId, page }: GridRequest): Promise<CollectionView> {
    const gallery = open.galleries.find((candidate) => candidate.id === galleryId) ?? open.galleries[0] ?? null;
    if (!gallery) return { open, cover: null, gallery: null, photos: [], page: 1, pages: 1, total: 0 };
    const studioId = open.link.studioId;
    const offset = (page - 1) * GRID_PAGE_SIZE;
    const [{ rows, total }, cover] = await Promise.all([
      this.queries.galleryPage(studioId, gallery.id, GRID_PAGE_SIZE, offset),
      this.cover(open),
    ]);
    return { open, cover, gallery, photos: rows, page, pages: Math.max(1, Math.ceil(total / GRID_PAGE_SIZE)), total };
  }

  /** The first visible gallery's cover, or the first photo of the first gallery that has one. */
  private async cover(open: OpenLink): Promise<ShownPhoto | null> {
    const galleryIds = open.galleries.map((gallery) => gallery.id);
    for (const gallery of open.galleries) {
      if (gallery.coverPhotoId) {
        const chosen = await this.queries.shownPhoto(open.link.studioId, open.collection.id, gallery.coverPhotoId, galleryIds);
        if (chosen) return chosen;
      }
      const first = (await this.queries.galleryPage(open.link.studioId, gallery.id, 1, 0)).rows[0];
      if (first) return first;
    }
    return null;
  }

  private async viewer(open: OpenLink, photo: ShownPhoto): Promise<PhotoView> {
    const studioId = open.link.studioId;
    const alone = open.link.photoId !== null;
    const [favorites, around] = await Promise.all([
      open.visitor ? this.queries.favoritedOf(studioId, open.collection.id, open.visitor, [photo.id]) : Promise.resolve(new Set<string>()),
      alone ? Promise.resolve(null) : this.queries.neighbours(studioId, photo),
    ]);
    return {
      open,
      photo,
      gallery: open.galleries.find((candidate) => candidate.id === photo.galleryId) ?? null,
      favorited: favorites.has(photo.id),
      mayDownload: this.mayDownload(open, photo.galleryId),
      previousId: around?.previousId ?? null,
      nextId: around?.nextId ?? null,
      place: around ? { position: around.position + 1, of: around.total } : null,
    };
  }

  /**
   * A photo the link shows: a photo link its own photo, wherever it is (a private gallery's too: the
   * studio chose to share it); a collection link the ready photos of the visible galleries.
   */
  private async shownPhoto(open: OpenLink, photoId: string): Promise<ShownPhoto> {
    const { link } = open;
    const galleryIds = link.photoId === null ? open.galleries.map((gallery) => gallery.id) : link.photoId === photoId ? null : [];
    const photo = await this.queries.shownPhoto(link.studioId, link.collectionId, photoId, galleryIds);
    if (!photo) throw noSuchPhoto();
    return photo;
  }

  private async visiblePhoto(open: OpenLink, photoId: string): Promise<PhotoRow> {
    const shown = await this.shownPhoto(open, photoId);
    const photo = await this.photoQueries.byId(open.link.studioId, shown.id);
    if (!photo) throw noSuchPhoto();
    return photo;
  }
}

/**
 * The size a visitor may download through the link: a `download` link of a downloadable collection,
 * unless the visitor is a `view` collection client; the original when the collection offers it. The
 * link is the visitor's credential: the collection's password is not asked again.
 */
function downloadSizeOf(link: UsedLink, collection: CollectionRow, accessLevel: AccessLevel | null): DownloadSize | null {
  if (link.permissions !== 'download' || !collection.downloadable || accessLevel === 'view') return null;
  return collection.downloadSizes.includes('original') ? 'original' : collection.downloadSizes.includes('web') ? 'web' : null;
}

const noSuchPhoto = () => notFound('not_found', 'This link shows no such photo.');

/** Removing a favorite that is not there (a second click, another tab) leaves it not there: done. */
const ignoreMissingFavorite = (error: unknown) => {
  if (!(error instanceof ApiError && error.status === 404)) throw error;
};
