// Every page as the server builds it: its entry in the page table (src/routing/routes.ts) joined
// with its loader, whose module the entry names and which is loaded here, on the server, when the
// page is first built.
import { pageEntry, type RouteId } from "@/routing/routes";
import type { PageDefinition } from "./definition";

export type {
  LoadArgs,
  LoadResult,
  PageDefinition,
  PageLoader,
} from "./definition";

/** A page as the server builds it: its page-table entry and its loader, if it has one. */
export async function pageDefinition(id: RouteId): Promise<PageDefinition> {
  const entry = pageEntry(id);
  return { ...entry, ...(entry.loader && (await entry.loader()).loader) };
}
