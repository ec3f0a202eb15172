// A public page's render-blocking CSS cut to the rules its own HTML can use (issue "Lighter than
// WordPress": only the CSS a page uses). The site-wide stylesheet (Mantine's component sheets,
// the theme's variables and global.css: 178 kB, 26 kB compressed) is most of what a phone must
// fetch and read before it draws anything, and a content page uses about a third of it.
// src/pages/_document.tsx writes the rules this page's HTML can match into a <style> where the
// link to the whole sheet was; the loader (after-paint.ts, FULL_CSS_ATTRIBUTE) links the whole
// sheet in that same place when the page's code starts, before the code runs, so whatever the code
// renders later (a dropdown, a dialog, a toast) is styled as before. Rules keep their order and the
// whole sheet comes right after its cut, so the cascade is the whole sheet's.
// The cut is a file of its own where it can be (cutSheet): `next build` writes each page's cut into
// the build's static folder, named by its content (pages of a kind share one; browsers keep it a
// year), and the page links it. A page rendered again later (a price change) links the same file
// when its cut is unchanged; a cut that is new then is written into the page instead, because
// `next start` serves only the static files that were there when it started.
// Server-only (it reads the built sheet from disk and parses it with PostCSS).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';


/** A rule of the sheet: what its selectors need, and how to write it with some of them. */
interface IndexedRule {
  kind: 'rule';
  /** Each selector with the classes an element of the page must carry for it to match. */
  selectors: { text: string; needs: string[] }[];
  body: string;
}
/** A block of rules (@media, @supports, @layer, @container): kept with whichever of its rules are. */
interface IndexedBlock {
  kind: 'block';
  prelude: string;
  children: IndexedNode[];
}
/** Anything else (@keyframes, @font-face, @property, @import): kept as it is. */
interface IndexedVerbatim {
  kind: 'verbatim';
  css: string;
}
type IndexedNode = IndexedRule | IndexedBlock | IndexedVerbatim;

/** The site is light only (`data-mantine-color-scheme="light"` on <html>, _document): dark rules never match. */
const DARK_ONLY = /data-mantine-color-scheme=["']?dark/;

const BLOCK_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope', 'document']);

/**
 * The classes an element must carry for `selector` to match, as far as can be told without the
 * page's structure: every class outside functional pseudo-classes (`:not(.a)` matches without
 * `.a`, `:is(.a, .b)` with either) and attribute selectors (`[href$=".pdf"]` names no class).
 * Keeping a rule whose classes are all on the page, whatever their relation, errs on keeping.
 */
export function classesNeeded(selector: string): string[] {
  let bare = selector.replace(/\[[^\]]*\]/g, '[]');
  // Innermost parentheses first, until none are left.
  for (let previous = ''; previous !== bare; ) [previous, bare] = [bare, bare.replace(/\([^()]*\)/g, '')];
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

function indexNodes(nodes: ChildNode[]): IndexedNode[] {
  const indexed: IndexedNode[] = [];
  for (const node of nodes) {
    if (node.type === 'rule') {
      const rule = node as Rule;
      const selectors = rule.selectors.filter((text) => !DARK_ONLY.test(text)).map((text) => ({ text, needs: classesNeeded(text) }));
      if (!selectors.length) continue;
      indexed.push({ kind: 'rule', selectors, body: (rule.nodes ?? []).map((child) => child.toString()).join(';') });
    } else if (node.type === 'atrule') {
      const at = node as AtRule;
      if (BLOCK_AT_RULES.has(at.name) && at.nodes?.some((child) => child.type === 'rule' || child.type === 'atrule')) {
        indexed.push({ kind: 'block', prelude: `@${at.name}${at.params ? ` ${at.params}` : ''}`, children: indexNodes(at.nodes) });
      } else {
        // A statement (`@layer a, b`) ends with a semicolon its parent writes.
        indexed.push({ kind: 'verbatim', css: at.nodes ? at.toString() : `${at.toString()};` });
      }
    }
    // Comments are left out.
  }
  return indexed;
}

/** A sheet read once, ready to be cut for any page. */
export interface CssIndex {
  nodes: IndexedNode[];
}

export function indexCss(css: string): CssIndex {
  return { nodes: indexNodes(postcss.parse(css).nodes) };
}

/** Every class named in `html`'s class attributes (the page's body as the server rendered it, templates included). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of list!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

function write(nodes: IndexedNode[], classes: Set<string>): string {
  let css = '';
  for (const node of nodes) {
    if (node.kind === 'verbatim') css += node.css;
    else if (node.kind === 'block') {
      const inner = write(node.children, classes);
      if (inner) css += `${node.prelude}{${inner}}`;
    } else {
      const kept = node.selectors.filter((selector) => selector.needs.every((name) => classes.has(name)));
      if (kept.length) css += `${kept.map((selector) => selector.text).join(',')}{${node.body}}`;
    }
  }
  return css;
}

/** The rules of the indexed sheet that an element carrying some of `classes` could match, in the sheet's order. */
export function cutCss(index: CssIndex, classes: Set<string>): string {
  return write(index.nodes, classes);
}

const indexes = new Map<string, CssIndex>();

/** The cut of the built sheet `file` (as Next names it: `static/css/<hash>.css`) for a page whose body is `html`. */
function criticalCss(distDir: string, file: string, html: string): string {
  let index = indexes.get(file);
  if (!index) {
    index = indexCss(readFileSync(path.join(distDir, file), 'utf8'));
    indexes.set(file, index);
  }
  return cutCss(index, classesIn(html));
}

/** Where `next build` writes the cuts, inside the build folder (served as /_next/static/css/cut/). */
const CUT_FOLDER = 'static/css/cut';

/**
 * The cut of the built sheet `file` for a page whose body is `html`, as a file when it is one
 * (written when `write`: while `next build` renders pages) or else its CSS to write into the page.
 */
export function cutSheet(distDir: string, file: string, html: string, write: boolean): { href: string } | { css: string } {
  const css = criticalCss(distDir, file, html);
  const name = `${CUT_FOLDER}/${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
  const target = path.join(distDir, name);
  if (write && !existsSync(target)) {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, css);
  }
  return existsSync(target) ? { href: `/_next/${name}` } : { css };
}
