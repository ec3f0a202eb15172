import { useEffect, useReducer, useState, type ComponentType, type Ref } from 'react';
import { KEEP_SERVER_HTML, hydratingServerPage, onServerPage } from './StaticHtml';

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

/** A part's code: loaded at once on the server and after a client-side page change, else on demand. */
export function partModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const start = () => (pending ??= load().then((value) => (loaded = value)));
  if (typeof window === 'undefined') serverLoads.push(start());
  // Created after a client-side page change: there is no server HTML to keep, so it is needed now.
  else if (!onServerPage()) void start();
  return { start, get: () => loaded };
}

/** In the browser: whether a part rendering now should keep the server's HTML. */
export function keepsServerHtml(): boolean {
  return typeof window !== 'undefined' && hydratingServerPage();
}

const NEUTRAL = { display: 'contents' } as const;

/** The wrapper of a part: the server's HTML kept, or the loaded component (empty until loaded). */
export function PartBody<P extends object>({ kept, Loaded, props, bodyRef }: { kept: boolean; Loaded?: ComponentType<P>; props: P; bodyRef?: Ref<HTMLDivElement> }) {
  if (kept) return <div key="server" ref={bodyRef} style={NEUTRAL} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  if (!Loaded) {
    if (typeof window === 'undefined') throw new Error('A lazy part rendered on the server before its module loaded (await islandsReady())');
    return <div key="live" style={NEUTRAL} />;
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
    const [kept, setKept] = useState(keepsServerHtml);
    const [, loaded] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      void part.start().then(() => {
        setKept(false);
        loaded();
      });
    }, []);
    return <PartBody kept={kept} Loaded={part.get()} props={props} />;
  }
  Part.displayName = 'LazyPart';
  return Part;
}
