// Placeholder screen until its issue lands; shows the page title and summary.
export { default } from '../GenericScreen';
