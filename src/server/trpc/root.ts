// The whole API: one router per domain.
import { createCallerFactory, createTRPCRouter } from './trpc';
import { catalogueRouter } from './routers/catalogue';
import { quoteRouter } from './routers/quote';
import { leadRouter } from './routers/lead';
import { accountRouter } from './routers/account';
import { adminRouter } from './routers/admin';
import { twoFactorRouter } from './routers/two-factor';
import { orderRouter } from './routers/order';
import { signInSettingsRouter } from './routers/sign-in-settings';
import { membershipRouter } from './routers/membership';
import { driverRouter } from './routers/driver';

export const appRouter = createTRPCRouter({
  catalogue: catalogueRouter,
  quote: quoteRouter,
  lead: leadRouter,
  account: accountRouter,
  admin: adminRouter,
  twoFactor: twoFactorRouter,
  order: orderRouter,
  signInSettings: signInSettingsRouter,
  membership: membershipRouter,
  driver: driverRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
