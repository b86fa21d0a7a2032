/**
 * The gallery pages behind a sharing link, outside the API (API.md §11): the viewer of each photo, the
 * photos' images, downloads, favorites and the form that asks a visitor's email. The link's own address
 * (`/s/<token>`, the collection's grid) is shared-link-route.ts, which also answers programs. The token
 * is the credential: the request log leaves it out, and visits count against the per-address limit.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { readCookie } from '../../../platform/auth/cookie.js';
import { installFormParser } from '../../../platform/form-body.js';
import type { App } from '../../../platform/http.js';
import { answerPageFailure, failurePageResponses, sendPage } from '../../../platform/pages/route.js';
import { safeUrl } from '../../../platform/pages/url.js';
import { sendArchive } from '../archives/routes.js';
import { ZIP_LENGTH_HEADERS } from '../archives/schemas.js';
import { photoFileHeaders } from '../photos/file-headers.js';
import { downloadReady, intentText, linkPaths, parseIntent, photoPageView, visitorPageView, type VisitorIntent } from './page-views.js';
import { ShareParams } from './schemas.js';
import { linkGone } from './service.js';
import { VisitorUnknown, type SharedGalleryService } from './shared-gallery.js';

const config = { access: 'public', area: 'standard', credentialIn: 'path', failedLookupsLimited: true } as const;
const tags = ['gallery'];
/** The visitor's email, kept by their browser for this link's pages only. */
const VISITOR_COOKIE = 'gallery_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,255}\.[^\s@<>".]{2,63}$/;

const PhotoParams = Type.Object({
  token: ShareParams.properties.token,
  photo_id: Type.String({ pattern: '^[0-9]{10}$', description: 'A photo the link shows: 10 digits.', examples: ['5820193746'] }),
});
type PhotoParams = Static<typeof PhotoParams>;
const ImageParams = Type.Object({
  ...PhotoParams.properties,
  size: Type.Union([Type.Literal('thumbnail.jpg'), Type.Literal('web.jpg')], { description: '`thumbnail.jpg` (at most 400 px) or `web.jpg` (at most 2048 px).' }),
});
const IntentQuery = Type.Object(
  { next: Type.Optional(Type.String({ maxLength: 40, description: 'What the email is asked for: `favorite:<photo id>`, `download:<photo id>` or `download-all`.', examples: ['favorite:5820193746'] })) },
  { additionalProperties: true },
);
const FavoriteForm = Type.Object(
  { favorite: Type.Union([Type.Literal('true'), Type.Literal('false')], { description: '`true` adds the photo to the visitor\'s favorites, `false` removes it.' }) },
  { description: 'The viewer\'s favorite button.' },
);
const VisitorForm = Type.Object(
  {
    email: Type.String({ maxLength: 320, description: 'The visitor\'s email.' }),
    next: Type.String({ maxLength: 40, description: 'What it was asked for, as the form\'s `next` says.' }),
  },
  { description: 'The visitor\'s email, and what they were doing.' },
);

const page = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string', description: 'The page (HTML).' } } } });
const redirect = (description: string) => ({ description });
const binary = (description: string, type: string) => ({ description, content: { [type]: { schema: { type: 'string', format: 'binary', description } } } });

export function visitorEmailOf(req: FastifyRequest): string | null {
  const value = readCookie(req.headers.cookie ?? '', VISITOR_COOKIE);
  if (value === undefined) return null;
  const email = safeDecode(value);
  return email !== null && EMAIL.test(email) ? email : null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function rememberVisitor(req: FastifyRequest, reply: FastifyReply, token: string, email: string): void {
  const secure = req.server.config.publicUrl?.startsWith('https:') ?? false;
  reply.header('set-cookie', `${VISITOR_COOKIE}=${encodeURIComponent(email)}; Path=${linkPaths(token).base}; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
}

export async function sharedGalleryPageRoutes(app: App, shared: SharedGalleryService): Promise<void> {
  await app.register(async (scope) => {
    installFormParser(scope as unknown as App);
    viewerRoutes(scope as unknown as App, shared);
    visitorRoutes(scope as unknown as App, shared);
  });
}

function viewerRoutes(app: App, shared: SharedGalleryService): void {
  app.get<{ Params: PhotoParams; Querystring: { downloading?: string } }>('/s/:token/photos/:photo_id', {
    schema: {
      tags,
      security: [],
      operationId: 'viewSharedPhoto',
      summary: 'A photo of a shared collection, in the viewer',
      description:
        'The viewer page of one photo of a collection link: the photo at its web size, previous and next in its gallery, the visitor\'s ' +
        'favorite button and, when the link allows downloads, a download button. Not counted as a use of the link.',
      params: PhotoParams,
      response: { 200: page('The viewer.'), ...failurePageResponses() },
    },
    config,
    errorHandler: answerPageFailure,
  }, async (req, reply) => {
    const { token, photo_id: photoId } = req.params;
    const view = await shared.photo(token, visitorEmailOf(req), photoId);
    const notice = req.query.downloading === '1' && view.mayDownload && view.open.visitor
      ? downloadReady(safeUrl(linkPaths(token).download(photoId)), view.photo.filename)
      : null;
    return sendPage(reply, 200, photoPageView(view, token, notice));
  });

  app.get<{ Params: Static<typeof ImageParams>; Reply: Readable }>('/s/:token/photos/:photo_id/:size', {
    schema: {
      tags,
      security: [],
      operationId: 'getSharedPhotoImage',
      summary: 'A shared photo\'s image',
      description: 'A photo\'s thumbnail or web size, as the gallery pages show it (JPEG). Showing a photo is not a download: nothing is recorded.',
      params: ImageParams,
      response: { 200: binary('The image.', 'image/jpeg'), ...failurePageResponses() },
    },
    config,
    errorHandler: answerPageFailure,
  }, async (req, reply) => {
    const { token, photo_id: photoId, size } = req.params;
    const file = await shared.image(token, photoId, size === 'web.jpg' ? 'web' : 'thumbnail');
    // The link may be revoked: the browser keeps an image an hour, no shared cache keeps it at all.
    return photoFileHeaders(reply.header('cache-control', 'private, max-age=3600'), file, false).header('content-length', file.size).send(file.stream);
  });

  app.get<{ Params: PhotoParams; Reply: Readable }>('/s/:token/photos/:photo_id/download', {
    schema: {
      tags,
      security: [],
      operationId: 'downloadSharedPhoto',
      summary: 'Download a shared photo',
      description:
        'The photo to keep, as an attachment under its filename: the original when the collection offers it, else the web size. Recorded as ' +
        'a download of the visitor (the personal link\'s client, or the email they gave). A visitor whose email is not known yet is sent ' +
        'to the email form first (303).',
      params: PhotoParams,
      response: {
        200: binary('The file.', 'application/octet-stream'),
        303: redirect('The visitor\'s email is not known: `Location` is the email form.'),
        ...failurePageResponses(),
      },
    },
    config,
    errorHandler: answerPageFailure,
  }, async (req, reply) => {
    const { token, photo_id: photoId } = req.params;
    const file = await unlessUnknown(shared.download(token, visitorEmailOf(req), photoId));
    if (!file) return askEmail(reply, token, { action: 'download', photoId });
    return photoFileHeaders(reply.header('cache-control', 'no-store'), file, true).header('content-length', file.size).send(file.stream);
  });

  app.get<{ Params: Static<typeof ShareParams>; Reply: Readable }>('/s/:token/download.zip', {
    schema: {
      tags,
      security: [],
      operationId: 'downloadSharedCollectionZip',
      summary: 'Download all of a shared collection',
      description:
        '"Download all" of a collection link: the galleries the visitor may download from, in one ZIP (a folder per gallery), each photo ' +
        'recorded as a download of the visitor. A visitor whose email is not known yet is sent to the email form first (303).',
      params: ShareParams,
      response: {
        200: { ...binary('The ZIP, stored (photos are compressed already).', 'application/zip'), headers: ZIP_LENGTH_HEADERS },
        303: redirect('The visitor\'s email is not known: `Location` is the email form.'),
        ...failurePageResponses(),
      },
    },
    config: { ...config, longWork: true },
    errorHandler: answerPageFailure,
  }, async (req, reply) => {
    const { token } = req.params;
    const archive = await unlessUnknown(shared.archive(token, visitorEmailOf(req)));
    if (!archive) return askEmail(reply, token, { action: 'download-all' });
    return sendArchive(req, reply, archive);
  });

  app.post<{ Params: PhotoParams; Body: Static<typeof FavoriteForm> }>('/s/:token/photos/:photo_id/favorite', {
    schema: {
      tags,
      security: [],
      operationId: 'favoriteSharedPhoto',
      summary: 'Favorite a shared photo',
      description:
        'The viewer\'s favorite button (a form): adds the photo to the visitor\'s favorites, or removes it, as the studio\'s favorites list ' +
        'shows them; then back to the viewer (303). A visitor whose email is not known yet is sent to the email form first.',
      params: PhotoParams,
      body: FavoriteForm,
      consumes: ['application/x-www-form-urlencoded'],
      response: { 303: redirect('Done, or the email is needed first: `Location` says where to go.'), ...failurePageResponses() },
    },
    config,
    errorHandler: answerPageFailure,
  }, async (req, reply) => {
    const { token, photo_id: photoId } = req.params;
    const done = await unlessUnknown(shared.favorite(token, visitorEmailOf(req), photoId, req.body.favorite === 'true').then(() => true));
    if (!done) return askEmail(reply, token, { action: 'favorite', photoId });
    return reply.redirect(linkPaths(token).photo(photoId), 303);
  });
}

function visitorRoutes(app: App, shared: SharedGalleryService): void {
  app.get<{ Params: Static<typeof ShareParams>; Querystring: Static<typeof IntentQuery> }>('/s/:token/visitor', {
    schema: {
      tags,
      security: [],
      operationId: 'getSharedGalleryVisitorForm',
      summary: 'The form asking a gallery visitor\'s email',
      description: 'Asked once, before a visitor\'s first favorite or download; never for a personal link, which knows its client.',
      params: ShareParams,
      querystring: IntentQuery,
      response: { 200: page('The form.'), ...failurePageResponses() },
    },
    config,
    errorHandler: answerPageFailure,
  }, async (req, reply) => {
    const intent = parseIntent(req.query.next);
    if (!intent) throw linkGone();
    const studio = await shared.studioOf(req.params.token);
    return sendPage(reply, 200, visitorPageView(studio.name, req.params.token, intent, null));
  });

  app.post<{ Params: Static<typeof ShareParams>; Body: Static<typeof VisitorForm> }>('/s/:token/visitor', {
    schema: {
      tags,
      security: [],
      operationId: 'introduceSharedGalleryVisitor',
      summary: 'Give a gallery visitor\'s email',
      description:
        'Records the email as a visitor of the collection (its visitor emails) and keeps it in the visitor\'s browser for this link; then ' +
        'does what it was asked for: a favorite is added and the viewer shown, a download is offered on the page it was asked from (303). ' +
        'An email that is not one answers the form again (422).',
      params: ShareParams,
      body: VisitorForm,
      consumes: ['application/x-www-form-urlencoded'],
      response: {
        303: redirect('Done: `Location` is the page to go back to.'),
        422: page('The email is not an email address: the form again, saying so.'),
        ...failurePageResponses(),
      },
    },
    config,
    errorHandler: answerPageFailure,
  }, async (req, reply) => {
    const { token } = req.params;
    const intent = parseIntent(req.body.next);
    if (!intent) throw linkGone();
    const email = req.body.email.trim();
    if (!EMAIL.test(email)) {
      const studio = await shared.studioOf(token);
      return sendPage(reply, 422, visitorPageView(studio.name, token, intent, 'Enter an email address, like name@example.com.', email));
    }
    await shared.introduce(token, email);
    rememberVisitor(req, reply, token, email);
    return reply.redirect(await afterIntroduction(shared, token, email, intent), 303);
  });
}

/** Where a visitor goes once their email is known: the favorite made, or the download offered. */
async function afterIntroduction(shared: SharedGalleryService, token: string, email: string, intent: VisitorIntent): Promise<string> {
  const paths = linkPaths(token);
  if (intent.action === 'download-all') return `${paths.base}?downloading=1`;
  if (intent.action === 'download') return `${paths.photo(intent.photoId)}?downloading=1`;
  await shared.favorite(token, email, intent.photoId, true);
  return paths.photo(intent.photoId);
}

/** What the action answers, or null when the visitor must give their email first. */
async function unlessUnknown<T>(action: Promise<T>): Promise<T | null> {
  try {
    return await action;
  } catch (error) {
    if (error instanceof VisitorUnknown) return null;
    throw error;
  }
}

function askEmail(reply: FastifyReply, token: string, intent: VisitorIntent): FastifyReply {
  return reply.redirect(`${linkPaths(token).visitor}?next=${intentText(intent)}`, 303);
}
