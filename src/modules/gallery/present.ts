/** How every room shows a photo's files: signed links, from the request's origin, for the caller's studio. */
import type { MediaLinks } from './photos/media.js';
import type { MediaUrls } from './schemas.js';
import type { MediaKind, MediaState } from './tables.js';

/** What presenting needs beside the rows: the origin links start with, and their signer. */
export interface MediaContext {
  origin: string;
  links: MediaLinks;
  studioId: string;
}

/** Renditions exist once a photo is ready; the original once it was uploaded (videos have no renditions). */
export function mediaUrls(photo: { id: string; kind: MediaKind; state: MediaState }, { origin, links, studioId }: MediaContext): MediaUrls {
  const renditions = photo.kind === 'photo' && photo.state === 'ready';
  const uploaded = photo.state !== 'awaiting_upload';
  return {
    thumbnail: renditions ? links.url(origin, studioId, photo.id, 'thumbnail') : null,
    web: renditions ? links.url(origin, studioId, photo.id, 'web') : null,
    original: uploaded ? links.url(origin, studioId, photo.id, 'original') : null,
  };
}
