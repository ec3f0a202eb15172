import { categoryPage } from './category-page';

/** The rock page: its products and prices from the database. */
export const loader = categoryPage('rock');
