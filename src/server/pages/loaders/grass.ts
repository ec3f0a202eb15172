import { categoryPage } from './category-page';

/** The grass page: grid and compare table of the varieties, from the database. */
export const loader = categoryPage('grass');
