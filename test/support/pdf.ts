/**
 * Just enough of a PDF reader to check what a document says, for the documents pdfkit writes: objects
 * found through the cross-reference table, Flate streams inflated, and the text of each content
 * stream decoded through its font's ToUnicode map, as a viewer's "copy text" would.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

export interface ReadPdf {
  objects: Map<number, PdfObject>;
  /** Every dictionary of the file, joined: where `/MediaBox` and `/FontFile2` are found. */
  dictionaries: string;
  /** The text shown on the pages, lines joined by newlines. */
  text: string;
}

export function readPdf(pdf: Buffer): ReadPdf {
  const objects = objectsOf(pdf);
  const dictionaries = [...objects.values()].map((object) => object.dictionary).join('\n');
  const fonts = fontMaps(objects, dictionaries);
  const text = [...objects.values()]
    .filter((object) => object.stream !== null && /\bTf\b/.test(object.stream.toString('latin1')))
    .map((object) => contentText(object.stream!.toString('latin1'), fonts))
    .join('\n');
  return { objects, dictionaries, text };
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(source)?.[1]);
  const table = /^xref\s+0 (\d+)\s+/.exec(source.slice(xrefAt));
  if (!table) throw new Error('No cross-reference table');
  const objects = new Map<number, PdfObject>();
  const entriesAt = xrefAt + table[0].length;
  for (let id = 1; id < Number(table[1]); id++) {
    const offset = Number(source.slice(entriesAt + id * 20, entriesAt + id * 20 + 10));
    const header = `${id} 0 obj`;
    if (!source.startsWith(header, offset)) throw new Error(`Object ${id} is not at ${offset}`);
    const start = offset + header.length;
    const end = source.indexOf('endobj', start);
    const streamAt = source.indexOf('stream', start);
    if (streamAt === -1 || streamAt > end) {
      objects.set(id, { dictionary: source.slice(start, end).trim(), stream: null });
      continue;
    }
    const dictionary = source.slice(start, streamAt).trim();
    const dataAt = streamAt + 'stream'.length + (source[streamAt + 6] === '\r' ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const raw = pdf.subarray(dataAt, dataAt + length);
    objects.set(id, { dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

/** Each font's resource name (`F1`) with the Unicode text of its glyph codes. */
function fontMaps(objects: Map<number, PdfObject>, dictionaries: string): Map<string, Map<number, string>> {
  const maps = new Map<string, Map<number, string>>();
  for (const [, name, fontId] of dictionaries.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicodeId = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(fontId))?.dictionary ?? '')?.[1];
    const cmap = toUnicodeId ? objects.get(Number(toUnicodeId))?.stream?.toString('latin1') : undefined;
    if (cmap) maps.set(name, unicodeOf(cmap));
  }
  return maps;
}

function unicodeOf(cmap: string): Map<number, string> {
  const codes = new Map<number, string>();
  for (const [, first, entries] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    let code = Number.parseInt(first, 16);
    for (const [, hex] of entries.matchAll(/<([0-9a-f ]*)>/gi)) codes.set(code++, utf16(hex.replaceAll(' ', '')));
  }
  return codes;
}

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));

/** The text of a content stream: each `TJ`/`Tj` of hex glyph codes, decoded in the font `Tf` chose. */
function contentText(content: string, fonts: Map<string, Map<number, string>>): string {
  const lines: string[] = [];
  let font: Map<number, string> | undefined;
  for (const [, fontName, shown] of content.matchAll(/\/(F\d+) [\d.]+ Tf|(\[[^\]]*\]|<[0-9a-f]*>) T[Jj]/gi)) {
    if (fontName) {
      font = fonts.get(fontName);
      continue;
    }
    const codes = [...shown.matchAll(/<([0-9a-f]*)>/gi)].flatMap(([, hex]) => hex.match(/.{4}/g) ?? []);
    lines.push(codes.map((code) => font?.get(Number.parseInt(code, 16)) ?? '\uFFFD').join(''));
  }
  return lines.join('\n');
}
