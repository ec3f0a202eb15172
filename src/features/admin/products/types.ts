import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/root';

type Out = inferRouterOutputs<AppRouter>;
export type CatalogueCategory = Out['admin']['products']['list'][number];
export type AdminProduct = CatalogueCategory['products'][number];
