// How API answers are encoded: superjson (dates and the like survive the trip), with one saving.
// A frozen answer is a shared cache's value that nobody can change (shortLived freezes what it
// keeps, all the way down), so it is serialized once and that result reused for every request
// while the cache keeps it: the calculator's quote data is asked for on every page load, and
// walking it anew cost a fifth of that call's server time. Anything else is serialized each time.
import superjson from 'superjson';
import type { SuperJSONResult } from 'superjson';
import { deepFreeze } from '@/server/cache/short-lived';

const serializedOnce = new WeakMap<object, SuperJSONResult>();

export const transformer = {
  serialize(value: unknown): SuperJSONResult {
    if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return superjson.serialize(value);
    let serialized = serializedOnce.get(value);
    if (!serialized) {
      serialized = deepFreeze(superjson.serialize(value));
      serializedOnce.set(value, serialized);
    }
    return serialized;
  },
  deserialize: <T>(value: SuperJSONResult): T => superjson.deserialize<T>(value),
};
