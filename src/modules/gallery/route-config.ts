/** What every room's routes declare alike: access, tags, path identifiers, their error lines and the photo links' context. */
import type { FastifyRequest } from 'fastify';
import { callerOf, originOf } from '../../platform/http.js';
import { INVALID_BODY } from '../../platform/schemas.js';
import { digitsPathId } from './ids.js';
import type { MediaContext } from './present.js';
import type { GalleryServices } from './services.js';

export const config = { access: 'photographer', area: 'standard' } as const;
/** Routes that take a visitor's collection password in the query: the request log leaves the query out. */
export const visitorConfig = { ...config, credentialIn: 'query' } as const;
export const tags = ['gallery'];

export const collectionId = (params: { collection_id: string }) => digitsPathId('collection', params.collection_id, 'collection');
export const galleryId = (params: { gallery_id: string }) => digitsPathId('gallery', params.gallery_id, 'gallery');
export const photoId = (params: { photo_id: string }) => digitsPathId('photo', params.photo_id, 'photo');

/** How the routes' files are linked: from the request's origin, signed for the caller's studio. */
export const mediaOf = (req: FastifyRequest, services: Pick<GalleryServices, 'mediaFiles'>): MediaContext => ({
  origin: originOf(req),
  links: services.mediaFiles.links,
  studioId: callerOf(req).studio.id,
});

export const COLLECTION_INVALID_ID = '`invalid_id`: `collection_id` is not a collection identifier (8 digits).';
export const COLLECTION_NOT_FOUND = '`not_found`: the studio has no collection with this identifier.';
export const GALLERY_INVALID_ID = '`invalid_id`: `gallery_id` is not a gallery identifier (9 digits).';
export const GALLERY_NOT_FOUND = '`not_found`: the studio has no gallery with this identifier.';
export const PHOTO_INVALID_ID = '`invalid_id`: `photo_id` is not a photo identifier (10 digits).';
export const PHOTO_NOT_FOUND = '`not_found`: the studio has no photo or video with this identifier.';
export const collectionErrors = { 400: [COLLECTION_INVALID_ID], 404: [COLLECTION_NOT_FOUND] };
export const galleryErrors = { 400: [GALLERY_INVALID_ID], 404: [GALLERY_NOT_FOUND] };
export const photoErrors = { 400: [PHOTO_INVALID_ID], 404: [PHOTO_NOT_FOUND] };

/** A body naming an item the collection does not have. */
export const itemRefused = (field: string, kind: string) => `${INVALID_BODY} Also \`${field}\` naming anything but ${kind} of this collection.`;
/** How the offset-paged lists say what they answer. */
export const PER_PAGE = '`limit` at a time from `offset`';
