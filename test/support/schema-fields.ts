/**
 * The fields a route's TypeBox schema (plain JSON Schema) declares, flattened to dotted paths
 * (`address_info.city`, `line_items.0.amount`), so that hostile payloads follow the schema.
 */

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';

export interface Field {
  /** Dotted path; an array's items appear as its first element, `.0`. */
  name: string;
  type: FieldType;
  nullable: boolean;
  /** Required in the object that holds it. */
  required: boolean;
  format?: string;
  enum?: string[];
  /** The only values the field takes when they are not all strings: `collect_payment` is true, false, 1 or 0. */
  values?: unknown[];
  pattern?: string;
  maxLength?: number;
}

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  maxLength?: number;
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** Every field of an object schema, parents before their children. */
export function fieldsOf(schema: JsonSchema | undefined, prefix = ''): Field[] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, property]) => {
    const field = fieldOf(`${prefix}${key}`, property, schema.required?.includes(key) ?? false);
    const inner = withoutNull(property);
    if (field.type === 'object') return [field, ...fieldsOf(inner, `${field.name}.`)];
    if (field.type === 'array' && inner.items) return [field, ...itemFields(`${field.name}.0`, inner.items)];
    return [field];
  });
}

function itemFields(name: string, items: JsonSchema): Field[] {
  const inner = withoutNull(items);
  if (!inner.properties) return [];
  return fieldsOf(inner, `${name}.`);
}

function fieldOf(name: string, property: JsonSchema, required: boolean): Field {
  const inner = withoutNull(property);
  const types = [inner.type ?? typeOfAlternatives(inner)].flat().filter((t) => t !== 'null');
  const strings = inner.enum?.every((value) => typeof value === 'string');
  return {
    name,
    type: (types[0] ?? 'string') as FieldType,
    nullable: isNullable(property),
    required,
    format: inner.format,
    enum: strings ? (inner.enum as string[]) : undefined,
    values: strings === false ? inner.enum : undefined,
    pattern: inner.pattern,
    maxLength: inner.maxLength,
  };
}

/** `anyOf: [X, {type: 'null'}]` is X that may be null; a type list may include 'null' itself. */
function isNullable(property: JsonSchema): boolean {
  if ([property.type].flat().includes('null')) return true;
  return property.anyOf?.some((alternative) => alternative.type === 'null') ?? false;
}

function withoutNull(property: JsonSchema): JsonSchema {
  const alternatives = property.anyOf?.filter((alternative) => alternative.type !== 'null');
  return alternatives?.length === 1 ? alternatives[0] : property;
}

/** The type every alternative shares (`types` is `all` or a list pattern: both strings). */
function typeOfAlternatives(property: JsonSchema): string | undefined {
  const types = new Set(property.anyOf?.map((alternative) => alternative.type));
  return types.size === 1 ? [...types][0] as string : undefined;
}

/**
 * Whether a body field names another record of the studio: `client_id`, `coupon_code`, `gift_card_code`
 * are `<record>_id` or `<record>_code` where the API has a collection `/<record>s` (a payer id or a
 * postal code is not a record of the studio).
 */
export function isReference(field: Field, collections: Set<string>): boolean {
  const record = /^([a-z_]+)_(id|code)$/.exec(field.name.split('.').at(-1)!)?.[1];
  return field.type === 'string' && record !== undefined && collections.has(`${record}s`);
}

/** `value` placed at a dotted path of a copy of `body`; missing parents are made as objects. */
export function withField(body: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const parts = field.split('.');
  let target = copy as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) {
    if (typeof target[part] !== 'object' || target[part] === null) target[part] = {};
    target = target[part] as Record<string, unknown>;
  }
  target[parts.at(-1)!] = value;
  return copy;
}

/** A copy of `body` without the field at a dotted path. */
export function withoutField(body: Record<string, unknown>, field: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const parts = field.split('.');
  let target = copy as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
  delete target[parts.at(-1)!];
  return copy;
}

/** Whether the body holds the parent of a dotted path, so that a value can be set or removed there. */
export function holdsParent(body: Record<string, unknown>, field: string): boolean {
  let target: unknown = body;
  for (const part of field.split('.').slice(0, -1)) {
    if (typeof target !== 'object' || target === null) return false;
    target = (target as Record<string, unknown>)[part];
  }
  return typeof target === 'object' && target !== null;
}
