// The other workers of this machine's cluster (`npm start` runs several processes of the app on
// one port; scripts/cluster.mjs relays each message to every other worker). A process started any
// other way has no siblings and these do nothing. Instances on other machines are not reached.
const TYPE = 'lss:sibling';

const holder = globalThis as unknown as { siblingListeners?: Map<string, () => void> };

/** Runs `listener` whenever a sibling process calls `tellSiblings(name)`. One listener per name. */
export function onSiblingMessage(name: string, listener: () => void) {
  if (!holder.siblingListeners) {
    const listeners = new Map<string, () => void>();
    holder.siblingListeners = listeners;
    process.on('message', (message: { type?: unknown; name?: unknown } | null) => {
      if (message?.type === TYPE && typeof message.name === 'string') listeners.get(message.name)?.();
    });
  }
  holder.siblingListeners.set(name, listener);
}

/** Sends `name` to every sibling process (e.g. "drop your copy of the quote data"). */
export function tellSiblings(name: string) {
  if (process.send && process.connected) process.send({ type: TYPE, name });
}
