/**
 * The gallery (API.md §8): what the matrices cannot derive about collections, galleries, photos, their
 * tracking (downloads, favorites, stars) and sharing links.
 * Their ids are digits, not prefixed (a collection 8, a gallery 9, a photo or video 10): the matrices
 * read the shape from these records' ids (test/support/id-shapes.ts).
 */
import assert from 'node:assert/strict';
import type { TestServer, TestStudio } from '../../helpers.js';
import type { AreaRoutes } from '../../support/route-matrix.js';
import { addPhoto, makeImage, processed } from '../../gallery/support.js';
import { created, FUTURE, uniqueEmail } from '../records.js';

interface Identified {
  id: string;
}

export interface GalleryRecords {
  /** Read by the matrices, never changed: visitors are checked against it without an email (a read must change nothing). */
  collection: Identified;
  /** Changed by every valid PUT; new galleries and clients go into it. */
  edited: Identified;
  /** The first valid DELETE removes it; later ones meet a 404. */
  doomedCollection: Identified;
  /** A gallery of `collection`, its cover set to `ready`; new photos go into it. */
  gallery: Identified;
  doomedGallery: Identified;
  /** Awaiting its file: each valid call issues a new ticket for it; it is unstarred. */
  awaiting: Identified;
  /** A real image, uploaded and processed: it has signed links, `uploaded` leaves it as it is, it is starred. */
  ready: Identified & { urls: Record<string, string | null> };
  doomedPhoto: Identified;
  /** A video of `gallery`, awaiting its file: its downloads are recorded. */
  video: Identified;
  /** A sharing link of `collection` to `ready`: revoking it again changes nothing. */
  link: Identified;
  /** The email of a favorite of `ready`: the first valid DELETE takes it away; later ones meet a 404. */
  doomedFavorite: string;
  /** A client of the studio whose email was given access to `collection`: its cgCollections lists it. */
  client: Identified & { email: string };
}

async function records(_server: TestServer, studio: TestStudio): Promise<GalleryRecords> {
  const { api } = studio;
  const collection = await created(api, '/collections', { name: 'Lovelace wedding', description: 'June 2026', expiry_date: '2031-06-30' });
  const gallery = await created(api, `/collections/${collection.id}/galleries`, { name: 'Ceremony' });
  const photo = (filename: string) => created(api, `/galleries/${gallery.id}/photos`, { filename, file_size: 1_000_000 });
  const awaiting = await photo('IMG_0001.jpg');
  // Processed before the suites start: B's view must not change under them as processing ends.
  const ready = await processed(api, await addPhoto(api, gallery.id, await makeImage({ width: 600, height: 400 }), 'IMG_0002.jpg'));
  assert.equal(ready.state, 'ready', ready.failure);
  const cover = await api.put(`/galleries/${gallery.id}`, { cover_photo_id: ready.id });
  assert.equal(cover.status, 200, JSON.stringify(cover.body));
  const email = uniqueEmail('ada');
  const client = await created(api, '/clients', { first_name: 'Ada', last_name: 'Lovelace', email, type: 'client' });
  await created(api, `/collections/${collection.id}/clients`, { email, name: 'Ada Lovelace', access_level: 'download' });
  const doomedFavorite = uniqueEmail('fan');
  await created(api, `/collections/${collection.id}/favorites`, { photo_id: ready.id, email: doomedFavorite });
  return {
    collection,
    edited: await created(api, '/collections', { name: 'Edited' }),
    doomedCollection: await created(api, '/collections', { name: 'Doomed' }),
    gallery,
    doomedGallery: await created(api, `/collections/${collection.id}/galleries`, { name: 'Doomed' }),
    awaiting,
    ready,
    doomedPhoto: await photo('IMG_0003.jpg'),
    video: await photo('vows.mp4'),
    link: await created(api, `/collections/${collection.id}/photo_sharing_links`, { photo_id: ready.id, permissions: 'view' }),
    doomedFavorite,
    client: { id: client.id, email },
  };
}

export const collectionBody = () => ({
  name: 'Hopper portraits', description: 'Autumn session', expiry_date: '2031-06-30', password: 'autumn-2026', downloadable: true, default_access_level: 'download',
});
const collectionUpdate = () => ({
  ...collectionBody(), name: 'Edited', download_sizes: ['original', 'web'], download_pin_required: false,
  watermark: { enabled: true, text: '© Studio', position: 'bottom_right', opacity: 40 },
  expiry_reminders: [{ days_before: 7, enabled: true }], message_languages: ['en', 'en-GB'],
});
export const photoBody = () => ({ filename: 'IMG_0042.jpg', file_size: 5_242_880, width: 6000, height: 4000, kind: 'photo', tags: ['ceremony', 'rings'] });
export const galleryUpdate = (r: GalleryRecords) => ({ name: 'Ceremony', description: 'Vows and rings', private: false, download: true, cover_photo_id: r.ready.id });
/** The routes that take no body, but may be sent an empty object. */
const nothing = () => ({});

const ofCollection = (collection: 'collection' | 'edited' | 'doomedCollection') => (r: GalleryRecords) => ({ collection_id: r[collection].id });
const ofGallery = (gallery: 'gallery' | 'doomedGallery') => (r: GalleryRecords) => ({ gallery_id: r[gallery].id });
const ofPhoto = (photo: 'awaiting' | 'ready' | 'doomedPhoto') => (r: GalleryRecords) => ({ photo_id: r[photo].id });
/** A photo or video the collection does not have, named in a body, is 422 naming the field (API.md §8, §9). */
const item = { error: 'validation_error' };

export const gallery: AreaRoutes<GalleryRecords> = {
  name: 'gallery',
  records,
  routes: {
    'GET /collections': {},
    'POST /collections': { body: collectionBody },
    'GET /collections/:collection_id': { params: ofCollection('collection') },
    'PUT /collections/:collection_id': { params: ofCollection('edited'), body: collectionUpdate },
    'DELETE /collections/:collection_id': { params: ofCollection('doomedCollection') },
    'GET /collections/:collection_id/edit': { params: ofCollection('collection') },
    'GET /collections/:collection_id/galleries': { params: ofCollection('collection') },
    'GET /collections/:collection_id/download.zip': { params: ofCollection('collection'), answers: 'zip' },
    'POST /collections/:collection_id/galleries': {
      params: ofCollection('edited'), body: () => ({ name: 'Reception', description: 'Dinner and dancing', private: false, download: true }),
    },
    'GET /collections/:collection_id/clients': { params: ofCollection('collection') },
    // A new email at each call: one entry per email and collection (409 otherwise).
    'POST /collections/:collection_id/clients': { params: ofCollection('edited'), body: () => ({ email: uniqueEmail('guest'), name: 'Guest', access_level: 'view' }) },
    // The portal token is another client's: its collections are refused (API.md §11).
    'GET /clients/:client_id/cgCollections': { params: (r) => ({ client_id: r.client.id }), portal: { status: 403, error: 'access_denied' } },
    'GET /collections/:collection_id/before_show': { params: ofCollection('collection') },
    'GET /collections/:collection_id/before_download_settings': { params: ofCollection('collection') },
    'GET /collections/:collection_id/visitor_emails': { params: ofCollection('collection') },
    'GET /galleries/:gallery_id': { params: ofGallery('gallery') },
    'GET /galleries/:gallery_id/download.zip': { params: ofGallery('gallery'), answers: 'zip' },
    'PUT /galleries/:gallery_id': {
      params: ofGallery('gallery'), body: galleryUpdate,
      // The cover must be a photo of this gallery: another studio's, or an unknown one, is 422 naming it (API.md §9).
      references: { cover_photo_id: { error: 'validation_error' } },
    },
    'DELETE /galleries/:gallery_id': { params: ofGallery('doomedGallery') },
    'GET /galleries/:gallery_id/photos': { params: ofGallery('gallery') },
    'POST /galleries/:gallery_id/photos': { params: ofGallery('gallery'), body: photoBody },
    'GET /photos/:photo_id': { params: ofPhoto('ready') },
    'DELETE /photos/:photo_id': { params: ofPhoto('doomedPhoto') },
    // Actions on a photo (API.md §9): 200 with the photo. The ready photo stays as it is; the awaiting one gets a fresh ticket.
    'POST /photos/:photo_id/uploaded': { params: ofPhoto('ready'), body: nothing, bodyOptional: true, accepted: { status: 200 } },
    'POST /photos/:photo_id/upload_ticket': { params: ofPhoto('awaiting'), body: nothing, bodyOptional: true, accepted: { status: 200 } },
    'PUT /photos/:photo_id/star': { params: ofPhoto('ready'), body: nothing, bodyOptional: true },
    'DELETE /photos/:photo_id/star': { params: ofPhoto('awaiting') },
    // Tracking (merged from main): records of visitors' downloads and favorites, and the studio's stars.
    'POST /collections/:collection_id/photo_downloads': {
      params: ofCollection('collection'), body: (r) => ({ photo_id: r.ready.id, email: uniqueEmail('visitor'), size: 'original', format: 'jpeg' }),
      references: { photo_id: item },
    },
    'GET /collections/:collection_id/photo_downloads': { params: ofCollection('collection') },
    // A video_id names a video, though no /videos route says so: named here, it is checked as a reference.
    'POST /collections/:collection_id/gallery_video_downloads': {
      params: ofCollection('collection'), body: (r) => ({ video_id: r.video.id, email: uniqueEmail('visitor'), status: 'completed', bytes: 734_003_200 }),
      references: { video_id: item },
    },
    'GET /collections/:collection_id/gallery_video_downloads': { params: ofCollection('collection') },
    'GET /collections/:collection_id/downloads': { params: ofCollection('collection') },
    'POST /collections/:collection_id/photo_sharing_links': {
      params: ofCollection('collection'), body: (r) => ({ photo_id: r.ready.id, expires_at: FUTURE, permissions: 'download' }), references: { photo_id: item },
    },
    'GET /collections/:collection_id/photo_sharing_links': { params: ofCollection('collection') },
    // Revoking a revoked link changes nothing: 200 again.
    'DELETE /collections/:collection_id/photo_sharing_links/:link_id': { params: (r) => ({ collection_id: r.collection.id, link_id: r.link.id }) },
    // A new email at each call: the same email and item again would answer 200 with the favorite it has.
    'POST /collections/:collection_id/favorites': { params: ofCollection('collection'), body: (r) => ({ photo_id: r.ready.id, email: uniqueEmail('fan') }), references: { photo_id: item } },
    'GET /collections/:collection_id/favorites': { params: ofCollection('collection') },
    'DELETE /collections/:collection_id/favorites/:photo_id': {
      params: (r) => ({ collection_id: r.collection.id, photo_id: r.ready.id }), query: (r) => ({ email: r.doomedFavorite }),
    },
    'GET /photos/starred': {},
  },
};
