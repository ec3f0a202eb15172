// next/dynamic components render an empty placeholder until their chunk has loaded, and the
// server does not wait for it: the first page each build worker prerendered came out with an
// empty <main>. This loads the chunk and waits. next/dynamic returns a forwardRef wrapper whose
// `preload` sits on the inner render function (a private shape: the contract test in
// tests/unit/page-runtime-contract.test.ts fails when a Next upgrade changes it).
export async function preloadDynamic(component: unknown, name: string): Promise<void> {
  const preload = (component as { render?: { preload?: () => Promise<unknown> } }).render?.preload;
  if (!preload) throw new Error(`${name} cannot be preloaded (next/dynamic changed shape?)`);
  await preload();
}
