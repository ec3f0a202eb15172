// A page of the project as a WordPress editor would have it (npm run bench:peer): the text and
// photos of its <main>, as plain HTML. The site's header, menus and footer are left to WordPress's
// theme; forms and controls (the quote calculator, the ZIP check, the contact form) are left out,
// as a stock WordPress has none of them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { root } from './lib';

const DROPPED = 'script, style, noscript, template, link, form, button, input, select, textarea, label, svg, dialog, iframe, source';
const KEPT_ATTRIBUTES: Record<string, string[]> = { a: ['href'], img: ['src', 'alt'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'] };

export interface PageContent {
  /** The page's heading (the theme shows it as the title). */
  title: string;
  html: string;
  /** The site's name, from the page's metadata. */
  siteName: string;
  /** Each photo's address in `html` (a file under public/) and its file. */
  images: Record<string, string>;
}

/** The file under public/ an <img> shows (through Next's image optimizer or directly), if any. */
function publicFile(src: string): string | null {
  const url = new URL(src, 'http://site');
  const file = url.pathname === '/_next/image' ? url.searchParams.get('url') : url.pathname;
  if (!file?.startsWith('/')) return null;
  const full = path.join(root, 'public', path.normalize(file));
  return existsSync(full) ? file : null;
}

export function pageContent(html: string): PageContent {
  const doc = new JSDOM(html).window.document;
  const main = doc.querySelector('main') ?? doc.body;
  for (const el of main.querySelectorAll(DROPPED)) el.remove();
  const h1 = main.querySelector('h1');
  const title = h1?.textContent?.trim() ?? doc.title;
  h1?.remove();
  const images: Record<string, string> = {};
  for (const img of main.querySelectorAll('img')) {
    const file = publicFile(img.getAttribute('src') ?? '');
    if (!file) {
      img.remove();
      continue;
    }
    images[file] = path.join(root, 'public', file);
    const alt = img.getAttribute('alt') ?? '';
    for (const name of img.getAttributeNames()) img.removeAttribute(name);
    img.setAttribute('src', file);
    img.setAttribute('alt', alt);
  }
  for (const el of main.querySelectorAll('*')) {
    const kept = KEPT_ATTRIBUTES[el.localName] ?? [];
    for (const name of el.getAttributeNames()) if (!kept.includes(name)) el.removeAttribute(name);
  }
  // Elements left empty by the above (icons' wrappers, controls' groups) go too.
  for (const el of [...main.querySelectorAll('div, span, p, li, ul, section')].reverse()) {
    if (!el.textContent?.trim() && !el.querySelector('img')) el.remove();
  }
  const siteName = doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? doc.title;
  return { title, html: main.innerHTML.replaceAll('<!-- -->', ''), siteName, images };
}
