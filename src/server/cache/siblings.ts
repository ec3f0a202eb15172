// The other workers of this machine's cluster (`npm start` runs several processes of the app on
// one port; scripts/cluster.mjs relays each message to every other worker). A process started any
// other way has no siblings and these do nothing. Instances on other machines are not reached.
const TYPE = 'lss:sibling';

const holder = globalThis as unknown as { siblingListeners?: Map<string, Set<() => void>> };

/**
 * Runs `listener` whenever a sibling process calls `tellSiblings(name)`. Every listener of a name
 * runs: Next bundles a module once for pages and once for API routes, and each copy registers.
 */
export function onSiblingMessage(name: string, listener: () => void) {
  if (!holder.siblingListeners) {
    const listeners = new Map<string, Set<() => void>>();
    holder.siblingListeners = listeners;
    process.on('message', (message: { type?: unknown; name?: unknown } | null) => {
      if (message?.type !== TYPE || typeof message.name !== 'string') return;
      for (const run of listeners.get(message.name) ?? []) run();
    });
  }
  const named = holder.siblingListeners.get(name) ?? new Set();
  named.add(listener);
  holder.siblingListeners.set(name, named);
}

/** Sends `name` to every sibling process (e.g. "drop your copy of the quote data"). */
export function tellSiblings(name: string) {
  if (process.send && process.connected) process.send({ type: TYPE, name });
}
