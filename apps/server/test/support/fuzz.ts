/**
 * Request generators for the fuzz test (decision 0013), driven by the API document: for each schema a
 * fast-check arbitrary of values that are mostly valid (so requests reach the rules behind
 * validation) and sometimes wrong (types, boundaries, nulls, huge and unicode strings, lone
 * surrogates, extra fields, bad ids and dates).
 */
import fc from 'fast-check';

/** The real record ids a field named `field` may hold (by its name: warehouseId, productId, …); empty when unknown. */
export type IdsOf = (field: string) => string[];

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

/** Values that are wrong for almost any field. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.constant('\ud800'),
  fc.constant('x'.repeat(5000)),
  fc.constant('🧱'.repeat(300)),
  fc.constant('9999-12-31'),
  fc.constant('0000-01-01'),
  fc.constant('2026-02-30'),
  fc.constant('00000000-0000-0000-0000-000000000000'),
  fc.constant('NOT-A-UUID'),
  fc.constant(-1),
  fc.constant(0),
  fc.constant(1e308),
  fc.constant(-1e308),
  fc.constant(2 ** 53 + 1),
  fc.constant(0.001),
  fc.constant(true),
  fc.constant([]),
  fc.constant({}),
  fc.constant({ nested: { deeper: [1, 'two', null] } }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/**
 * Values for `schema` (resolving `#/components/schemas/…` in `document`): valid with probability
 * about 1 - `wrongness`, else hostile. `ids` are real record ids to use for uuid fields.
 */
export function valueOf(schema: JsonSchema, document: { components?: { schemas?: Record<string, JsonSchema> } }, ids: IdsOf, wrongness = 0.1, depth = 0, name = ''): fc.Arbitrary<unknown> {
  const valid = validValueOf(schema, document, ids, wrongness, depth, name);
  if (wrongness === 0) return valid;
  return fc.oneof({ arbitrary: valid, weight: Math.round((1 - wrongness) * 100) }, { arbitrary: hostile, weight: Math.max(1, Math.round(wrongness * 100)) });
}

function resolve(schema: JsonSchema, document: { components?: { schemas?: Record<string, JsonSchema> } }): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return document.components?.schemas?.[name] ?? {};
}

function validValueOf(raw: JsonSchema, document: { components?: { schemas?: Record<string, JsonSchema> } }, ids: IdsOf, wrongness: number, depth: number, name = ''): fc.Arbitrary<unknown> {
  const schema = resolve(raw, document);
  if (depth > 6) return fc.constant(null);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validValueOf(s, document, ids, wrongness, depth + 1, name)));
  if (schema.allOf?.length) return validValueOf(schema.allOf[0]!, document, ids, wrongness, depth + 1, name);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema, ids, name);
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = Math.min(schema.maximum ?? 1000, min + 1000);
      return fc.oneof(fc.integer({ min, max }), fc.constant(min), fc.constant(schema.maximum ?? max));
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? 0;
      const max = Math.min(schema.maximum ?? 10_000, min + 10_000);
      return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? valueOf(schema.items, document, ids, wrongness, depth + 1) : fc.anything();
      return fc.array(item, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const record = fc.record(
        Object.fromEntries(properties.map(([field, s]) => [field, valueOf(s, document, ids, wrongness, depth + 1, field)])),
        { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) },
      );
      if (wrongness === 0) return record;
      // Sometimes a field the schema does not know.
      return fc.tuple(record, fc.option(fc.tuple(fc.constantFrom('unknownField', '__proto__x', 'constructor'), hostile), { freq: 8 })).map(([value, extra]) =>
        extra ? { ...(value as object), [extra[0]]: extra[1] } : value,
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** Strings for `schema`; `name` (the field's) picks the shapes the document states only in words: codes, SKUs, barcodes, currencies. */
function stringOf(schema: JsonSchema, ids: IdsOf, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    const known = ids(name);
    return known.length ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 4 }, { arbitrary: fc.constantFrom(...known).map((id) => id.toUpperCase()), weight: 1 }) : fc.uuid();
  }
  if (schema.format === 'date') return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (/^(sku|code)$/i.test(name) || schema.pattern?.includes('A-Z0-9')) return fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,11}$/);
  if (/barcode/i.test(name)) return fc.stringMatching(/^\d{8,13}$/);
  if (/currency/i.test(name)) return fc.constantFrom('USD', 'EUR', 'PLN');
  if (/country/i.test(name)) return fc.constantFrom('DE', 'PL', 'FR', 'US');
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}
