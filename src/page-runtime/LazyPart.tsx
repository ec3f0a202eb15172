import { createContext, useEffect, useReducer, useState, type ComponentType, type Ref } from 'react';
import Router from 'next/router';
import { KEEP_SERVER_HTML, hydratingServerPage, onServerPage } from './StaticHtml';
import { LATER_ATTRIBUTE } from './after-paint';

// Parts of a page whose browser code loads after the page (LazyIsland builds on this). The server
// renders them in full; the browser keeps the server's HTML while the page hydrates.
//
// lazyPart itself is for parts inside a <StaticHtml>: on the page the server sent, the StaticHtml
// keeps their HTML and they are not rendered at all, so their code is never needed there. After a
// client-side page change (or in development, where StaticHtml is live) they load their code and
// render when it is there.

/** Modules the server must have before rendering a page (each part's code). */
const serverLoads: Promise<unknown>[] = [];

/** Resolves once every lazy part's module is loaded (server side: await it before rendering). */
export function islandsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** Every part module this browser tab knows (started together on a client-side page change). */
const browserModules: { start: () => Promise<unknown> }[] = [];

if (typeof window !== 'undefined') {
  // The next page renders its parts live: their code loads while its data does.
  Router.events.on('routeChangeStart', (_url: string, { shallow }: { shallow: boolean }) => {
    if (!shallow) for (const part of browserModules) part.start().catch(() => undefined);
  });
}

/** Loads of parts whose modules were created after a client-side page change (a new screen's). */
const startedLate: Promise<unknown>[] = [];

/** The longest a screen waits for its parts' code before it shows without them for a moment. */
const PARTS_WAIT_MS = 1500;

/** Resolves once the parts newly loaded screens created have their code, or after PARTS_WAIT_MS
 * (browser side): a screen then shows with them, not without them for a moment. Finished loads
 * resolve at once, so it waits for any screen's parts still loading. */
export function partsLoaded(): Promise<unknown> {
  return Promise.race([Promise.all(startedLate), new Promise((resolve) => setTimeout(resolve, PARTS_WAIT_MS))]);
}

/** A part's code: loaded at once on the server and after a client-side page change, else on demand. */
export function partModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const start = () =>
    (pending ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        pending = undefined; // the next call tries again
        throw error;
      },
    ));
  if (typeof window === 'undefined') serverLoads.push(start());
  else {
    browserModules.push({ start });
    // Created after a client-side page change: there is no server HTML to keep, so it is needed now.
    if (!onServerPage()) startedLate.push(start().catch(() => undefined));
  }
  return { start, get: () => loaded };
}

/** When the visitor first saw a lazy island (ms since the epoch): a form's fill time counts from
 * then, not from when its code arrived. Null outside an island. */
export const ShownAt = createContext<number | null>(null);

type PartModule<P> = ReturnType<typeof partModule<ComponentType<P>>>;

/** What every lazy part tracks: whether it keeps the server's HTML (only while the page it was
 * hydrated with is on screen), and, once it does not, a render when its code is there. */
export function usePartState<P>(part: PartModule<P>) {
  const [keptState, setKept] = useState(hydratingServerPage);
  const kept = keptState && onServerPage();
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    // A client-side page change, or a failed load: render once the code is here (else empty).
    if (!kept && !part.get()) part.start().then(loaded, () => undefined);
  }, [kept, part]);
  return { kept, setKept };
}

const NEUTRAL = { display: 'contents' } as const;

interface PartBodyProps<P> {
  kept: boolean;
  Loaded?: ComponentType<P>;
  props: P;
  bodyRef?: Ref<HTMLDivElement>;
  /** The server sends the part for later: inert, in a template, followed by a space of this class (after-paint.ts, LATER_ATTRIBUTE). */
  later?: string;
}

/** The wrapper of a part: the server's HTML kept, or the loaded component (empty until loaded). */
export function PartBody<P extends object>({ kept, Loaded, props, bodyRef, later }: PartBodyProps<P>) {
  if (kept) return <div key="server" ref={bodyRef} style={NEUTRAL} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  if (!Loaded) {
    if (typeof window === 'undefined') throw new Error('A lazy part rendered on the server before its module loaded (await islandsReady())');
    return <div key="live" style={NEUTRAL} />;
  }
  if (later && typeof window === 'undefined') {
    return (
      <div key="live" style={NEUTRAL}>
        <template {...{ [LATER_ATTRIBUTE]: '' }}>
          <Loaded {...props} />
        </template>
        <div className={later} aria-hidden="true" />
      </div>
    );
  }
  return (
    <div key="live" ref={bodyRef} style={NEUTRAL}>
      <Loaded {...props} />
    </div>
  );
}

/** A part inside a <StaticHtml> whose code loads only when it must render in the browser (see above). */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const part = partModule(load);
  function Part(props: P) {
    const { kept, setKept } = usePartState(part);
    useEffect(() => {
      // Not loaded (offline): the kept server HTML stays.
      if (kept) part.start().then(() => setKept(false), () => undefined);
    }, [kept, setKept]);
    return <PartBody kept={kept} Loaded={part.get()} props={props} />;
  }
  Part.displayName = 'LazyPart';
  return Part;
}
