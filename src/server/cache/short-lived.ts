// A value shared by every visitor (the published catalogue) kept for a few seconds, so a burst of
// page loads runs one database read instead of hundreds. Bounded staleness, nothing per user:
// each app instance keeps its own copy and a change reaches every instance within `ttlMs`; the
// instance that makes a change forgets its copy at once. Failures are never kept.
// What is kept is frozen, all the way down: one reader cannot change what every other reader
// gets, and the API can serialize it once for all of them (src/server/trpc/transformer.ts).
export interface ShortLived<T> {
  get(load: () => Promise<T>): Promise<T>;
  forget(): void;
}

export function shortLived<T>(ttlMs: number, now: () => number = Date.now): ShortLived<T> {
  let entry: { at: number; value: Promise<T> } | undefined;
  return {
    get(load) {
      const t = now();
      if (entry && t - entry.at < ttlMs) return entry.value;
      const value = load().then(deepFreeze);
      const current = { at: t, value };
      entry = current;
      // A failed load is dropped (unless a newer one replaced it meanwhile), so the next call retries.
      value.catch(() => {
        if (entry === current) entry = undefined;
      });
      return value;
    },
    forget() {
      entry = undefined;
    },
  };
}

/** Freezes a plain value (objects and arrays, all the way down) and returns it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
