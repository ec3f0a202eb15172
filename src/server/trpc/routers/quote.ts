import { createTRPCRouter } from '../trpc';

export const quoteRouter = createTRPCRouter({});
