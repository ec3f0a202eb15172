// A queue of one: work handed to it runs after the work before it has finished, never alongside,
// in this server process. Photo uploads use it, so two at once take the memory and the cores of
// one (decoding and resizing hold every pixel); the others wait their turn.

/** A runner that runs each task only after the previous one has settled (resolved or thrown). */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      waiting++;
      const result = last.then(task).finally(() => waiting--);
      last = result.catch(() => undefined);
      return result;
    },
    /** Tasks queued or running. */
    get pending() {
      return waiting;
    },
  };
}
