// Data the contact loader (src/server/pages/loaders/contact.ts) hands to its screen, in the page language.
export interface ContactData {
  /** Areas with their own page, linked. */
  areas: { slug: string; name: string }[];
  /** Also served, without a page of their own. */
  alsoServing: string[];
}
