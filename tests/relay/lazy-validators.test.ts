import { describe, expect, it } from 'vitest';
import { lazyValidators } from '../../src/relay/lazyValidators';

// The relay's route schemas are compiled on first use (issue 44.6), by Fastify's own compiler and options.
describe("the relay's lazy validators (issue 44.6)", () => {
  const options = { customOptions: { removeAdditional: false, coerceTypes: false } };
  const compile = (lazyValidators() as unknown as (e: unknown, o: unknown) => (r: object) => ((d: unknown) => unknown) & { errors?: unknown })({}, options);
  const route = (schema: unknown) => compile({ schema, method: 'POST', url: '/x', httpPart: 'body' });

  it('validates as Fastify does, without coercion, and hands Fastify the errors of a refusal', () => {
    const v = route({ type: 'object', required: ['n'], properties: { n: { type: 'integer' } } });
    expect(v({ n: 3 })).toBe(true);
    expect(v.errors ?? null).toBeNull();
    expect(v({ n: '3' })).toBe(false);
    expect(v.errors).toEqual([expect.objectContaining({ instancePath: '/n', keyword: 'type' })]);
    expect(v({})).toBe(false);
    expect(v.errors).toEqual([expect.objectContaining({ keyword: 'required' })]);
  });

  it('compiles nothing until the first request: a schema Ajv cannot compile fails then, not at start', () => {
    const v = route({ type: 'object', properties: { n: { type: 'no-such-type' } } });
    expect(() => v({ n: 1 })).toThrow(/type/);
  });
});
