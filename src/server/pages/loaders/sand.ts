import { categoryPage } from './category-page';

/** The sand page: its products and prices from the database. */
export const loader = categoryPage('sand');
