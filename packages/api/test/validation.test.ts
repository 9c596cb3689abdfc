/**
 * unstorableText (validation.ts): the fields of an input holding text PostgreSQL cannot store,
 * named by their dotted path, in the input's order, for input of any depth. Both edges refuse
 * bodies nested deeper than 32 before a procedure sees them, so depth is checked here directly.
 */
import { describe, expect, it } from 'vitest';
import { unstorableText } from '../src/validation.js';

const NUL = ['Text must not contain NUL characters'];
const SURROGATE = ['Text must be valid Unicode (no lone surrogates)'];

describe('unstorableText', () => {
  it('names each field holding a NUL or a lone surrogate by its dotted path, in the input\'s order', () => {
    const input = { name: 'a\u0000b', sku: 'fine', lines: [{ note: 'ok' }, { note: '\ud800', tags: ['x', 'y\u0000'] }], address: { city: '\udc00' } };
    const found = unstorableText(input);
    expect(found).toEqual({ name: NUL, 'lines.1.note': SURROGATE, 'lines.1.tags.1': NUL, 'address.city': SURROGATE });
    expect(Object.keys(found)).toEqual(['name', 'lines.1.note', 'lines.1.tags.1', 'address.city']);
  });

  it('names the input itself `_`, and finds nothing in storable text, numbers and nulls', () => {
    expect(unstorableText('\u0000')).toEqual({ _: NUL });
    expect(unstorableText({ a: 'é 😀', b: 1, c: null, d: [true] })).toEqual({});
    expect(unstorableText(undefined)).toEqual({});
  });

  it('walks arrays and objects 100,000 deep without overflowing the stack', () => {
    const depth = 100_000;
    let arrays: unknown = ['\u0000'];
    let objects: unknown = { a: 'fine' };
    for (let i = 1; i < depth; i++) {
      arrays = [arrays];
      objects = { a: objects };
    }
    expect(unstorableText(arrays)).toEqual({ [Array(depth).fill(0).join('.')]: NUL });
    expect(unstorableText({ deep: objects })).toEqual({});
  });
});
