import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/root';

type Outputs = inferRouterOutputs<AppRouter>;
export type QuoteData = Outputs['catalogue']['quoteData'];
export type QuoteProduct = QuoteData['products'][number];
