import { categoryPage } from './category-page';

/** The soil page: its products and prices from the database. */
export const loader = categoryPage('soil');
