/**
 * The names of a ZIP's entries (`<gallery name>/<filename>`, API.md §10). Names come from the studio's
 * galleries and its clients' uploads, and the archive is unpacked on Windows, macOS and Linux alike:
 * each part is made a plain file name there, and no two entries may land on the same file.
 */

/** Longest part, in UTF-8 bytes: most file systems take 255, and `" (12)"` may still be added. */
const MAX_PART_BYTES = 240;
/** Names Windows reserves for devices, whatever the extension. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;
/** Control characters, and the bidirectional controls that can make `gpj.exe` read as `exe.jpg`. */
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * One part of an entry's path, safe to unpack anywhere: no `/` or `\` (nor the other characters
 * Windows refuses), no `..`, no control characters, no leading dot (a hidden file) or trailing dot or
 * space, not a Windows device name, at most 240 bytes with its extension kept. `fallback` stands for
 * a name with nothing left.
 */
export function safePart(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replace(INVISIBLE, '')
    .replace(/[/\\<>:"|?*]/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  if (cleaned === '') return fallback;
  return shortened(WINDOWS_DEVICE.test(cleaned) ? `_${cleaned}` : cleaned);
}

/** The name cut to MAX_PART_BYTES, whole characters only, its extension kept. */
function shortened(name: string): string {
  if (Buffer.byteLength(name) <= MAX_PART_BYTES) return name;
  const { stem, extension } = split(name);
  const kept = extension.length <= 16 ? extension : '';
  let cut = '';
  for (const character of kept ? stem : name) {
    if (Buffer.byteLength(cut + character + kept) > MAX_PART_BYTES) break;
    cut += character;
  }
  return cut.trimEnd() + kept;
}

/** `IMG_0001.jpg` → `IMG_0001` and `.jpg`; a name without a dot past its first character has no extension. */
function split(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? { stem: name, extension: '' } : { stem: name.slice(0, dot), extension: name.slice(dot) };
}

/**
 * Hands out the entries' names, each once: a gallery's folder, then its files in it. A name already
 * given becomes `name (2).jpg`, `name (3).jpg`… Names are compared as case-insensitive file systems
 * (Windows, macOS) would, so that `IMG_1.JPG` and `img_1.jpg` do not overwrite each other there.
 */
export class EntryNames {
  private readonly given = new Set<string>();

  /** A folder for a gallery named `name`, at the archive's top. */
  folder(name: string): string {
    return this.claim('', safePart(name, 'Gallery'));
  }

  /** A file in `folder` (as `folder()` answered it): the entry's whole path. */
  file(folder: string, filename: string): string {
    return `${folder}/${this.claim(`${folder}/`, safePart(filename, 'Untitled'))}`;
  }

  private claim(prefix: string, name: string): string {
    const { stem, extension } = split(name);
    let candidate = name;
    for (let copy = 2; this.given.has(keyOf(prefix + candidate)); copy += 1) candidate = `${stem} (${copy})${extension}`;
    this.given.add(keyOf(prefix + candidate));
    return candidate;
  }
}

const keyOf = (path: string) => path.toLowerCase();
