// Every page as the server builds it: its paths (src/routing/routes.ts) joined with its registry
// entry (./registry.ts) and its loader, whose module the entry names and which is loaded here
// when the page is first built.
import { pagePaths, type RouteId } from '@/routing/routes';
import type { PageDefinition } from './definition';
import { pageFacts } from './registry';

export type { LoadArgs, LoadResult, PageDefinition, PageFacts, PageLoader, PageShows } from './definition';

/** A page as the server builds it: its paths, its registry entry and its loader, if it has one. */
export async function pageDefinition(id: RouteId): Promise<PageDefinition> {
  const facts = pageFacts(id);
  return { ...pagePaths(id), ...facts, ...(facts.loader && (await facts.loader()).loader) };
}
