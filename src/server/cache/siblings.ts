// The other workers of this machine's cluster (`npm start` runs several processes of the app on
// one port, scripts/cluster.mjs). A process started any other way has no siblings and these do
// nothing. Instances on other machines are not reached; their copies expire on their own.
const FORGET = 'lss:forget';

const holder = globalThis as unknown as { siblingListeners?: Map<string, () => void> };

/** Runs `forget` whenever a sibling process calls `tellSiblingsToForget(name)`. One listener per name. */
export function onSiblingForget(name: string, forget: () => void) {
  if (!holder.siblingListeners) {
    const listeners = new Map<string, () => void>();
    holder.siblingListeners = listeners;
    process.on('message', (message: { type?: unknown; name?: unknown } | null) => {
      if (message?.type === FORGET && typeof message.name === 'string') listeners.get(message.name)?.();
    });
  }
  holder.siblingListeners.set(name, forget);
}

/** Asks every sibling process to drop its copy of `name`. */
export function tellSiblingsToForget(name: string) {
  if (process.send && process.connected) process.send({ type: FORGET, name });
}
