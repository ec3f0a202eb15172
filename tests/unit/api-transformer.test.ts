import { describe, expect, it } from 'vitest';
import superjson from 'superjson';
import { transformer } from '@/server/trpc/transformer';
import { deepFreeze } from '@/server/cache/short-lived';

describe('the API transformer (superjson, a shared cache value serialized once)', () => {
  const answer = () => ({ products: [{ slug: 'raleigh', listPriceCents: 26_500 }], rules: { closedOn: new Date('2026-12-25T00:00:00Z') } });

  it('encodes as superjson does, dates included, and decodes back', () => {
    const value = answer();
    expect(transformer.serialize(value)).toEqual(superjson.serialize(value));
    expect(transformer.serialize(deepFreeze(answer()))).toEqual(superjson.serialize(answer()));
    const back = transformer.deserialize<ReturnType<typeof answer>>(transformer.serialize(deepFreeze(answer())));
    expect(back.rules.closedOn).toBeInstanceOf(Date);
    expect(back).toEqual(answer());
  });

  it('serializes a frozen value once and reuses the result for the next request', () => {
    const shared = deepFreeze(answer());
    const first = transformer.serialize(shared);
    expect(transformer.serialize(shared)).toBe(first);
    // What is reused cannot be changed by whoever sends it on.
    expect(Object.isFrozen((first.json as unknown as ReturnType<typeof answer>).products[0])).toBe(true);
  });

  it('serializes anything not frozen anew, so a changed value is never answered stale', () => {
    const value = answer();
    const first = transformer.serialize(value);
    value.products[0]!.listPriceCents = 27_000;
    const second = transformer.serialize(value);
    expect(second).not.toBe(first);
    expect((second.json as unknown as ReturnType<typeof answer>).products[0]!.listPriceCents).toBe(27_000);
  });
});
