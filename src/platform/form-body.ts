import { invalidField } from './errors.js';
import type { App } from './http.js';

const GROUPED_FIELD = /^([^[\]]+)\[([^[\]]+)\]$/;

/**
 * HTML form bodies (`application/x-www-form-urlencoded`), for the routes a page's form posts to, which
 * must work without JavaScript. Register it in the scope of those routes only: the API takes JSON. Fields
 * are strings; `group[key]` fields gather into an object `group` (one level: a form's answers by
 * question); a name given twice keeps its first value. Bodies are bounded as JSON ones are (1 MiB).
 */
export function installFormParser(scope: App): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const fields = formFields(new URLSearchParams(body as string));
    // PostgreSQL text cannot hold NUL: refuse it here, naming the field, as the JSON parser does.
    const withNul = Object.entries(fields).find(([, value]) => JSON.stringify(value).includes('\\u0000'));
    if (withNul) return done(invalidField(withNul[0], 'The value must not contain NUL characters.'), undefined);
    done(null, fields);
  });
}

/** Object.fromEntries defines own properties: a field named `__proto__` is a field like any other, refused by the route's schema. */
function formFields(params: URLSearchParams): Record<string, unknown> {
  const plain = new Map<string, string>();
  const groups = new Map<string, Map<string, string>>();
  for (const [name, value] of params) {
    const grouped = GROUPED_FIELD.exec(name);
    if (!grouped) {
      if (!plain.has(name)) plain.set(name, value);
      continue;
    }
    const group = groups.get(grouped[1]) ?? new Map<string, string>();
    groups.set(grouped[1], group);
    if (!group.has(grouped[2])) group.set(grouped[2], value);
  }
  return Object.fromEntries([...plain, ...[...groups].map(([name, group]) => [name, Object.fromEntries(group)] as const)]);
}
