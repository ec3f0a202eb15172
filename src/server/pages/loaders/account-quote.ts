import { quoteIdSchema } from '@/domain/quote-schema';
import { getDb } from '@/server/db/client';
import type { PageLoader } from '../definition';

/**
 * One saved quote of the signed-in customer: /en/account/quotes/{id}, /es/cuenta/cotizaciones/{id}.
 * The quote itself is loaded in the browser for its owner only (quote.getMine); here an address
 * that is no quote at all is a 404, so the page cache holds one shell per saved quote at most.
 * Rebuilt on the default timer, as the other private pages: a change of the business facts or
 * the menu rebuilds only the public pages (src/server/pages/revalidation.ts).
 */
export const loader: PageLoader = {
  load: async ({ params }) => {
    const id = quoteIdSchema.safeParse({ id: params.quote ?? '' });
    if (!id.success) return { notFound: true };
    const quote = await getDb().quote.findUnique({ where: { id: id.data.id }, select: { id: true } });
    return quote ? {} : { notFound: true };
  },
};
