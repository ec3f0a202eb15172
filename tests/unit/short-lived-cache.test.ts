import { describe, expect, it } from 'vitest';
import { shortLived } from '@/server/cache/short-lived';

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('shortLived (the catalogue data shared by every visitor)', () => {
  it('reads once within its lifetime, again after it', async () => {
    const time = clock();
    const cache = shortLived<number>(5_000, time.now);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.get(load)).toBe(1);
    time.advance(4_999);
    expect(await cache.get(load)).toBe(1);
    time.advance(1);
    expect(await cache.get(load)).toBe(2);
    expect(reads).toBe(2);
  });

  it('concurrent callers share one read', async () => {
    const cache = shortLived<string>(5_000, clock().now);
    let reads = 0;
    const load = () => new Promise<string>((resolve) => setTimeout(() => resolve(`read ${++reads}`), 5));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get(load)));
    expect(new Set(answers)).toEqual(new Set(['read 1']));
  });

  it('never keeps a failure: the next call reads again', async () => {
    const cache = shortLived<string>(5_000, clock().now);
    await expect(cache.get(() => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await Promise.resolve();
    expect(await cache.get(async () => 'back')).toBe('back');
  });

  it('forget() makes the next call read the new data at once', async () => {
    const cache = shortLived<string>(5_000, clock().now);
    expect(await cache.get(async () => 'old price')).toBe('old price');
    cache.forget();
    expect(await cache.get(async () => 'new price')).toBe('new price');
  });

  it('keeps its value frozen all the way down: no reader can change what the others get', async () => {
    const cache = shortLived<{ products: { slug: string; units: { listPriceCents: number }[] }[] }>(5_000, clock().now);
    const kept = await cache.get(async () => ({ products: [{ slug: 'raleigh', units: [{ listPriceCents: 26_500 }] }] }));
    expect(() => {
      kept.products[0]!.units[0]!.listPriceCents = 1;
    }).toThrow(TypeError);
    expect(() => kept.products.push({ slug: 'added', units: [] })).toThrow(TypeError);
    const again = await cache.get(async () => ({ products: [] }));
    expect(again.products[0]!.units[0]!.listPriceCents).toBe(26_500);
  });
});
