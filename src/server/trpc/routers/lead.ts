import { createTRPCRouter } from '../trpc';

export const leadRouter = createTRPCRouter({});
