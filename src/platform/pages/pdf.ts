/**
 * How an area answers a page as a PDF (`GET <url>.pdf`): an A4 document drawn with the fonts the
 * package ships, sent with the pages' privacy headers. A link that leads nowhere and a failure answer
 * the same pages as the HTML route does: the visitor asked for a document, not for an API error body.
 */
import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import type { App } from '../http.js';
import { importedOnFirstUse } from '../first-use.js';
import { notFoundPage } from './layout.js';
import { answerPageFailure, failurePageResponses, PRIVATE_HEADERS, sendPage } from './route.js';

const resolve = createRequire(import.meta.url).resolve;
const pdfkit = importedOnFirstUse(() => import('pdfkit'));

/**
 * DejaVu Sans covers Latin, Greek and Cyrillic, so that any client's or studio's name prints; the
 * PDF standard fonts cover Western European text only. The files come with the package: nothing is
 * fetched when a document is drawn, and pdfkit embeds only the glyphs a document uses.
 */
const FONT_FILES = {
  regular: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** The names a document's fonts go by: `document.font(PDF_FONT.bold)`. */
export const PDF_FONT = { regular: 'regular', bold: 'bold' } as const;

export type PdfDocument = PDFKit.PDFDocument;

/** A blank A4 document, in the regular font until told otherwise. */
export async function newPdfDocument(info: { title: string; author: string }): Promise<PdfDocument> {
  const { default: PDFDocument } = await pdfkit();
  // Starting in our own font keeps pdfkit from loading Helvetica, which nothing here uses.
  const document = new PDFDocument({ size: 'A4', margin: 50, font: FONT_FILES.regular, info: { Title: info.title, Author: info.author }, displayTitle: true });
  document.registerFont(PDF_FONT.regular, FONT_FILES.regular);
  document.registerFont(PDF_FONT.bold, FONT_FILES.bold);
  return document.font(PDF_FONT.regular);
}

export interface PdfFile {
  /** The name a browser saves it under; anything but letters, digits, `.`, `_` and `-` becomes `_`. */
  filename: string;
  /** The drawn document, not yet ended. */
  document: PdfDocument;
}

export interface PdfRoute<Params> {
  url: string;
  /** The operation as the document describes it (its failures are the pages' own). */
  schema: { tags: string[]; operationId: string; summary: string; description: string; params: TSchema };
  /** What the PDF is when it is found. */
  found: string;
  /** The PDF, or null when the link leads nowhere (the 404 page). */
  render(req: FastifyRequest<{ Params: Params }>): Promise<PdfFile | null>;
}

export function pdfRoute<Params>(app: App, route: PdfRoute<Params>): void {
  app.get<{ Params: Params }>(route.url, {
    schema: {
      ...route.schema,
      security: [],
      response: {
        200: { description: route.found, content: { 'application/pdf': { schema: { type: 'string', format: 'binary', description: 'The PDF (A4).' } } } },
        ...failurePageResponses(),
      },
    },
    // As the pages: the standard area puts anonymous visits under the per-address rate limit.
    config: { access: 'public', area: 'standard', credentialIn: 'path', failedLookupsLimited: true },
    errorHandler: answerPageFailure,
  }, async (req, reply) => {
    const file = await route.render(req);
    if (file === null) return sendPage(reply, 404, notFoundPage());
    const body = await ended(file.document);
    return reply.code(200).headers({
      ...PRIVATE_HEADERS,
      'content-type': 'application/pdf',
      // Shown in the browser's viewer, saved under a name that says what it is.
      'content-disposition': `inline; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    }).send(body);
  });
}

/**
 * The whole document, once ended. Held in memory (tens of kilobytes) rather than streamed, so that a
 * failure while writing it is still answered with the error page instead of a cut-off 200.
 */
/** The document's bytes, once drawn: for a response, or a mail's attachment. */
export function ended(document: PdfDocument): Promise<Buffer> {
  return new Promise((resolvePdf, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolvePdf(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}
