/**
 * The gallery pages of a sharing link (API.md §11): the collection with a grid of its photos, the
 * viewer of one photo (previous and next, favorite, download), and the form that asks a visitor's email
 * once. Every action is a plain link or form, so that the pages work without JavaScript; the script
 * adds the arrow keys and swiping to the viewer.
 */
import { html, type Html } from '../../../platform/pages/html.js';
import { layout } from '../../../platform/pages/layout.js';
import { safeUrl, type SafeUrl } from '../../../platform/pages/url.js';
import { RENDITION_EDGE } from '../photos/media.js';
import type { ShownPhoto } from './queries.js';
import { SHARE_PATH } from './service.js';
import { GRID_PAGE_SIZE, type CollectionView, type PhotoView } from './shared-gallery.js';

/** What the visitor was doing when their email was asked: done (or offered) once they give it. */
export type VisitorIntent = { action: 'favorite' | 'download'; photoId: string } | { action: 'download-all' };

/** The addresses under a link: all of them are the link's token followed by a fixed path. */
export const linkPaths = (token: string) => {
  const base = `${SHARE_PATH}${token}`;
  return {
    base,
    photo: (id: string) => `${base}/photos/${id}`,
    image: (id: string, size: 'thumbnail' | 'web') => `${base}/photos/${id}/${size}.jpg`,
    download: (id: string) => `${base}/photos/${id}/download`,
    favorite: (id: string) => `${base}/photos/${id}/favorite`,
    downloadAll: `${base}/download.zip`,
    visitor: `${base}/visitor`,
  };
};

export const intentText = (intent: VisitorIntent): string => (intent.action === 'download-all' ? intent.action : `${intent.action}:${intent.photoId}`);

export function parseIntent(text: string | undefined): VisitorIntent | null {
  if (text === 'download-all') return { action: 'download-all' };
  const found = /^(favorite|download):(\d{10})$/.exec(text ?? '');
  return found ? { action: found[1] as 'favorite' | 'download', photoId: found[2] } : null;
}

/** The size a rendition of the photo is shown at: its long edge at most `edge`, never enlarged. */
function fitted(photo: ShownPhoto, edge: number): { width: number; height: number } {
  const width = photo.width ?? edge;
  const height = photo.height ?? edge;
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Where a visitor who must first give their email is sent instead of the action itself. */
const askFirst = (token: string, intent: VisitorIntent) => safeUrl(`${linkPaths(token).visitor}?next=${intentText(intent)}`);

function downloadAllAction(view: CollectionView, token: string): Html | null {
  const { open } = view;
  if (open.downloadSize === null || !open.galleries.some((gallery) => gallery.download || open.accessLevel === 'full')) return null;
  const href = open.visitor ? safeUrl(linkPaths(token).downloadAll) : askFirst(token, { action: 'download-all' });
  return html`<p class="actions"><a class="button" href="${href}">Download all</a></p>`;
}

function gridItem(token: string, photo: ShownPhoto): Html {
  const paths = linkPaths(token);
  const { width, height } = fitted(photo, RENDITION_EDGE.thumbnail);
  const srcset = `${paths.image(photo.id, 'thumbnail')} ${RENDITION_EDGE.thumbnail}w, ${paths.image(photo.id, 'web')} ${RENDITION_EDGE.web}w`;
  return html`<li id="photo-${photo.id}"><a href="${safeUrl(paths.photo(photo.id))}"><img src="${safeUrl(paths.image(photo.id, 'thumbnail'))}" srcset="${srcset}" sizes="(min-width: 60rem) 14rem, 45vw" width="${width}" height="${height}" loading="lazy" decoding="async" alt="${photo.filename}"></a></li>`;
}

function galleryNav(view: CollectionView, token: string): Html | null {
  if (view.open.galleries.length < 2) return null;
  const base = linkPaths(token).base;
  return html`<nav aria-label="Galleries"><ul class="gallery-tabs">${view.open.galleries.map((gallery) =>
    html`<li><a href="${safeUrl(`${base}?gallery=${gallery.id}`)}"${gallery.id === view.gallery?.id ? html` aria-current="page"` : null}>${gallery.name}</a></li>`)}</ul></nav>`;
}

function pager(view: CollectionView, token: string): Html | null {
  if (view.pages < 2 || !view.gallery) return null;
  const at = (page: number) => safeUrl(`${linkPaths(token).base}?gallery=${view.gallery!.id}&page=${page}`);
  return html`<nav class="pager" aria-label="Pages of photos">
${view.page > 1 ? html`<a href="${at(view.page - 1)}" rel="prev">Previous photos</a>` : html`<span></span>`}
<span>Page ${view.page} of ${view.pages}</span>
${view.page < view.pages ? html`<a href="${at(view.page + 1)}" rel="next">More photos</a>` : html`<span></span>`}
</nav>`;
}

export function collectionPageView(view: CollectionView, token: string, notice: Html | null): Html {
  const { open, cover, gallery } = view;
  const description = open.collection.description;
  return layout({
    title: open.collection.name,
    studioName: open.studio.name,
    wide: true,
    main: html`<section class="gallery-hero">
${cover ? html`<img class="cover" src="${safeUrl(linkPaths(token).image(cover.id, 'web'))}" alt="" width="${fitted(cover, RENDITION_EDGE.web).width}" height="${fitted(cover, RENDITION_EDGE.web).height}">` : null}
<h1>${open.collection.name}</h1>
${description ? html`<p class="preformatted">${description}</p>` : null}
${downloadAllAction(view, token)}
</section>
${notice}
${galleryNav(view, token)}
${gallery === null
    ? html`<p>There are no photos to show yet.</p>`
    : html`<h2>${gallery.name}</h2>
<p class="muted">${view.total === 1 ? '1 photo' : `${view.total} photos`}</p>
<ul class="photo-grid">${view.photos.map((photo) => gridItem(token, photo))}</ul>
${pager(view, token)}`}`,
  });
}

function favoriteForm(view: PhotoView, token: string): Html {
  const paths = linkPaths(token);
  const { photo, favorited, open } = view;
  if (!open.visitor) {
    return html`<a class="button" href="${askFirst(token, { action: 'favorite', photoId: photo.id })}">♡ Add to favorites</a>`;
  }
  return html`<form method="post" action="${safeUrl(paths.favorite(photo.id))}" class="inline-form">
<input type="hidden" name="favorite" value="${favorited ? 'false' : 'true'}">
<button type="submit">${favorited ? '♥ Remove from favorites' : '♡ Add to favorites'}</button>
</form>`;
}

function downloadLink(view: PhotoView, token: string): Html | null {
  if (!view.mayDownload) return null;
  const { photo, open } = view;
  if (!open.visitor) return html`<a class="button" href="${askFirst(token, { action: 'download', photoId: photo.id })}">Download</a>`;
  return html`<a class="button" href="${safeUrl(linkPaths(token).download(photo.id))}" download="${photo.filename}" data-download-now>Download</a>`;
}

function viewerNav(view: PhotoView, token: string): Html | null {
  if (view.place === null) return null;
  const paths = linkPaths(token);
  const back = safeUrl(`${paths.base}?gallery=${view.photo.galleryId}&page=${Math.ceil(view.place.position / GRID_PAGE_SIZE)}#photo-${view.photo.id}`);
  return html`<nav class="viewer-nav" aria-label="Photos">
${view.previousId ? html`<a href="${safeUrl(paths.photo(view.previousId))}" rel="prev">← Previous</a>` : html`<span></span>`}
<a href="${back}" data-back>Back to ${view.gallery?.name ?? 'the gallery'}</a>
${view.nextId ? html`<a href="${safeUrl(paths.photo(view.nextId))}" rel="next">Next →</a>` : html`<span></span>`}
</nav>`;
}

export function photoPageView(view: PhotoView, token: string, notice: Html | null): Html {
  const { photo, open } = view;
  const { width, height } = fitted(photo, RENDITION_EDGE.web);
  return layout({
    title: photo.filename,
    studioName: open.studio.name,
    wide: true,
    main: html`<h1 class="viewer-title">${photo.filename}</h1>
${view.place ? html`<p class="muted">Photo ${view.place.position} of ${view.place.of} in ${view.gallery?.name ?? 'the gallery'}</p>` : null}
${notice}
<figure class="viewer" data-viewer>
<img src="${safeUrl(linkPaths(token).image(photo.id, 'web'))}" width="${width}" height="${height}" alt="${photo.filename}">
</figure>
<div class="viewer-actions">
${favoriteForm(view, token)}
${downloadLink(view, token)}
</div>
${viewerNav(view, token)}`,
  });
}

/** The form that asks the visitor's email, once, before their first favorite or download. */
export function visitorPageView(studioName: string, token: string, intent: VisitorIntent, error: string | null, email = ''): Html {
  const purpose = intent.action === 'favorite' ? 'choose favorites' : 'download';
  return layout({
    title: 'Your email',
    studioName,
    main: html`<h1>Your email, please</h1>
<p>To ${purpose}, tell ${studioName} who you are. You will not be asked again on this device.</p>
<form method="post" action="${safeUrl(linkPaths(token).visitor)}" novalidate>
<input type="hidden" name="next" value="${intentText(intent)}">
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${email}"${error ? html` aria-invalid="true" aria-describedby="email-error"` : null}>
${error ? html`<p class="field-error" id="email-error">${error}</p>` : null}
</div>
<button type="submit">Continue</button>
</form>
<p><a href="${safeUrl(linkPaths(token).base)}">Back to the gallery</a></p>`,
  });
}

/** Said once the visitor gave their email for a download: the link that starts it (the script follows it at once). */
export function downloadReady(href: SafeUrl, filename: string | null): Html {
  return html`<p class="notice" role="status">Thank you. <a href="${href}"${filename ? html` download="${filename}"` : null} data-download-now data-start>Your download</a> starts now.</p>`;
}
