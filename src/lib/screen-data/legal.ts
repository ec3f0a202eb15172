// Data the privacy and terms loaders hand to their screens, in the page language.
export interface LegalData {
  /** YYYY-MM the text took effect. */
  lastUpdated: string;
  sections: { id: string; heading: string; paragraphs: string[]; items: string[] }[];
}
