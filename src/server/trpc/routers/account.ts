import { createTRPCRouter } from '../trpc';

export const accountRouter = createTRPCRouter({});
