import { categoryPage } from './category-page';

/** The mulch page: its products and prices from the database. */
export const loader = categoryPage('mulch');
