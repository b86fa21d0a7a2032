/**
 * Markup that escapes by default. `html` is a tagged template: the template's own text is trusted (it
 * is written in our source), and every value put into it is escaped, unless it is already `Html` (made
 * by `html` itself). Where a value lands is checked once per template: a URL attribute (`href`, `src`,
 * `action`) takes only a `SafeUrl` from `safeUrl`; an unquoted attribute value or a value inside
 * `<script>` or `<style>` is refused, because escaping cannot make those safe.
 */
import { isSafeUrl, urlText, type SafeUrl } from './url.js';

const MARKUP = Symbol('markup');

/** Markup safe to put in a page as it is: only `html` makes it. */
export interface Html {
  readonly [MARKUP]: string;
}

/** What a template may hold: text and numbers are escaped, markup goes in as it is, nothing renders as nothing. */
export type Interpolation = string | number | Html | SafeUrl | readonly Html[] | null | undefined | false;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

const isHtml = (value: unknown): value is Html => typeof value === 'object' && value !== null && MARKUP in value;

/** The page's text, to send. */
export const renderHtml = (markup: Html): string => markup[MARKUP];

/** Where in its template a value lands. */
type Slot = 'text' | 'attribute' | 'url' | 'markup-only';

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite']);
const slotsByTemplate = new WeakMap<TemplateStringsArray, Slot[]>();

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): Html {
  const slots = slotsOf(strings);
  let text = strings[0];
  for (let i = 0; i < values.length; i++) text += render(values[i], slots[i]) + strings[i + 1];
  return { [MARKUP]: text };
}

function render(value: Interpolation, slot: Slot): string {
  if (value === null || value === undefined || value === false) return '';
  switch (slot) {
    case 'url':
      if (!isSafeUrl(value)) throw new TypeError('A URL attribute takes only a SafeUrl (safeUrl()), never a bare string.');
      return escapeHtml(urlText(value));
    case 'attribute':
      return asText(value);
    case 'markup-only':
      return asMarkup(value);
    case 'text':
      return isHtml(value) || Array.isArray(value) ? asMarkup(value) : asText(value);
  }
}

function asText(value: Interpolation): string {
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number') return String(value);
  if (isSafeUrl(value)) return escapeHtml(urlText(value));
  throw new TypeError('An attribute value must be text or a number, not markup.');
}

function asMarkup(value: Interpolation): string {
  if (isHtml(value)) return value[MARKUP];
  if (Array.isArray(value) && value.every(isHtml)) return value.map((item) => item[MARKUP]).join('');
  throw new TypeError('Here a template takes only markup (html`…` or a list of it).');
}

/** Each value's slot in the template, worked out from the template's own text the first time it is used. */
function slotsOf(strings: TemplateStringsArray): Slot[] {
  let slots = slotsByTemplate.get(strings);
  if (!slots) {
    slots = strings.slice(0, -1).map((_, i) => slotAfter(strings.slice(0, i + 1).join('\u0000')));
    slotsByTemplate.set(strings, slots);
  }
  return slots;
}

function slotAfter(before: string): Slot {
  const lower = before.toLowerCase();
  for (const element of ['script', 'style']) {
    const opened = lower.lastIndexOf(`<${element}`);
    const insideElement = opened > lower.lastIndexOf(`</${element}`) && lower.includes('>', opened);
    if (insideElement) throw new TypeError(`A template cannot put a value inside <${element}>.`);
  }
  const tagOpen = before.lastIndexOf('<');
  if (tagOpen <= before.lastIndexOf('>')) return 'text';
  const tag = before.slice(tagOpen);
  const quoted = /([^\s"'=<>/]+)\s*=\s*(?:"([^"]*)|'([^']*))$/.exec(tag);
  if (quoted) {
    const [, name, doubleQuoted, singleQuoted] = quoted;
    const attribute = name.toLowerCase();
    if (attribute.startsWith('on')) throw new TypeError(`A template cannot put a value in the event handler ${attribute}.`);
    // A value that starts the URL decides its scheme; after a fixed start (`/i/`) it can only add to the path.
    return URL_ATTRIBUTES.has(attribute) && (doubleQuoted ?? singleQuoted) === '' ? 'url' : 'attribute';
  }
  if (/=\s*$/.test(tag)) throw new TypeError('A template cannot put a value in an unquoted attribute: quote it.');
  return 'markup-only';
}
